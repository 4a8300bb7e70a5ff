import { PAGES } from '@briefs/shared';
import { AppLink } from './app-link';
import styles from './logo.module.css';

/** The wordmark, linking home. The mark is decorative; the text is the accessible name. */
export function Logo() {
  return (
    <AppLink to={PAGES.home} className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1e4f8c" />
        <path d="M7 19c3-6 6-6 9 0s6 6 9 0" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span>B.R.I.E.F.S</span>
    </AppLink>
  );
}
