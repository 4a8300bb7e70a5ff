import { ADMIN_MESSAGES, type AdminAccount } from '@briefs/shared';
import { useState } from 'react';
import { useAccountsPage } from '../api/list-accounts';
import { type CoachDecision, useSetCoachStatusMutation } from '../api/set-coach-status';
import { usePagedSearch } from '../hooks/use-paged-search';
import { useQueryErrorToast } from '../hooks/use-query-error-toast';
import { useToast } from '../hooks/use-toast';
import styles from './cards.module.css';
import { CoachCard } from './coach-card';
import { DeleteAccountDialog } from './delete-account-dialog';
import { EditAccountDialog } from './edit-account-dialog';
import { Pager, SearchField } from './list-controls';
import { Empty, Loading } from './tab-status';

/** Coaches tab (spec §2): role coach accounts with their CV and status-dependent actions, paged. */
export function CoachesTab() {
  const list = usePagedSearch();
  const accounts = useAccountsPage({ role: 'coach', search: list.search, cursor: list.cursor });
  useQueryErrorToast(accounts.error, ADMIN_MESSAGES.fallbacks.loadUsers);
  const status = useSetCoachStatusMutation();
  const toast = useToast();
  const [editing, setEditing] = useState<AdminAccount | null>(null);
  const [deleting, setDeleting] = useState<AdminAccount | null>(null);

  const coaches = accounts.data?.items.filter((account) => account.role === 'coach') ?? [];

  function decide(coach: AdminAccount, decision: CoachDecision) {
    status.mutate(
      { id: coach._id, status: decision },
      { onError: (error) => toast.failure(error, ADMIN_MESSAGES.fallbacks.coachStatus) },
    );
  }

  return (
    <>
      <SearchField label={ADMIN_MESSAGES.searchAccounts} value={list.input} onChange={list.setInput} />
      {accounts.isPending ? <Loading /> : null}
      {accounts.data && coaches.length === 0 ? (
        <Empty text={list.search ? ADMIN_MESSAGES.noMatches : ADMIN_MESSAGES.noCoaches} />
      ) : null}
      <ul className={styles.grid} aria-busy={accounts.isPlaceholderData}>
        {coaches.map((coach) => (
          <li key={coach._id}>
            <CoachCard
              coach={coach}
              busy={status.isPending && status.variables?.id === coach._id}
              onDecide={(decision) => decide(coach, decision)}
              onEdit={() => setEditing(coach)}
              onDelete={() => setDeleting(coach)}
            />
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
