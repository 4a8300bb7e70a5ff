import { AUTH_MESSAGES, PASSWORD_INLINE_HINT } from '@briefs/shared';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { PasswordInput } from '../../../components/password-input';
import { useChangePasswordForm } from '../hooks/use-change-password-form';
import styles from './account.module.css';

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** After signing in with a temporary password: explain why the dialog opened. */
  temporary?: boolean;
}

/** Change Password (spec §2 dashboard/coach modals, §5, §8). Renders nothing when closed. */
export function ChangePasswordDialog({ open, onClose, temporary = false }: ChangePasswordDialogProps) {
  if (!open) return null;
  return <ChangePasswordContent onClose={onClose} temporary={temporary} />;
}

function ChangePasswordContent({ onClose, temporary }: { onClose: () => void; temporary: boolean }) {
  const titleId = useId();
  const noticeId = useId();
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const form = useChangePasswordForm(() => setDone(true));

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  return (
    <Modal
      open
      onClose={onClose}
      labelledBy={titleId}
      describedBy={temporary && !done ? noticeId : undefined}
      dismissible={!form.pending}
    >
      <h2 id={titleId} className={styles.dialogTitle}>
        {AUTH_MESSAGES.changePassword}
      </h2>
      {done ? (
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
      ) : (
        <ChangePasswordFields
          form={form}
          onCancel={onClose}
          notice={
            temporary ? (
              <p id={noticeId} className={styles.notice}>
                {AUTH_MESSAGES.mustChangePassword}
              </p>
            ) : null
          }
        />
      )}
    </Modal>
  );
}

interface ChangePasswordFieldsProps {
  form: ReturnType<typeof useChangePasswordForm>;
  onCancel: () => void;
  notice?: ReactNode;
  confirmLabel?: string;
}

/** The Current / New / Confirm form with Cancel and Change, for a dialog of its own or a tab of another. */
export function ChangePasswordFields({
  form,
  onCancel,
  notice,
  confirmLabel = AUTH_MESSAGES.confirmPassword,
}: ChangePasswordFieldsProps) {
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate>
      {notice}
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
      <div className={`form-actions ${styles.actions}`}>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={form.pending}>
          {AUTH_MESSAGES.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!form.canSubmit}>
          {form.pending ? AUTH_MESSAGES.changing : AUTH_MESSAGES.change}
        </button>
      </div>
    </form>
  );
}
