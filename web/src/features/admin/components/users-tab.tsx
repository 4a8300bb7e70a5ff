import { ADMIN_MESSAGES, type AdminAccount, adminText } from '@briefs/shared';
import { useState } from 'react';
import { tokenLines } from '../account-view';
import { useAccountsQuery } from '../api/list-accounts';
import { useQueryErrorToast } from '../hooks/use-query-error-toast';
import styles from './cards.module.css';
import { DeleteAccountDialog } from './delete-account-dialog';
import { EditAccountDialog } from './edit-account-dialog';
import { EmailText } from './email-text';
import { Empty, Loading } from './tab-status';

/** Users tab (spec §2): one card per account with role user. */
export function UsersTab() {
  const accounts = useAccountsQuery();
  useQueryErrorToast(accounts.error, ADMIN_MESSAGES.fallbacks.loadUsers);
  const [editing, setEditing] = useState<AdminAccount | null>(null);
  const [deleting, setDeleting] = useState<AdminAccount | null>(null);

  if (accounts.isPending) return <Loading />;
  if (!accounts.data) return null;
  const users = accounts.data.filter((account) => account.role === 'user');

  return (
    <>
      {users.length === 0 ? <Empty text={ADMIN_MESSAGES.noUsers} /> : null}
      <ul className={styles.grid}>
        {users.map((user) => (
          <li key={user._id}>
            <UserCard user={user} onEdit={() => setEditing(user)} onDelete={() => setDeleting(user)} />
          </li>
        ))}
      </ul>
      <EditAccountDialog account={editing} onClose={() => setEditing(null)} />
      <DeleteAccountDialog account={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function UserCard({ user, onEdit, onDelete }: { user: AdminAccount; onEdit: () => void; onDelete: () => void }) {
  const tokens = tokenLines(user);
  return (
    <article className={styles.card} aria-label={user.name}>
      <h2 className={styles.name}>{user.name}</h2>
      <dl className={styles.facts}>
        <dt>{ADMIN_MESSAGES.fields.email}</dt>
        <dd>
          <EmailText email={user.email} />
        </dd>
        <dt>{ADMIN_MESSAGES.phone}</dt>
        <dd>{user.phone?.trim() ? user.phone : ADMIN_MESSAGES.notAvailable}</dd>
        <dt>{ADMIN_MESSAGES.briefTokens}</dt>
        <dd data-testid="brief-tokens">{tokens.brief}</dd>
        <dt>{ADMIN_MESSAGES.coachTokens}</dt>
        <dd data-testid="coach-tokens">{tokens.coach}</dd>
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-secondary"
          aria-label={adminText.editLabel(user.name)}
          onClick={onEdit}
        >
          {ADMIN_MESSAGES.edit}
        </button>
        <button
          type="button"
          className={`btn ${styles.danger}`}
          aria-label={adminText.deleteLabel(user.name)}
          onClick={onDelete}
        >
          {ADMIN_MESSAGES.delete}
        </button>
      </div>
    </article>
  );
}
