import { type MeResponse, PROFILE_MESSAGES } from '@briefs/shared';
import { useState } from 'react';
import { ChangePasswordPanel } from '../../../components/profile/change-password-panel';
import { ProfileDialog, type ProfileTab } from '../../../components/profile/profile-dialog';
import { BasicInfoForm } from './basic-info-form';

interface EditProfileDialogProps {
  me: MeResponse;
  initialTab: ProfileTab;
  /** Opened after a temporary password: say why. */
  temporary: boolean;
  onClose: () => void;
}

/** The member's Edit Profile (spec §2): Basic Info with the Pre-B.R.I.E.F, and Change Password. */
export function EditProfileDialog({ me, initialTab, temporary, onClose }: EditProfileDialogProps) {
  const [pending, setPending] = useState(false);
  return (
    <ProfileDialog
      title={PROFILE_MESSAGES.title}
      labels={{ basic: PROFILE_MESSAGES.basicTab, password: PROFILE_MESSAGES.passwordTab }}
      initialTab={initialTab}
      pending={pending}
      onClose={onClose}
    >
      {(tab) =>
        tab === 'basic' ? (
          <BasicInfoForm me={me} onCancel={onClose} onPendingChange={setPending} />
        ) : (
          <ChangePasswordPanel onClose={onClose} temporary={temporary} onPendingChange={setPending} />
        )
      }
    </ProfileDialog>
  );
}
