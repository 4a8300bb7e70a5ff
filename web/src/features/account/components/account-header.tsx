import { authText } from '@briefs/shared';
import { useState } from 'react';
import type { ProfileTab } from '../../../components/profile/profile-dialog';
import { SignedInHeader } from '../../../components/signed-in-header';
import { useMeQuery } from '../../../lib/api/me';
import { useLogout } from '../../../lib/use-logout';
import { useMustChangePassword } from '../../../lib/use-must-change-password';
import styles from './account.module.css';
import { AvatarMenu } from './avatar-menu';
import { EditProfileDialog } from './edit-profile-dialog';

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
    <SignedInHeader
      barClassName={styles.memberBar}
      after={
        openTab && me.data ? (
          <EditProfileDialog
            me={me.data}
            initialTab={openTab}
            temporary={mustChange.temporary}
            onClose={closeProfile}
          />
        ) : null
      }
    >
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
    </SignedInHeader>
  );
}
