import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** DELETE /api/requests/{id}: the request, its community case, its coach request and their files. */
export function deleteRequest(id: string): Promise<void> {
  return apiFetch<void>(`/api/requests/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.history });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.community });
    },
  });
}
