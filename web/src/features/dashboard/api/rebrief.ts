import type { RebriefBody } from '@briefs/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { CoachingAnswer } from './upload-text';

/** POST /rebrief: a new tip that takes the feedback into account. Costs no token. */
export function rebrief(body: RebriefBody): Promise<CoachingAnswer> {
  return apiFetch<CoachingAnswer>('/rebrief', { method: 'POST', body });
}

export function useRebriefMutation() {
  return useMutation({ mutationFn: rebrief });
}
