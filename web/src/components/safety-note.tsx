import { CRISIS_RESOURCES, DISCLAIMER } from '@briefs/shared';
import styles from './safety-note.module.css';

/**
 * What everyone deciding to join must see (spec §1): coaching, not therapy or a crisis service;
 * where to get urgent help; 18+. The crisis numbers are tappable because people read this on phones.
 */
export function SafetyNote({ className }: { className?: string }) {
  return (
    <aside className={[styles.note, className].filter(Boolean).join(' ')} aria-label="Before you join">
      <p>{DISCLAIMER.notTherapy}</p>
      <p>
        {DISCLAIMER.crisis} <a href={CRISIS_RESOURCES.lifeline.call}>Call 988</a> ·{' '}
        <a href={CRISIS_RESOURCES.lifeline.text}>Text 988</a> ·{' '}
        <a href={CRISIS_RESOURCES.helplineDirectory.url} target="_blank" rel="noreferrer">
          {CRISIS_RESOURCES.helplineDirectory.label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <p>{DISCLAIMER.age}</p>
    </aside>
  );
}
