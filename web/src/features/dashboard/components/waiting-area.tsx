import { DASHBOARD_MESSAGES, MEDIA_MESSAGES } from '@briefs/shared';
import { useEffect, useRef, useState } from 'react';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import type { VideoProgress } from '../hooks/use-video-submission';
import styles from './dashboard.module.css';
import { ExerciseTabs } from './exercise-tabs';
import videoStyles from './video-upload.module.css';

const TEXT = DASHBOARD_MESSAGES.processing;

interface WaitingAreaProps {
  ready: boolean;
  onViewResults: () => void;
  /** Coach mode's video: its upload, then the server listening to it. */
  video?: VideoProgress;
}

/** Submitting and ready (spec §4): a spinner, then View Results, with calm exercises meanwhile. */
export function WaitingArea({ ready, onViewResults, video = null }: WaitingAreaProps) {
  const [intro, setIntro] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setIntro(false), FULL_SCREEN_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // Spec §2 Processing: a full-screen spinner first, then the waiting area.
  if (intro) return <FullScreenSpinner label={TEXT.submitting} />;
  return <Waiting ready={ready} onViewResults={onViewResults} video={video} />;
}

/** How long the full-screen spinner shows before the waiting area with its exercises. */
export const FULL_SCREEN_SPINNER_MS = 900;

function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className={styles.fullScreen} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.statusText}>{label}</p>
    </div>
  );
}

function Waiting({ ready, onViewResults, video = null }: WaitingAreaProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading, true);

  return (
    <section className={styles.step} aria-labelledby="step-heading">
      <div className={styles.status}>
        {ready ? null : <span className={styles.spinner} aria-hidden="true" />}
        <p className={styles.statusText} role="status">
          {ready ? TEXT.ready : pendingText(video)}
        </p>
        {!ready && video?.phase === 'uploading' ? (
          <progress
            className={videoStyles.progress}
            max={100}
            value={video.percent}
            aria-label={MEDIA_MESSAGES.uploadVideo}
          />
        ) : null}
        {ready ? (
          <button type="button" className="btn btn-primary btn-lg" onClick={onViewResults}>
            {TEXT.viewResults}
          </button>
        ) : null}
      </div>
      <h2 id="step-heading" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {TEXT.waitingTitle}
      </h2>
      <p className={styles.lead}>{TEXT.waitingText}</p>
      <ExerciseTabs />
    </section>
  );
}

function pendingText(video: VideoProgress): string {
  if (video?.phase === 'uploading') return MEDIA_MESSAGES.uploading(video.percent);
  if (video?.phase === 'processing') return MEDIA_MESSAGES.processing;
  return TEXT.submitting;
}
