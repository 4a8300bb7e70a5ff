import { ADMIN_MESSAGES, ADMIN_TABS, type AdminTab } from '@briefs/shared';
import { useEffect, useId, useRef, useState } from 'react';
import type { AdminIdentity } from '../admin-identity';
import styles from './admin-nav.module.css';

interface AdminNavProps {
  tab: AdminTab;
  onSelect: (tab: AdminTab) => void;
  identity: AdminIdentity;
  onLogout: () => void;
}

/** Sidebar on wide screens; below 768 px a dropdown that also shows the admin's name and email. */
export function AdminNav(props: AdminNavProps) {
  return (
    <>
      <aside className={styles.sidebar}>
        <div className={styles.sidebarInner}>
          <p className={styles.brand}>B.R.I.E.F.S Admin</p>
          <NavItems {...props} />
          <Identity identity={props.identity} />
          <button type="button" className={`btn btn-secondary ${styles.logout}`} onClick={props.onLogout}>
            {ADMIN_MESSAGES.logout}
          </button>
        </div>
      </aside>
      <MobileMenu {...props} />
    </>
  );
}

function NavItems({ tab, onSelect }: Pick<AdminNavProps, 'tab' | 'onSelect'>) {
  return (
    <nav aria-label={ADMIN_MESSAGES.adminNav}>
      <ul className={styles.items}>
        {ADMIN_TABS.map((value) => (
          <li key={value}>
            <button
              type="button"
              className={styles.item}
              aria-current={value === tab ? 'page' : undefined}
              onClick={() => onSelect(value)}
            >
              {ADMIN_MESSAGES.tabs[value]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Identity({ identity }: { identity: AdminIdentity }) {
  if (!identity.name && !identity.email) return null;
  return (
    <div className={styles.identity}>
      {identity.name ? <p className={styles.name}>{identity.name}</p> : null}
      {identity.email ? <p className={styles.email}>{identity.email}</p> : null}
    </div>
  );
}

function MobileMenu({ tab, onSelect, identity, onLogout }: AdminNavProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    function onPointer(event: PointerEvent) {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={wrapRef} className={styles.mobile}>
      <div className={styles.mobileBar}>
        <p className={styles.brand}>B.R.I.E.F.S Admin</p>
        <button
          ref={buttonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="visually-hidden">{ADMIN_MESSAGES.menu}: </span>
          {ADMIN_MESSAGES.tabs[tab]}
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            aria-hidden="true"
          >
            <path d={open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <Identity identity={identity} />
        <NavItems
          tab={tab}
          onSelect={(value) => {
            onSelect(value);
            setOpen(false);
          }}
        />
        <button type="button" className={`btn btn-secondary ${styles.logout}`} onClick={onLogout}>
          {ADMIN_MESSAGES.logout}
        </button>
      </div>
    </div>
  );
}
