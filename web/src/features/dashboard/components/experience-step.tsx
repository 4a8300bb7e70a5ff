import { DASHBOARD_MESSAGES, dashboardText, type UsageRecord } from '@briefs/shared';
import { useRef } from 'react';
import type { Experience } from '../hooks/use-dashboard-flow';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import styles from './dashboard.module.css';

const TEXT = DASHBOARD_MESSAGES.step1;

interface ExperienceStepProps {
  experience: Experience | null;
  onChoose: (experience: Experience) => void;
  onNext: () => void;
  usage: UsageRecord | undefined;
  focusHeading: boolean;
}

/** Step 1 (spec §2). B.R.I.E.F a Coach is shown but not offered until coach replies exist. */
export function ExperienceStep({ experience, onChoose, onNext, usage, focusHeading }: ExperienceStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading, focusHeading);
  // The coach option cannot be chosen yet, so the B.R.I.E.F.S pool is the one that decides.
  const exhausted = usage !== undefined && usage.briefTokensRemaining <= 0;

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
        <label className={`${styles.choice} ${styles.choiceDisabled}`}>
          <input type="radio" name="experience" value="coach" disabled aria-describedby="coach-soon" />
          <span className={styles.choiceTitle}>{TEXT.coachTitle}</span>
          <span className={styles.choiceText}>{TEXT.coachText}</span>
          <span id="coach-soon" className={styles.soon}>
            {TEXT.coachSoon}
          </span>
        </label>
      </div>
      <div className={styles.stepActions}>
        <button
          type="button"
          className="btn btn-primary btn-lg"
          disabled={experience === null || exhausted}
          onClick={onNext}
        >
          {exhausted ? TEXT.briefExhausted : TEXT.next}
        </button>
      </div>
      {exhausted ? (
        <p className={styles.exhausted}>{dashboardText.outOfTokens('brief', usage.briefTokensRenewAt)}</p>
      ) : null}
    </section>
  );
}
