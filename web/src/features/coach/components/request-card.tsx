import { type CoachRequestView, coachText, COACH_DASHBOARD_MESSAGES as M } from '@briefs/shared';
import { useId } from 'react';
import { timeLeft } from '../hooks/countdown';
import styles from './requests.module.css';

interface RequestCardProps {
  request: CoachRequestView;
  now: number;
  onRespond: () => void;
}

const submittedAt = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One request (spec §2): name, background, the words or the video, countdown, submitted time, Respond. */
export function RequestCard({ request, now, onRespond }: RequestCardProps) {
  const titleId = useId();
  const left = timeLeft(request.createdAt, now);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <h2 id={titleId} className={styles.name}>
          {request.name}
        </h2>
        <p className={left ? styles.countdown : styles.expired}>
          {left ? (
            <>
              <span className={styles.countdownLabel}>{M.timeLeft} </span>
              <time>{left}</time>
            </>
          ) : (
            M.expired
          )}
        </p>
      </header>
      <dl className={styles.facts}>
        <dt>{M.background}</dt>
        <dd>{request.background || M.noBackground}</dd>
      </dl>
      {request.transcript ? (
        <blockquote className={styles.words}>{request.transcript}</blockquote>
      ) : request.videoUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: the person's own recording; no captions exist for it.
        <video className={styles.video} src={request.videoUrl} controls preload="metadata" aria-label={M.video} />
      ) : null}
      <footer className={styles.cardFoot}>
        <p className={styles.submitted}>
          {M.submitted} <time dateTime={request.createdAt}>{submittedAt(request.createdAt)}</time>
        </p>
        <button
          type="button"
          className="btn btn-primary"
          aria-label={coachText.respondLabel(request.name)}
          onClick={onRespond}
        >
          {M.respond}
        </button>
      </footer>
    </article>
  );
}
