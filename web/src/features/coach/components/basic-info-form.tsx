import { COACH_DASHBOARD_MESSAGES as M, type MeResponse } from '@briefs/shared';
import { useEffect, useId } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import profileStyles from '../../../components/profile/profile.module.css';
import { TextField } from '../../../components/text-field';
import { useProfileForm } from '../hooks/use-profile-form';
import styles from './coach.module.css';

/** Edit Profile → Basic Info: Name, Email (read-only), Phone (spec §2 Coach dashboard). */
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
  const emailId = useId();
  return (
    <form className={profileStyles.form} onSubmit={form.submit} noValidate>
      <TextField
        label={M.name}
        name="name"
        autoComplete="name"
        value={form.name}
        onChange={form.setName}
        disabled={form.pending}
      />
      <div className="form-field">
        <label htmlFor={emailId} className="form-label">
          {M.email}
        </label>
        <input id={emailId} className={`form-input ${styles.readOnly}`} type="email" value={me.email} readOnly />
      </div>
      <TextField
        label={M.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={form.phone}
        onChange={form.setPhone}
        disabled={form.pending}
      />
      <FormError message={form.error} />
      {form.saved ? (
        <p className="form-success" role="status">
          {form.saved}
        </p>
      ) : null}
      <FormActions
        cancelLabel={M.cancel}
        onCancel={onCancel}
        submitLabel={M.save}
        pendingLabel={M.saving}
        pending={form.pending}
        canSubmit={form.canSave}
      />
    </form>
  );
}
