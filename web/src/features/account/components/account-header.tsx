import { AUTH_MESSAGES, authText } from '@briefs/shared';
import { type ReactNode, useState } from 'react';
import { Logo } from '../../../components/logo';
import { useMeQuery } from '../api/get-me';
import { useLogout } from '../hooks/use-logout';
import { useMustChangePassword } from '../hooks/use-must-change-password';
import styles from './account.module.css';
import { AvatarMenu } from './avatar-menu';
import { EditProfileDialog, type ProfileTab } from './edit-profile-dialog';

interface AccountHeaderProps {
  onOpenHistory: () => void;
  onOpenWeekly: () => void;
}

/**
 * The person's signed-in bar: the logo, a greeting by name and the avatar menu (spec §2). Edit
 * Profile opens from the menu, or at once on Change Password after a temporary password.
 */
export function AccountHeader({ onOpenHistory, onOpenWeekly }: AccountHeaderProps) {
  const me = useMeQuery();
  const logout = useLogout();
  const mustChange = useMustChangePassword(me.data?.mustChangePassword);
  const [profileTab, setProfileTab] = useState<ProfileTab | null>(null);
  const openTab: ProfileTab | null = mustChange.open ? 'password' : profileTab;

  function closeProfile() {
    mustChange.close();
    setProfileTab(null);
  }

  return (
    <header className={styles.header}>
      <div className={`${styles.bar} ${styles.memberBar}`}>
        <div className={styles.logo}>
          <Logo />
        </div>
        <div className={styles.member}>
          <p className={styles.memberGreeting}>{me.data ? authText.greeting(me.data.name) : null}</p>
          <AvatarMenu
            me={me.data}
            actions={{
              onEditProfile: () => setProfileTab('basic'),
              onHistory: onOpenHistory,
              onWeekly: onOpenWeekly,
              onLogout: logout,
            }}
          />
        </div>
      </div>
      {openTab && me.data ? (
        <EditProfileDialog me={me.data} initialTab={openTab} temporary={mustChange.temporary} onClose={closeProfile} />
      ) : null}
    </header>
  );
}

/** The bar itself: logo, greeting, one account action (the coach's Edit Profile), Logout. */
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
