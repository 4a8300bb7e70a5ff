import { COACH_MODE_MESSAGES } from '@briefs/shared';
import type { CoachRequestState } from '../hooks/use-coach-request';
import styles from './results.module.css';

/** Coach mode: where the request for a human coach stands, under the instant tip. */
export function CoachRequestStatus({ state, onRetry }: { state: CoachRequestState; onRetry: () => void }) {
  if (state.status === 'idle') return null;
  if (state.status === 'failed') {
    return (
      <div className={`${styles.coachStatus} ${styles.coachFailed}`} role="alert">
        <p>
          {COACH_MODE_MESSAGES.failed} {state.error}
        </p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
          {COACH_MODE_MESSAGES.retry}
        </button>
      </div>
    );
  }
  return (
    <p className={styles.coachStatus} role="status">
      {state.status === 'sending' ? COACH_MODE_MESSAGES.sending : COACH_MODE_MESSAGES.sent}
    </p>
  );
}
