import type { AdminAccount } from '@briefs/shared';
import { Suspense, useEffect } from 'react';
import { lazyPage } from '../../../lib/lazy-page';

// The dialogs (and the form, modal and mutation code they bring) load apart from the list, so a
// tab's first page needs only the list's code; they are fetched once the list is idle, before a
// press can ask for one.
const EditAccountDialog = lazyPage(() =>
  import('./edit-account-dialog').then((module) => ({ default: module.EditAccountDialog })),
);
const DeleteAccountDialog = lazyPage(() =>
  import('./delete-account-dialog').then((module) => ({ default: module.DeleteAccountDialog })),
);

interface AccountDialogsProps {
  editing: AdminAccount | null;
  deleting: AdminAccount | null;
  onCloseEdit: () => void;
  onCloseDelete: () => void;
}

/** The Users and Coaches tabs' Edit and Confirm Delete dialogs, for the account each names (or none). */
export function AccountDialogs({ editing, deleting, onCloseEdit, onCloseDelete }: AccountDialogsProps) {
  useEffect(() => {
    const preload = () => {
      // A failed preload is only a lost head start: opening the dialog asks again and shows its error.
      EditAccountDialog.preload().catch(() => undefined);
      DeleteAccountDialog.preload().catch(() => undefined);
    };
    const idle = window.requestIdleCallback?.(preload, { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(preload, 200) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);

  return (
    <Suspense fallback={null}>
      {editing ? <EditAccountDialog account={editing} onClose={onCloseEdit} /> : null}
      {deleting ? <DeleteAccountDialog account={deleting} onClose={onCloseDelete} /> : null}
    </Suspense>
  );
}
