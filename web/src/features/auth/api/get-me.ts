import type { MeResponse } from '@briefs/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/auth/me with the stored session token. */
export function getMe(): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/auth/me');
}

export function useMeQuery(enabled = true) {
  return useQuery({ queryKey: ['auth', 'me'], queryFn: getMe, enabled });
}
