import { DASHBOARD_MESSAGES, DISCLAIMER, type RebriefBody, SHARE_MESSAGES } from '@briefs/shared';
import { useId, useRef, useState } from 'react';
import { FlashMessage, useFlashMessage } from '../../../components/flash-message';
import { Markdown } from '../../../components/markdown';
import { Modal } from '../../../components/modal';
import { ShareCaseForm } from '../../../components/share-case-form';
import { splitCoachingTip } from '../../../lib/coaching-tip';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import type { CoachingAnswer } from '../api/upload-text';
import type { CoachRequestState } from '../hooks/use-coach-request';
import type { ShownResult } from '../hooks/use-dashboard-flow';
import { CoachRequestStatus } from './coach-request-status';
import { RebriefDialog } from './rebrief-dialog';
import { RecommendedVideo } from './recommended-video';
import styles from './results.module.css';

const TEXT = DASHBOARD_MESSAGES.results;

interface ResultsViewProps {
  result: ShownResult;
  onReplace: (answer: CoachingAnswer, body: RebriefBody) => void;
  onShared: () => void;
  onNewEntry: () => void;
  /** Coach mode only: the request for a human coach. */
  coachRequest: CoachRequestState | null;
  onRetryCoachRequest: () => void;
}

/**
 * Results (spec §2): the B.R.I.E.F and F.A.S cards, the video, Re-B.R.I.E.F, De-B.R.I.E.F
 * (disabled once shared) and Submit New Entry; in coach mode, where the coach request stands.
 */
export function ResultsView(props: ResultsViewProps) {
  const { result, onReplace, onShared, onNewEntry, coachRequest, onRetryCoachRequest } = props;
  const [shareOpen, setShareOpen] = useState(false);
  const shareTitleId = useId();
  const flash = useFlashMessage();
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
      {coachRequest ? <CoachRequestStatus state={coachRequest} onRetry={onRetryCoachRequest} /> : null}
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
        <button
          type="button"
          className="btn btn-secondary btn-lg"
          disabled={result.shared || !result.requestId}
          onClick={() => setShareOpen(true)}
        >
          {result.shared ? SHARE_MESSAGES.sharedButton : SHARE_MESSAGES.button}
        </button>
        <button type="button" className="btn btn-primary btn-lg" onClick={onNewEntry}>
          {TEXT.newEntry}
        </button>
      </div>
      <p className={styles.fine}>{DISCLAIMER.notTherapy}</p>
      <FlashMessage message={flash.message} />
      <Modal open={shareOpen} onClose={() => setShareOpen(false)} labelledBy={shareTitleId}>
        <ShareCaseForm
          titleId={shareTitleId}
          input={{
            requestId: result.requestId ?? '',
            transcript: result.transcript,
            tip: result.coachingTip,
            summary: result.summary,
          }}
          onCancel={() => setShareOpen(false)}
          onShared={() => {
            setShareOpen(false);
            onShared();
            flash.show(SHARE_MESSAGES.popup);
          }}
        />
      </Modal>
      <RebriefDialog
        open={rebriefOpen}
        result={result}
        onClose={() => setRebriefOpen(false)}
        onRebriefed={onRebriefed}
      />
    </div>
  );
}
