import type { CheckInResult, CoachingResult, CrisisResult, UploadTextBody } from '@briefs/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { USAGE_QUERY_KEY } from './get-usage';

export type CoachingAnswer = CoachingResult | CrisisResult | CheckInResult;

/** POST /upload-text: instant coaching, or a crisis answer or a check-in instead (no token charged then). */
export function uploadText(body: UploadTextBody): Promise<CoachingAnswer> {
  return apiFetch<CoachingAnswer>('/upload-text', { method: 'POST', body });
}

/** Usage is reloaded after every submission, whatever its outcome (spec §7). */
export function useUploadTextMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadText,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY }),
  });
}
