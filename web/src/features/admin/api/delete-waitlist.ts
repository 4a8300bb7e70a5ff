import type { DeleteWaitlistResponse } from '@briefs/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { WAITLIST_KEY } from './list-waitlist';

/** POST /api/admin/waitlist/delete: the entries are deleted for good. */
export function deleteWaitlist(ids: string[]): Promise<DeleteWaitlistResponse> {
  return adminFetch<DeleteWaitlistResponse>('/api/admin/waitlist/delete', { method: 'POST', body: { ids } });
}

export function useDeleteWaitlistMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWaitlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WAITLIST_KEY }),
  });
}
