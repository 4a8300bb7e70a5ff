import { type CoachRequestView, coachText, COACH_DASHBOARD_MESSAGES as M } from '@briefs/shared';
import { type FormEvent, useId, useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { errorText } from '../../../lib/error-text';
import { useRespondMutation } from '../api/respond-to-request';
import styles from './requests.module.css';

/** 'Respond to {name}' (spec §2): a video file, Cancel and Submit ('Submitting…'); needs a file (spec §5). */
export function RespondDialog({ request, onClose }: { request: CoachRequestView; onClose: () => void }) {
  const titleId = useId();
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
          setError(errorText(cause, M.failed));
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
        <FormField label={M.replyVideo} hint={M.replyHint}>
          {({ id, hintId }) => (
            <input
              id={id}
              type="file"
              accept="video/*"
              className={`form-input ${styles.file}`}
              aria-describedby={hintId}
              disabled={respond.isPending}
              onChange={(event) => setVideo(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
        <FormError message={error} />
        <FormActions
          cancelLabel={M.cancel}
          onCancel={onClose}
          submitLabel={M.submit}
          pendingLabel={M.submitting}
          pending={respond.isPending}
          canSubmit={Boolean(video)}
        />
      </form>
    </Modal>
  );
}
