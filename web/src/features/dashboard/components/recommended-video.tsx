import { type CoachingVideo, DASHBOARD_MESSAGES, toEmbedUrl } from '@briefs/shared';
import styles from './results.module.css';

const TEXT = DASHBOARD_MESSAGES.results;

/** Recommended Video (spec §2): title and an embedded, lazily loaded youtube-nocookie player. */
export function RecommendedVideo({ video }: { video: CoachingVideo }) {
  const embed = toEmbedUrl(video.url, { privateYouTube: true });
  return (
    <article className={`${styles.card} ${styles.videoCard}`} aria-labelledby="video-heading">
      <h2 id="video-heading" className={styles.cardTitle}>
        {TEXT.videoTitle}
      </h2>
      <p className={styles.videoTitle}>{video.title}</p>
      {embed ? (
        <div className={styles.player}>
          <iframe
            src={embed}
            title={video.title}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : null}
      <a className={styles.videoLink} href={video.url} target="_blank" rel="noreferrer">
        {TEXT.watchOnYouTube}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </article>
  );
}
