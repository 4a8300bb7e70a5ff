import { AUTH_MESSAGES, authText, PAGES } from '@briefs/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Logo } from '../../../components/logo';
import { clearSession } from '../../../lib/session';
import { useMeQuery } from '../api/get-me';
import { useMustChangePassword } from '../hooks/use-must-change-password';
import styles from './account.module.css';
import { ChangePasswordDialog } from './change-password-dialog';

/**
 * The signed-in bar for the dashboards: greets the person by name, offers Change Password (opened
 * at once after a temporary password) and Logout (clears the session, goes to /login; spec §6).
 */
export function AccountHeader() {
  const me = useMeQuery();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dialog = useMustChangePassword(me.data?.mustChangePassword);

  function logout() {
    clearSession();
    queryClient.clear();
    navigate(PAGES.login, { replace: true });
  }

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
          <button type="button" className={`btn btn-secondary ${styles.change}`} onClick={dialog.show}>
            {AUTH_MESSAGES.changePassword}
          </button>
          <button type="button" className={`btn btn-ghost ${styles.logout}`} onClick={logout}>
            {AUTH_MESSAGES.logout}
          </button>
        </div>
      </div>
      <ChangePasswordDialog open={dialog.open} onClose={dialog.close} temporary={dialog.temporary} />
    </header>
  );
}
