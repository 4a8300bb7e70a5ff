import type { VentSessionResponse } from '@briefs/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const VENT_QUERY_KEY = ['ventometer', 'session'] as const;

/** GET /api/vent: the current session, or null when there is none. */
export function getVent(): Promise<VentSessionResponse> {
  return apiFetch<VentSessionResponse>('/api/vent');
}

/** The page's one source of the session; refetched when the countdown reaches zero. */
export function useVentQuery() {
  return useQuery({ queryKey: VENT_QUERY_KEY, queryFn: getVent, staleTime: 0, retry: 1 });
}
