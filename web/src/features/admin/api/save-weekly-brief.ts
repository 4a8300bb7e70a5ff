import type { WeeklyBriefResponse } from '@briefs/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { WEEKLY_KEY } from './get-weekly-brief';

/** PUT /api/admin/weekly-brief. */
export function saveWeeklyBrief(videoUrl: string): Promise<unknown> {
  return adminFetch('/api/admin/weekly-brief', { method: 'PUT', body: { videoUrl } });
}

export function useSaveWeeklyBriefMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWeeklyBrief,
    onSuccess: (_answer, videoUrl) => queryClient.setQueryData<WeeklyBriefResponse>(WEEKLY_KEY, { videoUrl }),
  });
}
