import type { WeeklyBriefResponse } from '@briefs/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/weekly-brief: the video the admin saved for this week ('' when none). */
export function getWeeklyBrief(): Promise<WeeklyBriefResponse> {
  return apiFetch<WeeklyBriefResponse>('/api/weekly-brief');
}

/** Loaded when the modal opens; failures are only logged (spec §8). */
export function useWeeklyBriefQuery(enabled: boolean) {
  return useQuery({ queryKey: ['weekly-brief'], queryFn: getWeeklyBrief, enabled });
}
