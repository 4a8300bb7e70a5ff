import { PROFILE_MESSAGES } from '@briefs/shared';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Modal } from '../modal';
import styles from './profile.module.css';

export type ProfileTab = 'basic' | 'password';

interface ProfileDialogProps {
  title: string;
  labels: Record<ProfileTab, string>;
  initialTab: ProfileTab;
  /** A save or a change is on its way: the dialog stays and the other tab waits. */
  pending: boolean;
  onClose: () => void;
  /** The open tab's panel. */
  children: (tab: ProfileTab) => ReactNode;
}

const ORDER: ProfileTab[] = ['basic', 'password'];

/**
 * Edit Profile (spec §2, the member's and the coach's): tabs Basic Info and Change Password as an
 * ARIA tab list; arrow keys, Home and End move between the tabs.
 */
export function ProfileDialog({ title, labels, initialTab, pending, onClose, children }: ProfileDialogProps) {
  const [tab, setTab] = useState<ProfileTab>(initialTab);
  const ids = { title: useId(), tabs: useId() };
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
        {title}
      </h2>
      <div className={styles.tabs} role="tablist" aria-label={PROFILE_MESSAGES.tabsLabel}>
        {ORDER.map((id) => (
          <button
            key={id}
            ref={(node) => {
              tabRefs.current[id] = node;
            }}
            type="button"
            role="tab"
            id={`${ids.tabs}-${id}`}
            aria-selected={tab === id}
            aria-controls={`${ids.tabs}-${id}-panel`}
            tabIndex={tab === id ? 0 : -1}
            className={styles.tab}
            disabled={pending && tab !== id}
            onClick={() => setTab(id)}
            onKeyDown={onTabKey}
          >
            {labels[id]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids.tabs}-${tab}-panel`} aria-labelledby={`${ids.tabs}-${tab}`}>
        {children(tab)}
      </div>
    </Modal>
  );
}
