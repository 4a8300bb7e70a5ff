import { WAITLIST_MESSAGES } from '@briefs/shared';
import { useEffect, useRef } from 'react';
import type { WaitlistOutcome } from '../hooks/use-waitlist-form';
import styles from './waitlist-dialog.module.css';

interface WaitlistOutcomeViewProps {
  outcome: Exclude<WaitlistOutcome, 'idle'>;
  titleId: string;
  loginHref: string;
  onRetry: () => void;
  onDone: () => void;
}

const TONE = { created: 'success', already_waitlisted: 'info', already_user: 'info', error: 'danger' } as const;

/** One of the spec §4 outcomes, with its title, text and the one action that fits it. */
export function WaitlistOutcomeView({ outcome, titleId, loginHref, onRetry, onDone }: WaitlistOutcomeViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form (and the focused field) just disappeared: move focus to the news so it is announced.
  useEffect(() => headingRef.current?.focus(), []);
  const copy = textsFor(outcome);

  return (
    <div className={styles.outcome} data-outcome={outcome}>
      <span className={`${styles.badge} ${styles[TONE[outcome]]}`} aria-hidden="true">
        {outcome === 'created' ? '✓' : outcome === 'error' ? '!' : 'i'}
      </span>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {copy.title}
      </h2>
      <p className={styles.outcomeText}>
        {copy.text}
        {outcome === 'already_user' ? (
          <>
            {' '}
            <a href={loginHref} target="_blank" rel="noopener noreferrer">
              {WAITLIST_MESSAGES.alreadyUser.link}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </>
        ) : null}
      </p>
      {outcome === 'error' ? (
        <button type="button" className="btn btn-primary btn-lg" onClick={onRetry}>
          {WAITLIST_MESSAGES.error.retry}
        </button>
      ) : outcome === 'created' ? null : (
        <button type="button" className="btn btn-secondary btn-lg" onClick={onDone}>
          Done
        </button>
      )}
    </div>
  );
}

function textsFor(outcome: Exclude<WaitlistOutcome, 'idle'>): { title: string; text: string } {
  switch (outcome) {
    case 'created':
      return WAITLIST_MESSAGES.created;
    case 'already_waitlisted':
      return WAITLIST_MESSAGES.alreadyWaitlisted;
    case 'already_user':
      return WAITLIST_MESSAGES.alreadyUser;
    case 'error':
      return WAITLIST_MESSAGES.error;
  }
}
