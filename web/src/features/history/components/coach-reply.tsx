import { HISTORY_MESSAGES, type HistoryCoachStatus } from '@briefs/shared';
import { useId, useState } from 'react';
import { useMarkReplyWatchedMutation } from '../api/mark-reply-watched';
import styles from './history.module.css';

const TEXT = HISTORY_MESSAGES;

/**
 * Where a coach's answer shows for a request sent to a coach: waiting (within 24 hours), then the
 * coach's video reply with its transcript underneath, so it works without sound and with a screen reader.
 */
export function CoachReply({ requestId, coach }: { requestId: string; coach: HistoryCoachStatus | null }) {
  if (!coach) return null;
  if (coach.status === 'answered' && coach.replyUrl) {
    return <ReplyPlayer requestId={requestId} coach={coach} replyUrl={coach.replyUrl} />;
  }
  return <p className={styles.coachWaiting}>{TEXT.coachWaiting}</p>;
}

interface ReplyPlayerProps {
  requestId: string;
  coach: HistoryCoachStatus;
  replyUrl: string;
}

function ReplyPlayer({ requestId, coach, replyUrl }: ReplyPlayerProps) {
  // The first link stays the player's source: a refetched list brings a new link, which would reload the video.
  const [src] = useState(replyUrl);
  const ids = { title: useId(), transcript: useId() };
  const markWatched = useMarkReplyWatchedMutation();
  const onPlay = () => {
    if (!coach.watched && !markWatched.isPending && !markWatched.isSuccess) markWatched.mutate([requestId]);
  };

  return (
    <section className={styles.coach} aria-labelledby={ids.title}>
      <p className={styles.coachTitle}>
        <span id={ids.title}>{TEXT.coachReplyTitle}</span>
        {coach.watched ? null : <span className={styles.newBadge}>{TEXT.coachReplyNew}</span>}
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: the reply's full transcript sits right under the player. */}
      <video
        controls
        preload="metadata"
        src={src}
        className={styles.video}
        aria-describedby={ids.transcript}
        onPlay={onPlay}
      />
      <div id={ids.transcript} className={styles.replyTranscript}>
        <p className={styles.replyTranscriptTitle}>{TEXT.coachReplyTranscript}</p>
        {coach.replyTranscript ? (
          <p className={styles.words}>{coach.replyTranscript}</p>
        ) : (
          <p className={styles.pending}>
            {coach.replyTranscript === null ? TEXT.coachReplyTranscriptPending : TEXT.coachReplyNoTranscript}
          </p>
        )}
      </div>
    </section>
  );
}
