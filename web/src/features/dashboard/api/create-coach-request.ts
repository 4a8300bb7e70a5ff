import type {
  CheckInResult,
  CoachRequestBody,
  CoachRequestCreated,
  CoachRequestVideoFields,
  CrisisResult,
} from '@briefs/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

export type CoachRequestAnswer = CoachRequestCreated | CrisisResult | CheckInResult;

/** Text as JSON; a coached video as the spec's multipart form naming the job that coached it. */
export type CoachRequestInput = CoachRequestBody | (CoachRequestVideoFields & { jobId: string });

function videoForm(fields: CoachRequestVideoFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== false) form.append(name, String(value));
  }
  return form;
}

/** POST /api/coach-requests: after a coach-mode submission, the request for a human coach (spec §7). */
export function createCoachRequest(input: CoachRequestInput): Promise<CoachRequestAnswer> {
  const body = 'jobId' in input ? videoForm(input) : input;
  return apiFetch<CoachRequestAnswer>('/api/coach-requests', { method: 'POST', body });
}

export function useCoachRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoachRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.history }),
  });
}
