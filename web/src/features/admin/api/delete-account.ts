import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { ACCOUNTS_KEY } from './list-accounts';

/** DELETE /api/admin/users/{id}. */
export function deleteAccount(id: string): Promise<unknown> {
  return adminFetch(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}
