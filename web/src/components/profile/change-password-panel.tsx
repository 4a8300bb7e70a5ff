import { AUTH_MESSAGES, PASSWORD_INLINE_HINT } from '@briefs/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useChangePasswordForm } from '../../lib/use-change-password-form';
import { FormActions } from '../form-actions';
import { FormError } from '../form-error';
import { PasswordInput } from '../password-input';
import styles from './profile.module.css';

interface ChangePasswordPanelProps {
  onClose: () => void;
  /** Signed in with a temporary password: say why this opened. */
  temporary: boolean;
  /** The member's form shows the new-password rule as they type; the coach's leaves it to the server. */
  showRule?: boolean;
  confirmLabel?: string;
  onPendingChange: (pending: boolean) => void;
}

/** Edit Profile's Change Password tab: Current / New / Confirm, then the confirmation (spec §2, §5, §8). */
export function ChangePasswordPanel({
  onClose,
  temporary,
  showRule = true,
  confirmLabel = AUTH_MESSAGES.confirmPassword,
  onPendingChange,
}: ChangePasswordPanelProps) {
  const noticeId = useId();
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const form = useChangePasswordForm(() => setDone(true), { showRule });

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  useEffect(() => onPendingChange(form.pending), [form.pending, onPendingChange]);

  if (done) {
    return (
      <div className={styles.form}>
        <p ref={doneRef} className="form-success" role="status" tabIndex={-1}>
          {AUTH_MESSAGES.passwordChanged}
        </p>
        <div className={`form-actions ${styles.actions}`}>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {AUTH_MESSAGES.close}
          </button>
        </div>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={form.submit} aria-describedby={temporary ? noticeId : undefined} noValidate>
      {temporary ? (
        <p id={noticeId} className={styles.notice}>
          {AUTH_MESSAGES.mustChangePassword}
        </p>
      ) : null}
      <PasswordInput
        label={AUTH_MESSAGES.currentPassword}
        value={form.current}
        onChange={form.setCurrent}
        autoComplete="current-password"
        disabled={form.pending}
      />
      <PasswordInput
        label={AUTH_MESSAGES.newPassword}
        value={form.next}
        onChange={form.setNext}
        autoComplete="new-password"
        disabled={form.pending}
        hint={form.breaksRule ? PASSWORD_INLINE_HINT : null}
      />
      <PasswordInput
        label={confirmLabel}
        value={form.confirm}
        onChange={form.setConfirm}
        autoComplete="new-password"
        disabled={form.pending}
        hint={form.mismatch ? AUTH_MESSAGES.mismatch : null}
      />
      <FormError message={form.error} />
      <FormActions
        className={styles.actions}
        cancelLabel={AUTH_MESSAGES.cancel}
        onCancel={onClose}
        submitLabel={AUTH_MESSAGES.change}
        pendingLabel={AUTH_MESSAGES.changing}
        pending={form.pending}
        canSubmit={form.canSubmit}
      />
    </form>
  );
}
