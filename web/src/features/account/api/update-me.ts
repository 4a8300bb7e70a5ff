import type { MeResponse, UpdateMeBody } from '@briefs/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** PUT /api/auth/me from the dashboard: name, email (never changed), phone, background. */
export function updateMe(body: UpdateMeBody): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/auth/me', { method: 'PUT', body });
}

/** The saved profile replaces the cached one, so the greeting and step 2's background follow at once. */
export function useUpdateMeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => queryClient.setQueryData(QUERY_KEYS.me, me),
  });
}
