import { AUTH_MESSAGES, type MeResponse, PROFILE_MESSAGES } from '@briefs/shared';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Modal } from '../../../components/modal';
import styles from './account.module.css';
import { BasicInfoForm } from './basic-info-form';
import { ChangePasswordForm } from './change-password-form';

export type ProfileTab = 'basic' | 'password';

interface EditProfileDialogProps {
  me: MeResponse;
  initialTab: ProfileTab;
  /** Opened after a temporary password: say why. */
  temporary: boolean;
  onClose: () => void;
}

const TABS: Array<{ id: ProfileTab; label: string }> = [
  { id: 'basic', label: PROFILE_MESSAGES.basicTab },
  { id: 'password', label: PROFILE_MESSAGES.passwordTab },
];

/** Edit Profile (spec §2): tabs Basic Info and Change Password, arrow keys move between the tabs. */
export function EditProfileDialog({ me, initialTab, temporary, onClose }: EditProfileDialogProps) {
  const [tab, setTab] = useState<ProfileTab>(initialTab);
  const [pending, setPending] = useState(false);
  const ids = { title: useId(), tabs: useId(), notice: useId() };
  const tabRefs = useRef<Record<ProfileTab, HTMLButtonElement | null>>({ basic: null, password: null });

  function onTabKey(event: KeyboardEvent) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: ProfileTab =
      event.key === 'Home' ? 'basic' : event.key === 'End' ? 'password' : tab === 'basic' ? 'password' : 'basic';
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <Modal open onClose={onClose} labelledBy={ids.title} dismissible={!pending}>
      <h2 id={ids.title} className={styles.dialogTitle}>
        {PROFILE_MESSAGES.title}
      </h2>
      <div className={styles.tabs} role="tablist" aria-label={PROFILE_MESSAGES.tabsLabel}>
        {TABS.map((item) => (
          <button
            key={item.id}
            ref={(node) => {
              tabRefs.current[item.id] = node;
            }}
            type="button"
            role="tab"
            id={`${ids.tabs}-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`${ids.tabs}-${item.id}-panel`}
            tabIndex={tab === item.id ? 0 : -1}
            className={styles.tab}
            disabled={pending && tab !== item.id}
            onClick={() => setTab(item.id)}
            onKeyDown={onTabKey}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids.tabs}-${tab}-panel`} aria-labelledby={`${ids.tabs}-${tab}`}>
        {tab === 'basic' ? (
          <BasicInfoForm me={me} onPendingChange={setPending} />
        ) : (
          <ChangePasswordForm
            onCancel={onClose}
            notice={temporary ? { id: ids.notice, text: AUTH_MESSAGES.mustChangePassword } : null}
            onPendingChange={setPending}
          />
        )}
      </div>
    </Modal>
  );
}
