import { AUTH_MESSAGES, COACH_DASHBOARD_MESSAGES as M, type MeResponse } from '@briefs/shared';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Modal } from '../../../components/modal';
import { ChangePasswordFields, useChangePasswordForm } from '../../account';
import { BasicInfoForm } from './basic-info-form';
import styles from './coach.module.css';

export type ProfileTab = 'basic' | 'password';
const TABS: ReadonlyArray<{ id: ProfileTab; label: string }> = [
  { id: 'basic', label: M.basicInfo },
  { id: 'password', label: M.changePassword },
];

interface EditProfileDialogProps {
  me: MeResponse;
  initialTab: ProfileTab;
  /** Signed in with a temporary password: say why Change Password is open. */
  temporary: boolean;
  onClose: () => void;
}

/** Edit Profile with tabs Basic Info and Change Password (spec §2 Coach dashboard, §5 coach rules). */
export function EditProfileDialog({ me, initialTab, temporary, onClose }: EditProfileDialogProps) {
  const titleId = useId();
  const baseId = useId();
  const [tab, setTab] = useState<ProfileTab>(initialTab);
  const [passwordChanged, setPasswordChanged] = useState(false);
  const password = useChangePasswordForm(() => setPasswordChanged(true), { showRule: false });
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function onTabKey(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    setTab(TABS[next]!.id);
    tabRefs.current[next]?.focus();
  }

  return (
    <Modal open onClose={onClose} labelledBy={titleId} dismissible={!password.pending}>
      <h2 id={titleId} className={styles.dialogTitle}>
        {M.editProfile}
      </h2>
      <div role="tablist" aria-label={M.editProfile} className={styles.tabs}>
        {TABS.map((item, index) => (
          <button
            key={item.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${item.id}-tab`}
            aria-selected={tab === item.id}
            aria-controls={`${baseId}-${item.id}-panel`}
            tabIndex={tab === item.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(item.id)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`}>
        {tab === 'basic' ? (
          <BasicInfoForm me={me} onCancel={onClose} />
        ) : passwordChanged ? (
          <div className={styles.form}>
            <p className="form-success" role="status">
              {AUTH_MESSAGES.passwordChanged}
            </p>
            <div className="form-actions">
              <button type="button" className="btn btn-primary" onClick={onClose}>
                {M.close}
              </button>
            </div>
          </div>
        ) : (
          <ChangePasswordFields
            form={password}
            onCancel={onClose}
            confirmLabel={M.confirmNew}
            notice={temporary ? <p className={styles.notice}>{AUTH_MESSAGES.mustChangePassword}</p> : null}
          />
        )}
      </div>
    </Modal>
  );
}
