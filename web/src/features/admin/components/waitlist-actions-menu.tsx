import { ADMIN_MESSAGES, adminText } from '@briefs/shared';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styles from './waitlist.module.css';
import type { WaitlistAction } from './waitlist-confirm-dialog';

/**
 * The Actions menu button (WAI-ARIA menu button): Enter, Space or ArrowDown opens it on the first
 * item, arrows/Home/End move, Escape closes and returns focus. Both items are disabled when
 * nothing is selected (spec §2).
 */
export function WaitlistActionsMenu({
  count,
  onChoose,
}: {
  count: number;
  onChoose: (action: WaitlistAction) => void;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const disabled = count === 0;
  const items: Array<{ action: WaitlistAction; label: string }> = [
    { action: 'create', label: adminText.createAction(count) },
    { action: 'remove', label: ADMIN_MESSAGES.removeSelected },
  ];

  useEffect(() => {
    if (open && focusIndex !== null) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function openAt(index: number) {
    setOpen(true);
    setFocusIndex(index);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    setFocusIndex(null);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    const current = focusIndex ?? 0;
    const moves: Record<string, number> = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  }

  function choose(action: WaitlistAction) {
    if (disabled) return;
    close(true);
    onChoose(action);
  }

  return (
    <div ref={wrapRef} className={styles.menuWrap}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-primary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {ADMIN_MESSAGES.actions}
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          aria-hidden="true"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-label={ADMIN_MESSAGES.actions} className={styles.menu} onKeyDown={onMenuKey}>
          {items.map((item, index) => (
            <button
              key={item.action}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={focusIndex === index ? 0 : -1}
              aria-disabled={disabled || undefined}
              className={`${styles.menuItem} ${item.action === 'remove' ? styles.menuDanger : ''}`}
              onClick={() => choose(item.action)}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
