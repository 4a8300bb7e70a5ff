import type { AdminUpdateUserBody } from '@briefs/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { ACCOUNTS_KEY } from './list-accounts';

/** PUT /api/admin/users/{id}: name and email, plus limits and remaining tokens for users. */
export function updateAccount({ id, body }: { id: string; body: AdminUpdateUserBody }): Promise<unknown> {
  return adminFetch(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}
