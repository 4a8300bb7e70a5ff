import type { MeResponse } from '@briefs/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/auth/me (session token). Same cache key as the sign-in flow, which pre-fills it. */
export function getMe(): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/auth/me');
}

export function useMeQuery() {
  return useQuery({ queryKey: ['auth', 'me'], queryFn: getMe });
}
