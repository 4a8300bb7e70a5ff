import { HISTORY_MESSAGES, type HistoryCoachStatus } from '@briefs/shared';
import styles from './history.module.css';

/**
 * Where a coach's answer shows for a request sent to a coach: waiting (within 24 hours), then the
 * coach's video reply once their side has answered.
 */
export function CoachReply({ coach }: { coach: HistoryCoachStatus | null }) {
  if (!coach) return null;
  if (coach.status === 'answered' && coach.replyUrl) {
    return (
      <section className={styles.coach} aria-label={HISTORY_MESSAGES.coachReplyTitle}>
        <p className={styles.coachTitle}>{HISTORY_MESSAGES.coachReplyTitle}</p>
        {/* biome-ignore lint/a11y/useMediaCaption: the coach's recorded reply has no caption track yet. */}
        <video controls preload="metadata" src={coach.replyUrl} className={styles.video} />
      </section>
    );
  }
  return <p className={styles.coachWaiting}>{HISTORY_MESSAGES.coachWaiting}</p>;
}
