import { DASHBOARD_MESSAGES, DISCLAIMER, type RebriefBody } from '@briefs/shared';
import { useRef, useState } from 'react';
import type { CoachingAnswer } from '../api/upload-text';
import type { ShownResult } from '../hooks/use-dashboard-flow';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { splitCoachingTip } from '../lib/coaching-tip';
import { Markdown } from './markdown';
import { RebriefDialog } from './rebrief-dialog';
import { RecommendedVideo } from './recommended-video';
import styles from './results.module.css';

const TEXT = DASHBOARD_MESSAGES.results;

interface ResultsViewProps {
  result: ShownResult;
  onReplace: (answer: CoachingAnswer, body: RebriefBody) => void;
  onNewEntry: () => void;
}

/** Results (spec §2): the B.R.I.E.F and F.A.S cards, the video, Re-B.R.I.E.F and Submit New Entry. */
export function ResultsView({ result, onReplace, onNewEntry }: ResultsViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading, true);
  const [rebriefOpen, setRebriefOpen] = useState(false);
  const [updated, setUpdated] = useState(false);
  const tip = splitCoachingTip(result.coachingTip);

  function onRebriefed(answer: CoachingAnswer, body: RebriefBody) {
    setRebriefOpen(false);
    setUpdated(true);
    onReplace(answer, body);
  }

  return (
    <div className={styles.results}>
      <p className="visually-hidden" role="status">
        {updated ? TEXT.updated : ''}
      </p>
      <div className={styles.cards}>
        <article className={styles.card} aria-labelledby="brief-heading">
          <h2 id="brief-heading" ref={heading} tabIndex={-1} className={styles.cardTitle}>
            {TEXT.briefTitle}
          </h2>
          <Markdown text={tip.brief} className={styles.prose} />
        </article>
        {tip.fas ? (
          <article className={`${styles.card} ${styles.fasCard}`} aria-labelledby="fas-heading">
            <h2 id="fas-heading" className={styles.cardTitle}>
              {TEXT.fasTitle}
            </h2>
            <Markdown text={tip.fas} className={styles.prose} />
          </article>
        ) : null}
      </div>
      <RecommendedVideo video={result.suggestedVideo} />
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-secondary btn-lg"
          onClick={() => {
            // Cleared on open, so a second update is announced again.
            setUpdated(false);
            setRebriefOpen(true);
          }}
        >
          {TEXT.rebrief}
        </button>
        <button type="button" className="btn btn-primary btn-lg" onClick={onNewEntry}>
          {TEXT.newEntry}
        </button>
      </div>
      <p className={styles.fine}>{DISCLAIMER.notTherapy}</p>
      <RebriefDialog
        open={rebriefOpen}
        result={result}
        onClose={() => setRebriefOpen(false)}
        onRebriefed={onRebriefed}
      />
    </div>
  );
}
