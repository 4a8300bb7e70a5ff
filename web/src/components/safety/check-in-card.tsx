import { CHECK_IN_MESSAGES, type CheckInPayload } from '@briefs/shared';
import { useEffect, useRef } from 'react';
import styles from './check-in-card.module.css';
import { CrisisLines } from './crisis-lines';

const TEXT = CHECK_IN_MESSAGES;

interface CheckInCardProps {
  checkIn: CheckInPayload;
  /** "I'm safe, keep going": the same request again, confirmed. */
  onKeepGoing: () => void;
  /** "I need support now": the crisis answer for the same worry. */
  onNeedSupport: () => void;
  /** Shown instead of "keep going" when coaching cannot read the text (not in English). */
  onRewrite: () => void;
  busy?: boolean;
}

/**
 * The check-in (DESIGN §5): asked instead of coaching when the gate is not sure. It never accuses;
 * it says why it asks in one sentence, keeps the crisis lines in view, and offers two one-tap answers.
 */
export function CheckInCard({ checkIn, onKeepGoing, onNeedSupport, onRewrite, busy = false }: CheckInCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      data-safety-screen=""
      className={styles.card}
      aria-labelledby="check-in-heading"
      aria-describedby="check-in-why"
    >
      <h2 id="check-in-heading" ref={heading} tabIndex={-1} className={styles.title}>
        {TEXT.title}
      </h2>
      <p className={styles.question}>{checkIn.message}</p>
      <p id="check-in-why" className={styles.why}>
        {checkIn.why}
      </p>
      <div className={styles.answers}>
        {checkIn.canContinue ? (
          <button type="button" className="btn btn-primary" onClick={onKeepGoing} disabled={busy} aria-busy={busy}>
            {busy ? TEXT.continuing : TEXT.keepGoing}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={onRewrite}>
            {TEXT.rewrite}
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={onNeedSupport} disabled={busy}>
          {TEXT.needSupport}
        </button>
      </div>
      <h3 className={styles.subtitle}>{TEXT.resourcesTitle}</h3>
      <CrisisLines resources={checkIn.resources} />
    </section>
  );
}
