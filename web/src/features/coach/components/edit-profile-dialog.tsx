import { COACH_DASHBOARD_MESSAGES as M, type MeResponse } from '@briefs/shared';
import { useState } from 'react';
import { ChangePasswordPanel } from '../../../components/profile/change-password-panel';
import { ProfileDialog, type ProfileTab } from '../../../components/profile/profile-dialog';
import { BasicInfoForm } from './basic-info-form';

interface EditProfileDialogProps {
  me: MeResponse;
  initialTab: ProfileTab;
  /** Signed in with a temporary password: say why Change Password is open. */
  temporary: boolean;
  onClose: () => void;
}

/**
 * The coach's Edit Profile (spec §2 Coach dashboard, §5 coach rules): Basic Info without a background,
 * and Change Password whose length rule the server answers.
 */
export function EditProfileDialog({ me, initialTab, temporary, onClose }: EditProfileDialogProps) {
  const [pending, setPending] = useState(false);
  return (
    <ProfileDialog
      title={M.editProfile}
      labels={{ basic: M.basicInfo, password: M.changePassword }}
      initialTab={initialTab}
      pending={pending}
      onClose={onClose}
    >
      {(tab) =>
        tab === 'basic' ? (
          <BasicInfoForm me={me} onCancel={onClose} onPendingChange={setPending} />
        ) : (
          <ChangePasswordPanel
            onClose={onClose}
            temporary={temporary}
            showRule={false}
            confirmLabel={M.confirmNew}
            onPendingChange={setPending}
          />
        )
      }
    </ProfileDialog>
  );
}
