import type { CheckInResult, CoachRequestBody, CoachRequestCreated, CrisisResult } from '@briefs/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

export type CoachRequestAnswer = CoachRequestCreated | CrisisResult | CheckInResult;

/** POST /api/coach-requests: after a coach-mode submission, the request for a human coach (spec §7). */
export function createCoachRequest(body: CoachRequestBody): Promise<CoachRequestAnswer> {
  return apiFetch<CoachRequestAnswer>('/api/coach-requests', { method: 'POST', body });
}

export function useCoachRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoachRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.history }),
  });
}
