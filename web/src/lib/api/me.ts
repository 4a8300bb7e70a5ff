import type { MeResponse, UpdateMeBody } from '@briefs/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { QUERY_KEYS } from '../query-keys';

/**
 * GET /api/auth/me with the stored session token: the one fetcher behind the header, the dashboard's
 * profile, the coach page and sign-in (which pre-fills the same key), so the profile loads once.
 */
export function getMe(): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/auth/me');
}

export function useMeQuery(enabled = true) {
  return useQuery({ queryKey: QUERY_KEYS.me, queryFn: getMe, enabled });
}

/** PUT /api/auth/me: name and phone, and a member's background; email never changes. */
export function updateMe(body: UpdateMeBody): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/auth/me', { method: 'PUT', body });
}

/** The saved profile replaces the cached one, so the greeting and step 2's background follow at once. */
export function useUpdateMeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...QUERY_KEYS.me, 'update'],
    mutationFn: updateMe,
    onSuccess: (me) => queryClient.setQueryData(QUERY_KEYS.me, me),
  });
}
