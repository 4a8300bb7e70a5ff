import { COACH_REPLY_NOTICE_MESSAGES } from '@briefs/shared';
import { useId } from 'react';
import { useUnwatchedRepliesQuery } from '../api/list-unwatched-replies';
import { useMarkReplyWatchedMutation } from '../api/mark-reply-watched';
import styles from './coach-reply-notice.module.css';

const TEXT = COACH_REPLY_NOTICE_MESSAGES;

/**
 * On the dashboard while a coach's video reply has not been watched: Watch the reply opens History,
 * where playing it clears the notice; Dismiss clears it without playing (the transcript is enough for some).
 */
export function CoachReplyNotice({ onWatch }: { onWatch: () => void }) {
  const titleId = useId();
  const unwatched = useUnwatchedRepliesQuery();
  const dismiss = useMarkReplyWatchedMutation();
  const replies = unwatched.data?.items ?? [];
  if (replies.length === 0) return null;

  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {TEXT.title}
        </h2>
        <p className={styles.body}>{replies.length === 1 ? TEXT.one : TEXT.many(replies.length)}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary btn-sm" onClick={onWatch}>
          {replies.length === 1 ? TEXT.watch : TEXT.watchMany}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate(replies.map((reply) => reply.requestId))}
        >
          {TEXT.dismiss}
        </button>
      </div>
    </section>
  );
}
