import { type CoachRequestView, coachText, COACH_DASHBOARD_MESSAGES as M } from '@briefs/shared';
import { type FormEvent, useId, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { useRespondMutation } from '../api/respond-to-request';
import styles from './requests.module.css';

/** 'Respond to {name}' (spec §2): a video file, Cancel and Submit ('Submitting…'); needs a file (spec §5). */
export function RespondDialog({ request, onClose }: { request: CoachRequestView; onClose: () => void }) {
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const [video, setVideo] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const respond = useRespondMutation();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!video || respond.isPending) return;
    setError(null);
    respond.mutate(
      { requestId: request._id, video },
      {
        onSuccess: onClose,
        onError: (cause) => {
          // Spec §8 only logs response errors; the coach still needs to know the reply did not go.
          console.error('Coach response failed', cause);
          setError(cause instanceof ApiError && cause.status < 500 ? cause.message : M.failed);
        },
      },
    );
  }

  return (
    <Modal open onClose={onClose} labelledBy={titleId} dismissible={!respond.isPending}>
      <h2 id={titleId} className={styles.dialogTitle}>
        {coachText.respondTo(request.name)}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className="form-field">
          <label htmlFor={inputId} className="form-label">
            {M.replyVideo}
          </label>
          <input
            id={inputId}
            type="file"
            accept="video/*"
            className={`form-input ${styles.file}`}
            aria-describedby={hintId}
            disabled={respond.isPending}
            onChange={(event) => setVideo(event.target.files?.[0] ?? null)}
          />
          <p id={hintId} className={styles.hint}>
            {M.replyHint}
          </p>
        </div>
        <FormError message={error} />
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={respond.isPending}>
            {M.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!video || respond.isPending}>
            {respond.isPending ? M.submitting : M.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
