import { VENTOMETER_MESSAGES, type VentSession } from '@briefs/shared';
import { Markdown } from '../../../components/markdown';
import { splitCoachingTip } from '../../../lib/coaching-tip';
import styles from './ventometer.module.css';

const TEXT = VENTOMETER_MESSAGES;

interface ProcessedViewProps {
  session: VentSession;
  busy: boolean;
  onDismiss: () => void;
}

/** The tip for the note (spec §2): B.R.I.E.F.S and F.A.S cards, the suggested video, Dismiss. */
export function ProcessedView({ session, busy, onDismiss }: ProcessedViewProps) {
  const tip = splitCoachingTip(session.coachingTip ?? '');
  const video = session.suggestedVideo;
  return (
    <section className={styles.processed} aria-labelledby="tip-heading">
      <h2 id="tip-heading" className={styles.sectionTitle}>
        {TEXT.processedTitle}
      </h2>
      <article className={styles.tipCard} aria-labelledby="vent-brief-heading">
        <h3 id="vent-brief-heading" className={styles.cardTitle}>
          {TEXT.briefTitle}
        </h3>
        <Markdown text={tip.brief} className={styles.prose} />
      </article>
      {tip.fas ? (
        <article className={`${styles.tipCard} ${styles.fasCard}`} aria-labelledby="vent-fas-heading">
          <h3 id="vent-fas-heading" className={styles.cardTitle}>
            {TEXT.fasTitle}
          </h3>
          <Markdown text={tip.fas} className={styles.prose} />
        </article>
      ) : null}
      {video ? (
        <article className={styles.tipCard} aria-labelledby="vent-video-heading">
          <h3 id="vent-video-heading" className={styles.cardTitle}>
            {TEXT.videoTitle}
          </h3>
          <a className={styles.videoLink} href={video.url} target="_blank" rel="noreferrer">
            <img src={video.thumbnail} alt="" className={styles.thumbnail} loading="lazy" />
            <span>{TEXT.watchVideo(video.title)}</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </article>
      ) : null}
      <p className={styles.note}>{TEXT.aiNote}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary btn-lg" onClick={onDismiss} disabled={busy}>
          {TEXT.dismiss}
        </button>
      </div>
    </section>
  );
}
