import { type CoachRequestView, COACH_DASHBOARD_MESSAGES as M } from '@briefs/shared';
import { useState } from 'react';
import { useNow } from '../../../lib/use-now';
import { useCoachRequestsQuery } from '../api/list-coach-requests';
import { useSignOutOnUnauthenticated } from '../hooks/use-sign-out-on-401';
import { RequestCard } from './request-card';
import styles from './requests.module.css';
import { RespondDialog } from './respond-dialog';

/** The list (spec §2): loading, empty, or cards oldest first, ticking every second (spec §9). */
export function RequestList() {
  const requests = useCoachRequestsQuery();
  const now = useNow(Boolean(requests.data?.length));
  const [responding, setResponding] = useState<CoachRequestView | null>(null);
  useSignOutOnUnauthenticated(requests.error);

  if (requests.isPending) {
    return (
      <p className={styles.state} role="status">
        {M.loading}
      </p>
    );
  }
  // Spec §8: other load errors are only logged; the list then reads as empty.
  if (requests.error) console.error('Could not load coach requests', requests.error);
  const items = requests.data ?? [];
  if (items.length === 0) return <p className={styles.state}>{M.empty}</p>;
  return (
    <>
      <ul className={styles.list}>
        {items.map((request) => (
          <li key={request._id}>
            <RequestCard request={request} now={now} onRespond={() => setResponding(request)} />
          </li>
        ))}
      </ul>
      {responding ? <RespondDialog request={responding} onClose={() => setResponding(null)} /> : null}
    </>
  );
}
