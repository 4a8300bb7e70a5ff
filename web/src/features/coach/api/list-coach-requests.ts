import type { CoachRequestView } from '@briefs/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const COACH_REQUESTS_KEY = ['coach-requests'] as const;

/** GET /api/coach-requests (coach token): open requests, oldest first (spec §7). */
export function listCoachRequests(): Promise<CoachRequestView[]> {
  return apiFetch<CoachRequestView[]>('/api/coach-requests');
}

export function useCoachRequestsQuery() {
  return useQuery({ queryKey: COACH_REQUESTS_KEY, queryFn: listCoachRequests });
}
