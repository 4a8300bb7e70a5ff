import { ADMIN_MESSAGES, type AdminAccount, type AdminUpdateUserBody, remainingFrom, spentOf } from '@briefs/shared';
import { type FormEvent, useId, useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { pools } from '../account-view';
import { useUpdateAccountMutation } from '../api/update-account';
import { useToast } from '../hooks/use-toast';
import styles from './dialog.module.css';

interface EditAccountDialogProps {
  account: AdminAccount | null;
  onClose: () => void;
}

/** 'Edit User' / 'Edit Coach' (spec §2, §5). Renders nothing without an account. */
export function EditAccountDialog({ account, onClose }: EditAccountDialogProps) {
  if (!account) return null;
  return <EditAccountForm key={account._id} account={account} onClose={onClose} />;
}

function EditAccountForm({ account, onClose }: { account: AdminAccount; onClose: () => void }) {
  const isUser = account.role === 'user';
  const start = pools(account);
  const [values, setValues] = useState({
    name: account.name,
    email: account.email,
    briefLimit: String(start.briefLimit),
    briefSpent: String(spentOf(start.briefLimit, start.briefRemaining)),
    coachLimit: String(start.coachLimit),
    coachSpent: String(spentOf(start.coachLimit, start.coachRemaining)),
  });
  const mutation = useUpdateAccountMutation();
  const toast = useToast();
  const titleId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    const body: AdminUpdateUserBody = { name: values.name.trim(), email: values.email.trim() };
    if (isUser) {
      // Spec §5: whole numbers, invalid or negative → 0, spent capped at the limit, remaining = limit − spent.
      const brief = remainingFrom(values.briefLimit, values.briefSpent);
      const coach = remainingFrom(values.coachLimit, values.coachSpent);
      body.briefMonthlyLimit = brief.limit;
      body.briefTokensRemaining = brief.remaining;
      body.coachMonthlyLimit = coach.limit;
      body.coachTokensRemaining = coach.remaining;
    }
    mutation.mutate(
      { id: account._id, body },
      { onSuccess: onClose, onError: (error) => toast.failure(error, ADMIN_MESSAGES.fallbacks.saveChanges) },
    );
  }

  const field = (key: keyof typeof values, label: string, type: 'text' | 'email' | 'number') => (
    <TextField
      label={label}
      type={type}
      required={type !== 'number'}
      // Any number is accepted here; spec §5 parsing turns it into a whole, non-negative count.
      step={type === 'number' ? 'any' : undefined}
      inputMode={type === 'number' ? 'numeric' : undefined}
      value={values[key]}
      disabled={mutation.isPending}
      onChange={(value) => setValues((current) => ({ ...current, [key]: value }))}
    />
  );
  const f = ADMIN_MESSAGES.fields;

  return (
    <Modal open onClose={onClose} labelledBy={titleId} dismissible={!mutation.isPending}>
      <h2 id={titleId} className={styles.title}>
        {isUser ? ADMIN_MESSAGES.editUser : ADMIN_MESSAGES.editCoach}
      </h2>
      <form className={styles.form} onSubmit={onSubmit}>
        {field('name', f.name, 'text')}
        {field('email', f.email, 'email')}
        {isUser ? (
          <div className={styles.pair}>
            {field('briefLimit', f.briefLimit, 'number')}
            {field('briefSpent', f.briefSpent, 'number')}
            {field('coachLimit', f.coachLimit, 'number')}
            {field('coachSpent', f.coachSpent, 'number')}
          </div>
        ) : null}
        <FormActions
          cancelLabel={ADMIN_MESSAGES.cancel}
          onCancel={onClose}
          submitLabel={ADMIN_MESSAGES.save}
          pendingLabel={ADMIN_MESSAGES.saving}
          pending={mutation.isPending}
        />
      </form>
    </Modal>
  );
}
