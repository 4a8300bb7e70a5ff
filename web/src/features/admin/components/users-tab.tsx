import { ADMIN_MESSAGES, type AdminAccount, adminText } from '@briefs/shared';
import { useState } from 'react';
import { tokenLines } from '../account-view';
import { useAccountsPage } from '../api/list-accounts';
import { usePagedSearch } from '../hooks/use-paged-search';
import { useQueryErrorToast } from '../hooks/use-query-error-toast';
import styles from './cards.module.css';
import { DeleteAccountDialog } from './delete-account-dialog';
import { EditAccountDialog } from './edit-account-dialog';
import { EmailText } from './email-text';
import { Pager, SearchField } from './list-controls';
import { Empty, Loading } from './tab-status';

/** Users tab (spec §2): one card per account with role user, a page at a time, searchable. */
export function UsersTab() {
  const list = usePagedSearch();
  const accounts = useAccountsPage({ role: 'user', search: list.search, cursor: list.cursor });
  useQueryErrorToast(accounts.error, ADMIN_MESSAGES.fallbacks.loadUsers);
  const [editing, setEditing] = useState<AdminAccount | null>(null);
  const [deleting, setDeleting] = useState<AdminAccount | null>(null);

  const users = accounts.data?.items.filter((account) => account.role === 'user') ?? [];
  return (
    <>
      <SearchField label={ADMIN_MESSAGES.searchAccounts} value={list.input} onChange={list.setInput} />
      {accounts.isPending ? <Loading /> : null}
      {accounts.data && users.length === 0 ? (
        <Empty text={list.search ? ADMIN_MESSAGES.noMatches : ADMIN_MESSAGES.noUsers} />
      ) : null}
      <ul className={styles.grid} aria-busy={accounts.isPlaceholderData}>
        {users.map((user) => (
          <li key={user._id}>
            <UserCard user={user} onEdit={() => setEditing(user)} onDelete={() => setDeleting(user)} />
          </li>
        ))}
      </ul>
      <Pager
        page={list.page}
        hasNext={Boolean(accounts.data?.nextCursor)}
        busy={accounts.isPlaceholderData}
        onPrevious={list.previous}
        onNext={() => accounts.data?.nextCursor && list.next(accounts.data.nextCursor)}
      />
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
