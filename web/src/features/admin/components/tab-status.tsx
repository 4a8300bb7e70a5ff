import { ADMIN_MESSAGES } from '@briefs/shared';
import styles from './cards.module.css';

/** 'Loading…' while a tab's data loads (spec §2). */
export function Loading() {
  return (
    <p className={styles.status} role="status">
      {ADMIN_MESSAGES.loading}
    </p>
  );
}

export function Empty({ text }: { text: string }) {
  return <p className={styles.empty}>{text}</p>;
}
