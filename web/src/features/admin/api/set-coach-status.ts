import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { ACCOUNTS_KEY } from './list-accounts';

export type CoachDecision = 'approved' | 'rejected';

/** PUT /api/admin/coaches/{id}/status: pending → approved or rejected (spec §4). */
export function setCoachStatus({ id, status }: { id: string; status: CoachDecision }): Promise<unknown> {
  return adminFetch(`/api/admin/coaches/${encodeURIComponent(id)}/status`, { method: 'PUT', body: { status } });
}

export function useSetCoachStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCoachStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}
