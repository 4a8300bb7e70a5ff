import { DASHBOARD_MESSAGES } from '@briefs/shared';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { BoxBreathing } from './box-breathing';
import styles from './exercises.module.css';
import { PerspectivePrompt } from './perspective-prompt';
import { StroopGrid } from './stroop-grid';

const TABS = [
  { id: 'breathing', label: DASHBOARD_MESSAGES.breathing.tab, Panel: BoxBreathing },
  { id: 'stroop', label: DASHBOARD_MESSAGES.stroop.tab, Panel: StroopGrid },
  { id: 'perspective', label: DASHBOARD_MESSAGES.perspective.tab, Panel: PerspectivePrompt },
] as const;

/** Tabbed distraction exercises (spec §2), with the ARIA tabs keyboard pattern (arrows, Home, End). */
export function ExerciseTabs() {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: (active + 1) % TABS.length,
      ArrowLeft: (active - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  const current = TABS[active] ?? TABS[0];
  return (
    <div className={styles.exercises}>
      <div className={styles.tabs} role="tablist" aria-label={DASHBOARD_MESSAGES.processing.tabsLabel}>
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-selected={index === active}
            aria-controls={`${base}-panel`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className={styles.panel} role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${current.id}-tab`}>
        <current.Panel />
      </div>
    </div>
  );
}
