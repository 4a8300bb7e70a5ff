import { MENU_MESSAGES, type MeResponse, PAGES } from '@briefs/shared';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/avatar';
import { UNIVERSITY_URL } from '../../../lib/build-config';
import styles from './avatar-menu.module.css';

export interface AvatarMenuActions {
  onEditProfile: () => void;
  /** The person's entries (History, Weekly B.R.I.E.F and the links beside them); absent for coaches. */
  onHistory?: () => void;
  onWeekly?: () => void;
  onLogout: () => void;
}

/**
 * The avatar and its menu (spec §2), as an ARIA menu button: Enter, Space or ArrowDown opens it on
 * the first item, arrows/Home/End move, Escape closes and returns to the avatar, Tab or a click
 * elsewhere closes it.
 */
export function AvatarMenu({ me, actions }: { me: MeResponse | undefined; actions: AvatarMenuActions }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuItems(list.current)[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  function onMenuKey(event: KeyboardEvent) {
    const all = menuItems(list.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      all[((moves[event.key] ?? 0) + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  }

  const { onHistory, onWeekly } = actions;
  const choose = (action: () => void) => () => {
    close(false);
    action();
  };

  return (
    <div className={styles.wrap} ref={wrap}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={me?.name ? `${MENU_MESSAGES.button}: ${me.name}` : MENU_MESSAGES.button}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar name={me?.name} />
      </button>
      {open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are handled for the menu inside.
        <div className={styles.popover} onKeyDown={onMenuKey}>
          <div className={styles.who}>
            <p className={styles.name}>{me?.name}</p>
            <p className={styles.email}>{me?.email}</p>
          </div>
          <div ref={list} id={menuId} role="menu" aria-label={MENU_MESSAGES.button} className={styles.list}>
            <div role="none">
              <button type="button" role="menuitem" tabIndex={-1} onClick={choose(actions.onEditProfile)}>
                {MENU_MESSAGES.editProfile}
              </button>
            </div>
            {onHistory && onWeekly ? (
              <>
                <div role="none">
                  <Link role="menuitem" tabIndex={-1} to={PAGES.community} onClick={() => close(false)}>
                    {MENU_MESSAGES.community}
                  </Link>
                </div>
                <div role="none">
                  <button type="button" role="menuitem" tabIndex={-1} onClick={choose(onHistory)}>
                    {MENU_MESSAGES.history}
                  </button>
                </div>
                <div role="none">
                  <a
                    role="menuitem"
                    tabIndex={-1}
                    href={UNIVERSITY_URL}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => close(false)}
                  >
                    {MENU_MESSAGES.university}
                    <span className="visually-hidden"> {MENU_MESSAGES.newTab}</span>
                    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path
                        d="M14 4h6v6M20 4l-9 9M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                      />
                    </svg>
                  </a>
                </div>
                <div role="none">
                  <button type="button" role="menuitem" tabIndex={-1} onClick={choose(onWeekly)}>
                    {MENU_MESSAGES.weekly}
                  </button>
                </div>
                <div role="none">
                  <Link role="menuitem" tabIndex={-1} to={PAGES.ventometer} onClick={() => close(false)}>
                    {MENU_MESSAGES.ventometer}
                  </Link>
                </div>
              </>
            ) : null}
            <div role="none" className={styles.separated}>
              <button type="button" role="menuitem" tabIndex={-1} onClick={choose(actions.onLogout)}>
                {MENU_MESSAGES.logout}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}
