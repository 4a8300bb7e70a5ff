import { DASHBOARD_MESSAGES } from '@briefs/shared';
import styles from './dashboard.module.css';

/** The dismissible red banner for a failed submission (spec §2, §8). */
export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div className={styles.banner} role="alert">
      <p>{message}</p>
      <button type="button" className={styles.bannerClose} onClick={onDismiss}>
        {DASHBOARD_MESSAGES.step2.dismiss}
      </button>
    </div>
  );
}
