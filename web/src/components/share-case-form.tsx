import { SHARE_MESSAGES } from '@briefs/shared';
import { type FormEvent, useId, useState } from 'react';
import { type ShareCaseInput, useShareCaseMutation } from '../lib/api/share-case';
import { errorText } from '../lib/error-text';
import { FormActions } from './form-actions';
import { FormError } from './form-error';
import styles from './share-case-form.module.css';

interface ShareCaseFormProps {
  input: ShareCaseInput;
  onShared: () => void;
  onCancel: () => void;
  /** id for the heading, so a dialog around the form can be named by it. */
  titleId?: string;
  headingLevel?: 2 | 3;
}

/**
 * 'Share to De-B.R.I.E.F Community?' (spec §2): says who will see what and for how long, and
 * shares only once the person ticks the required checkbox (spec §5).
 */
export function ShareCaseForm({ input, onShared, onCancel, titleId, headingLevel = 2 }: ShareCaseFormProps) {
  const [understood, setUnderstood] = useState(false);
  const share = useShareCaseMutation();
  const ownId = useId();
  const headingId = titleId ?? ownId;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!understood || share.isPending) return;
    share.mutate(input, { onSuccess: onShared });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby={headingId} noValidate>
      <Heading id={headingId} className={styles.title}>
        {SHARE_MESSAGES.title}
      </Heading>
      <p className={styles.text}>{SHARE_MESSAGES.text}</p>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={understood}
          required
          disabled={share.isPending}
          onChange={(event) => setUnderstood(event.target.checked)}
        />
        <span>{SHARE_MESSAGES.checkbox}</span>
      </label>
      <FormError message={share.isError ? errorText(share.error, SHARE_MESSAGES.failed) : null} />
      <FormActions
        cancelLabel={SHARE_MESSAGES.cancel}
        onCancel={onCancel}
        cancelClassName="btn-ghost"
        submitLabel={SHARE_MESSAGES.share}
        pendingLabel={SHARE_MESSAGES.sharing}
        pending={share.isPending}
        canSubmit={understood}
      />
    </form>
  );
}
