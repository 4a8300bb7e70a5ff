import { type MeResponse, PROFILE_MESSAGES } from '@briefs/shared';
import { useEffect } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import profileStyles from '../../../components/profile/profile.module.css';
import { TextField } from '../../../components/text-field';
import { useProfileForm } from '../hooks/use-profile-form';
import styles from './account.module.css';

const TEXT = PROFILE_MESSAGES;

/** Edit Profile's Basic Info: Name, Email (read-only), Phone, Pre-B.R.I.E.F. */
export function BasicInfoForm({
  me,
  onCancel,
  onPendingChange,
}: {
  me: MeResponse;
  onCancel: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const form = useProfileForm(me);
  useEffect(() => onPendingChange(form.pending), [form.pending, onPendingChange]);

  return (
    <form className={profileStyles.form} onSubmit={form.submit} noValidate>
      <TextField label={TEXT.name} value={form.name} onChange={form.setName} autoComplete="name" maxLength={100} />
      <TextField
        label={TEXT.email}
        value={me.email}
        onChange={() => undefined}
        readOnly
        type="email"
        aria-describedby="profile-email-hint"
      />
      <p id="profile-email-hint" className={styles.hint}>
        {TEXT.emailHint}
      </p>
      <TextField
        label={TEXT.phone}
        value={form.phone}
        onChange={form.setPhone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={32}
      />
      {me.role === 'user' ? (
        <FormField label={TEXT.background} hint={TEXT.backgroundHelp}>
          {({ id, hintId }) => (
            <textarea
              id={id}
              className="form-input"
              rows={4}
              maxLength={2000}
              placeholder={TEXT.backgroundPlaceholder}
              aria-describedby={hintId}
              value={form.background}
              onChange={(event) => form.setBackground(event.target.value)}
            />
          )}
        </FormField>
      ) : null}
      <FormError message={form.error} />
      {form.saved ? (
        <p className="form-success" role="status">
          {TEXT.saved}
        </p>
      ) : null}
      <FormActions
        className={profileStyles.actions}
        cancelLabel={TEXT.cancel}
        onCancel={onCancel}
        submitLabel={TEXT.save}
        pendingLabel={TEXT.saving}
        pending={form.pending}
        canSubmit={form.canSave}
      />
    </form>
  );
}
