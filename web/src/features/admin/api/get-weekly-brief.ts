import type { WeeklyBriefResponse } from '@briefs/shared';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';

export const WEEKLY_KEY = ['admin', 'weekly-brief'] as const;

export const WEEKLY_BRIEF_PATH = '/api/admin/weekly-brief';

/** GET /api/admin/weekly-brief. */
export async function getWeeklyBrief(): Promise<WeeklyBriefResponse> {
  const answer = await adminFetch<Partial<WeeklyBriefResponse> | undefined>(WEEKLY_BRIEF_PATH);
  return { videoUrl: typeof answer?.videoUrl === 'string' ? answer.videoUrl : '' };
}

export function useWeeklyBriefQuery() {
  return useQuery({ queryKey: WEEKLY_KEY, queryFn: getWeeklyBrief });
}
