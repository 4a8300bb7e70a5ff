import type { ConvertWaitlistResponse } from '@briefs/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { ACCOUNTS_KEY } from './list-accounts';
import { WAITLIST_KEY } from './list-waitlist';

/** POST /api/admin/waitlist/convert: each entry becomes an account (and leaves the list). */
export function convertWaitlist(ids: string[]): Promise<ConvertWaitlistResponse> {
  return adminFetch<ConvertWaitlistResponse>('/api/admin/waitlist/convert', { method: 'POST', body: { ids } });
}

export function useConvertWaitlistMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertWaitlist,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WAITLIST_KEY }),
        queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
      ]),
  });
}
