import { AUTH_MESSAGES } from '@briefs/shared';
import { useEffect, useRef, useState } from 'react';
import { useChangePasswordForm } from '../hooks/use-change-password-form';
import styles from './account.module.css';
import { ChangePasswordFields } from './change-password-dialog';

interface ChangePasswordFormProps {
  onCancel: () => void;
  /** After signing in with a temporary password: explain why this opened. */
  notice?: { id: string; text: string } | null;
  onPendingChange?: (pending: boolean) => void;
}

/** Edit Profile's Change Password tab: the shared fields, then the confirmation (spec §2, §5, §8). */
export function ChangePasswordForm({ onCancel, notice, onPendingChange }: ChangePasswordFormProps) {
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const form = useChangePasswordForm(() => setDone(true));

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  useEffect(() => onPendingChange?.(form.pending), [form.pending, onPendingChange]);

  if (done) {
    return (
      <div className={styles.form}>
        <p ref={doneRef} className="form-success" role="status" tabIndex={-1}>
          {AUTH_MESSAGES.passwordChanged}
        </p>
        <div className={`form-actions ${styles.actions}`}>
          <button type="button" className="btn btn-primary" onClick={onCancel}>
            {AUTH_MESSAGES.close}
          </button>
        </div>
      </div>
    );
  }
  return (
    <ChangePasswordFields
      form={form}
      onCancel={onCancel}
      notice={
        notice ? (
          <p id={notice.id} className={styles.notice}>
            {notice.text}
          </p>
        ) : null
      }
    />
  );
}
