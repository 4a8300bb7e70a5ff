import { ADMIN_MESSAGES, type AdminAccount } from '@briefs/shared';
import { useState } from 'react';
import { useAccountsQuery } from '../api/list-accounts';
import { type CoachDecision, useSetCoachStatusMutation } from '../api/set-coach-status';
import { useQueryErrorToast } from '../hooks/use-query-error-toast';
import { useToast } from '../hooks/use-toast';
import styles from './cards.module.css';
import { CoachCard } from './coach-card';
import { DeleteAccountDialog } from './delete-account-dialog';
import { EditAccountDialog } from './edit-account-dialog';
import { Empty, Loading } from './tab-status';

/** Coaches tab (spec §2): role coach accounts with their CV and status-dependent actions. */
export function CoachesTab() {
  const accounts = useAccountsQuery();
  useQueryErrorToast(accounts.error, ADMIN_MESSAGES.fallbacks.loadUsers);
  const status = useSetCoachStatusMutation();
  const toast = useToast();
  const [editing, setEditing] = useState<AdminAccount | null>(null);
  const [deleting, setDeleting] = useState<AdminAccount | null>(null);

  if (accounts.isPending) return <Loading />;
  if (!accounts.data) return null;
  const coaches = accounts.data.filter((account) => account.role === 'coach');

  function decide(coach: AdminAccount, decision: CoachDecision) {
    status.mutate(
      { id: coach._id, status: decision },
      { onError: (error) => toast.failure(error, ADMIN_MESSAGES.fallbacks.coachStatus) },
    );
  }

  return (
    <>
      {coaches.length === 0 ? <Empty text={ADMIN_MESSAGES.noCoaches} /> : null}
      <ul className={styles.grid}>
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
      <EditAccountDialog account={editing} onClose={() => setEditing(null)} />
      <DeleteAccountDialog account={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
