import { AUTH_MESSAGES, TIMINGS_MS } from '@briefs/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { EmailField } from '../../../components/text-field';
import { errorText } from '../../../lib/error-text';
import { useForgotPasswordMutation } from '../api/forgot-password';
import styles from './auth-form.module.css';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Reset Your Password' (spec §2, §4, §8): form → error or success. Success replaces the form with
 * the message; 3 s later the modal closes and the message clears. Cancel/close resets both.
 */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const mutation = useForgotPasswordMutation();

  function close() {
    setError(null);
    setSuccess(null);
    setEmail('');
    mutation.reset();
    onClose();
  }
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!success) return;
    successRef.current?.focus();
    const timer = window.setTimeout(() => closeRef.current(), TIMINGS_MS.forgotPasswordAutoClose);
    return () => window.clearTimeout(timer);
  }, [success]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    setError(null);
    mutation.mutate(email.trim(), {
      onSuccess: () => setSuccess(AUTH_MESSAGES.resetSuccess),
      onError: (cause) => setError(errorText(cause, AUTH_MESSAGES.resetFailed)),
    });
  }

  return (
    <Modal open={open} onClose={close} labelledBy={titleId}>
      <h2 id={titleId} className={styles.dialogTitle}>
        {AUTH_MESSAGES.resetTitle}
      </h2>
      {success ? (
        <p ref={successRef} className={`form-success ${styles.success}`} role="status" tabIndex={-1}>
          {success}
        </p>
      ) : (
        <form className={styles.form} onSubmit={onSubmit}>
          <p className={styles.dialogIntro}>{AUTH_MESSAGES.resetIntro}</p>
          <EmailField
            label={AUTH_MESSAGES.email}
            placeholder="you@example.com"
            required
            value={email}
            onChange={setEmail}
            disabled={mutation.isPending}
          />
          <FormError message={error} />
          <FormActions
            cancelLabel={AUTH_MESSAGES.cancel}
            onCancel={close}
            submitLabel={AUTH_MESSAGES.sendReset}
            pendingLabel={AUTH_MESSAGES.sending}
            pending={mutation.isPending}
          />
        </form>
      )}
    </Modal>
  );
}
