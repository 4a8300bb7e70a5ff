import { AUTH_MESSAGES, authText } from '@briefs/shared';
import type { ReactNode } from 'react';
import { useMeQuery } from '../lib/api/me';
import { useLogout } from '../lib/use-logout';
import { Logo } from './logo';
import styles from './signed-in-header.module.css';

interface SignedInHeaderProps {
  /** The bar's own layout on top of the shared one (the member's avatar bar keeps one row). */
  barClassName?: string;
  /** What stands right of the logo. */
  children: ReactNode;
  /** What belongs to the header but not the bar (a dialog it opens). */
  after?: ReactNode;
}

/** The signed-in header every dashboard shares: the logo on the left of one bar, the account on the right. */
export function SignedInHeader({ barClassName, children, after }: SignedInHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={barClassName ? `${styles.bar} ${barClassName}` : styles.bar}>
        <div className={styles.logo}>
          <Logo />
        </div>
        {children}
      </div>
      {after}
    </header>
  );
}

/** The bar with a greeting, one account action (the coach's Edit Profile) and Logout. */
export function AccountBar({ action, children }: { action: ReactNode; children?: ReactNode }) {
  const me = useMeQuery();
  const logout = useLogout();
  return (
    <SignedInHeader barClassName={styles.actionBar} after={children}>
      <div className={styles.account}>
        <p className={styles.greeting} aria-live="polite">
          {me.data ? authText.greeting(me.data.name) : null}
        </p>
        <span className={styles.action}>{action}</span>
        <button type="button" className={`btn btn-ghost ${styles.logout}`} onClick={logout}>
          {AUTH_MESSAGES.logout}
        </button>
      </div>
    </SignedInHeader>
  );
}
