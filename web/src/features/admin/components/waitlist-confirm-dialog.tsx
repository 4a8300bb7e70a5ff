import { ADMIN_MESSAGES, adminText, LIMITS, type WaitlistEntryView } from '@briefs/shared';
import { useId } from 'react';
import { Modal } from '../../../components/modal';
import { useConvertWaitlistMutation } from '../api/convert-waitlist';
import { useDeleteWaitlistMutation } from '../api/delete-waitlist';
import { useToast } from '../hooks/use-toast';
import styles from './dialog.module.css';
import { EmailText } from './email-text';

export type WaitlistAction = 'create' | 'remove';

interface WaitlistConfirmDialogProps {
  action: WaitlistAction | null;
  entries: WaitlistEntryView[];
  onClose: () => void;
  onDone: () => void;
}

/**
 * 'Create N account(s)?' / 'Remove N entry/entries from waitlist?' (spec §2): up to 8 emails then
 * '…and N more'. While busy the dialog cannot be closed: Escape, backdrop and Cancel do nothing.
 */
export function WaitlistConfirmDialog({ action, entries, onClose, onDone }: WaitlistConfirmDialogProps) {
  const convert = useConvertWaitlistMutation();
  const remove = useDeleteWaitlistMutation();
  const toast = useToast();
  const titleId = useId();
  const textId = useId();
  if (!action) return null;

  const n = entries.length;
  const busy = convert.isPending || remove.isPending;
  const shown = entries.slice(0, LIMITS.waitlistDialogMaxEmails);
  const ids = entries.map((entry) => entry._id);

  function confirm() {
    if (action === 'create') {
      convert.mutate(ids, {
        onSuccess: (answer) => {
          onDone();
          toast.success(adminText.created(answer?.created?.length ?? n));
        },
        onError: (error) => toast.failure(error, ADMIN_MESSAGES.fallbacks.createAccounts),
      });
    } else {
      remove.mutate(ids, {
        onSuccess: (answer) => {
          onDone();
          toast.success(adminText.removed(typeof answer?.deleted === 'number' ? answer.deleted : n));
        },
        onError: (error) => toast.failure(error, ADMIN_MESSAGES.fallbacks.removeEntries),
      });
    }
  }

  const create = action === 'create';
  return (
    <Modal open onClose={onClose} labelledBy={titleId} describedBy={textId} dismissible={!busy}>
      <h2 id={titleId} className={styles.title}>
        {create ? adminText.createTitle(n) : adminText.removeTitle(n)}
      </h2>
      <p id={textId} className={create ? undefined : `form-error ${styles.warning}`}>
        {create ? ADMIN_MESSAGES.createIntro : ADMIN_MESSAGES.permanentDelete}
      </p>
      <ul className={styles.emails}>
        {shown.map((entry) => (
          <li key={entry._id}>
            <EmailText email={entry.email} />
          </li>
        ))}
        {n > shown.length ? <li className={styles.more}>{adminText.andMore(n - shown.length)}</li> : null}
      </ul>
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          {ADMIN_MESSAGES.cancel}
        </button>
        <button
          type="button"
          className={`btn ${create ? 'btn-primary' : styles.dangerSolid}`}
          onClick={confirm}
          disabled={busy}
        >
          {create
            ? busy
              ? ADMIN_MESSAGES.creating
              : ADMIN_MESSAGES.create
            : busy
              ? ADMIN_MESSAGES.removing
              : ADMIN_MESSAGES.remove}
        </button>
      </div>
    </Modal>
  );
}
