import type { MeResponse } from '@briefs/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/auth/me. Same cache key as the header and sign-in, so the profile loads once. */
export function getProfile(): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/auth/me');
}

export function useProfileQuery() {
  return useQuery({ queryKey: ['auth', 'me'], queryFn: getProfile });
}
