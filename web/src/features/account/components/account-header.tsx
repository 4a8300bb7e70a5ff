import { AUTH_MESSAGES, authText } from '@briefs/shared';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';
import { useMeQuery } from '../api/get-me';
import { useLogout } from '../hooks/use-logout';
import { useMustChangePassword } from '../hooks/use-must-change-password';
import styles from './account.module.css';
import { ChangePasswordDialog } from './change-password-dialog';

/**
 * The signed-in bar for the dashboards: greets the person by name, offers Change Password (opened
 * at once after a temporary password) and Logout (clears the session, goes to /login; spec §6).
 */
export function AccountHeader() {
  const me = useMeQuery();
  const dialog = useMustChangePassword(me.data?.mustChangePassword);
  return (
    <AccountBar
      action={
        <button type="button" className="btn btn-secondary" onClick={dialog.show}>
          {AUTH_MESSAGES.changePassword}
        </button>
      }
    >
      <ChangePasswordDialog open={dialog.open} onClose={dialog.close} temporary={dialog.temporary} />
    </AccountBar>
  );
}

/** The bar itself: logo, greeting, one account action (Change Password, or the coach's Edit Profile), Logout. */
export function AccountBar({ action, children }: { action: ReactNode; children?: ReactNode }) {
  const me = useMeQuery();
  const logout = useLogout();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.logo}>
          <Logo />
        </div>
        <div className={styles.account}>
          <p className={styles.greeting} aria-live="polite">
            {me.data ? authText.greeting(me.data.name) : null}
          </p>
          <span className={styles.action}>{action}</span>
          <button type="button" className={`btn btn-ghost ${styles.logout}`} onClick={logout}>
            {AUTH_MESSAGES.logout}
          </button>
        </div>
      </div>
      {children}
    </header>
  );
}
