import { DASHBOARD_MESSAGES, dashboardText, type UsageRecord } from '@briefs/shared';
import { useRef } from 'react';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import type { CoachContact, Experience } from '../hooks/use-dashboard-flow';
import { CoachContactFields } from './coach-contact-fields';
import styles from './dashboard.module.css';

const TEXT = DASHBOARD_MESSAGES.step1;

interface ExperienceStepProps {
  experience: Experience | null;
  onChoose: (experience: Experience) => void;
  contact: CoachContact;
  onContactChange: (next: CoachContact) => void;
  onNext: () => void;
  usage: UsageRecord | undefined;
  focusHeading: boolean;
}

function remaining(usage: UsageRecord | undefined, pool: Experience): number | undefined {
  if (!usage) return undefined;
  return pool === 'coach' ? usage.coachTokensRemaining : usage.briefTokensRemaining;
}

/**
 * Step 1 (spec §2). Next waits for a choice, for the coach option also for a name and an email,
 * and stays disabled while the chosen pool is exhausted. Before a choice nothing says a pool is out:
 * someone with coach tokens left should not read "Tokens Exhausted" on the way to choosing them.
 */
export function ExperienceStep(props: ExperienceStepProps) {
  const { experience, onChoose, contact, onContactChange, onNext, usage, focusHeading } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading, focusHeading);
  const pool: Experience = experience ?? 'brief';
  const left = remaining(usage, pool);
  const exhausted = experience !== null && left !== undefined && left <= 0;
  const contactMissing = experience === 'coach' && (!contact.name.trim() || !contact.email.trim());
  const renewAt = pool === 'coach' ? usage?.coachTokensRenewAt : usage?.briefTokensRenewAt;

  return (
    <section className={styles.step} aria-labelledby="step-heading">
      <p className={styles.eyebrow}>{TEXT.eyebrow}</p>
      <h2 id="step-heading" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {TEXT.title}
      </h2>
      <div className={styles.choices} role="radiogroup" aria-labelledby="step-heading">
        <label className={styles.choice}>
          <input
            type="radio"
            name="experience"
            value="brief"
            checked={experience === 'brief'}
            onChange={() => onChoose('brief')}
          />
          <span className={styles.choiceTitle}>{TEXT.briefTitle}</span>
          <span className={styles.choiceText}>{TEXT.briefText}</span>
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="experience"
            value="coach"
            checked={experience === 'coach'}
            onChange={() => onChoose('coach')}
          />
          <span className={styles.choiceTitle}>{TEXT.coachTitle}</span>
          <span className={styles.choiceText}>{TEXT.coachText}</span>
        </label>
      </div>
      {experience === 'coach' ? <CoachContactFields contact={contact} onChange={onContactChange} /> : null}
      <div className={styles.stepActions}>
        <button
          type="button"
          className="btn btn-primary btn-lg"
          disabled={experience === null || exhausted || contactMissing}
          onClick={onNext}
        >
          {exhausted ? (pool === 'coach' ? TEXT.coachExhausted : TEXT.briefExhausted) : TEXT.next}
        </button>
      </div>
      {exhausted ? <p className={styles.exhausted}>{dashboardText.outOfTokens(pool, renewAt)}</p> : null}
    </section>
  );
}
