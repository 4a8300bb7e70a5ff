import { DASHBOARD_MESSAGES, type RebriefBody } from '@briefs/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Modal } from '../../../components/modal';
import { useRebriefMutation } from '../api/rebrief';
import type { CoachingAnswer } from '../api/upload-text';
import type { ShownResult } from '../hooks/use-dashboard-flow';
import { submissionErrorText } from '../lib/error-text';
import { RecordVoice } from './record-voice';
import styles from './results.module.css';

const TEXT = DASHBOARD_MESSAGES.rebriefDialog;

interface RebriefDialogProps {
  open: boolean;
  result: ShownResult;
  onClose: () => void;
  onRebriefed: (answer: CoachingAnswer, body: RebriefBody) => void;
}

/** Re-B.R.I.E.F 'Give us more context' (spec §2): needs non-blank feedback (spec §5). */
export function RebriefDialog({ open, result, onClose, onRebriefed }: RebriefDialogProps) {
  const [feedback, setFeedback] = useState('');
  const mutation = useRebriefMutation();
  const { reset } = mutation;

  useEffect(() => {
    if (!open) {
      setFeedback('');
      reset();
    }
  }, [open, reset]);

  function rebriefBody(text: string): RebriefBody {
    return {
      transcript: result.transcript,
      background: result.background,
      previousTip: result.coachingTip,
      feedback: text.trim(),
      ...(result.requestId ? { requestId: result.requestId } : {}),
    };
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!feedback.trim() || mutation.isPending) return;
    const body = rebriefBody(feedback);
    mutation.mutate(body, { onSuccess: (answer) => onRebriefed(answer, body) });
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy="rebrief-title"
      describedBy="rebrief-intro"
      dismissible={!mutation.isPending}
    >
      <h2 id="rebrief-title" className={styles.dialogTitle}>
        {TEXT.title}
      </h2>
      <p id="rebrief-intro" className={styles.dialogIntro}>
        {TEXT.intro}
      </p>
      <form className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        {mutation.isError ? (
          <p className="form-error" role="alert">
            {submissionErrorText(mutation.error)}
          </p>
        ) : null}
        <div className="form-field">
          <label htmlFor="rebrief-feedback" className="form-label">
            {TEXT.label}
          </label>
          <RecordVoice
            compact
            onTranscript={(spoken) =>
              spoken.crisis
                ? onRebriefed({ crisis: spoken.crisis, transcript: result.transcript }, rebriefBody(spoken.transcript))
                : setFeedback((current) =>
                    current.trim() ? `${current.trimEnd()} ${spoken.transcript}` : spoken.transcript,
                  )
            }
          />
          <textarea
            id="rebrief-feedback"
            className="form-input"
            rows={4}
            maxLength={2000}
            value={feedback}
            disabled={mutation.isPending}
            onChange={(event) => setFeedback(event.target.value)}
          />
        </div>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={mutation.isPending}>
            {TEXT.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!feedback.trim() || mutation.isPending}>
            {mutation.isPending ? TEXT.submitting : TEXT.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
