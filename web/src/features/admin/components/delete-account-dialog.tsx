import { ADMIN_MESSAGES, type AdminAccount, adminText } from '@briefs/shared';
import { useId } from 'react';
import { Modal } from '../../../components/modal';
import { useDeleteAccountMutation } from '../api/delete-account';
import { useToast } from '../hooks/use-toast';
import styles from './dialog.module.css';

interface DeleteAccountDialogProps {
  account: AdminAccount | null;
  onClose: () => void;
}

/** 'Confirm Delete' naming the person (spec §2). Cannot be dismissed while the delete runs. */
export function DeleteAccountDialog({ account, onClose }: DeleteAccountDialogProps) {
  const mutation = useDeleteAccountMutation();
  const toast = useToast();
  const titleId = useId();
  const textId = useId();
  if (!account) return null;

  function confirm(target: AdminAccount) {
    mutation.mutate(target._id, {
      onSuccess: onClose,
      onError: (error) => toast.failure(error, ADMIN_MESSAGES.fallbacks.deleteUser),
    });
  }

  return (
    <Modal open onClose={onClose} labelledBy={titleId} describedBy={textId} dismissible={!mutation.isPending}>
      <h2 id={titleId} className={styles.title}>
        {ADMIN_MESSAGES.confirmDelete}
      </h2>
      <p id={textId}>{adminText.confirmDeleteText(account.name)}</p>
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={mutation.isPending}>
          {ADMIN_MESSAGES.cancel}
        </button>
        <button
          type="button"
          className={`btn ${styles.dangerSolid}`}
          onClick={() => confirm(account)}
          disabled={mutation.isPending}
        >
          {mutation.isPending ? ADMIN_MESSAGES.deleting : ADMIN_MESSAGES.delete}
        </button>
      </div>
    </Modal>
  );
}
