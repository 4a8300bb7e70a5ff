import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** POST /api/requests/{id}/reply-watched: the reply was played (or its notice dismissed). */
export function markReplyWatched(requestId: string): Promise<void> {
  return apiFetch<void>(`/api/requests/${encodeURIComponent(requestId)}/reply-watched`, { method: 'POST' });
}

/** Marks one or more replies watched, then refreshes History and the notice. */
export function useMarkReplyWatchedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestIds: string[]) => Promise.all(requestIds.map(markReplyWatched)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.history }),
  });
}
