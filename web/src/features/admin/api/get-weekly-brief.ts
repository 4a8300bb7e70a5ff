import type { WeeklyBriefResponse } from '@briefs/shared';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { WEEKLY_BRIEF_PATH } from './list-paths';

export const WEEKLY_KEY = ['admin', 'weekly-brief'] as const;

/** GET /api/admin/weekly-brief. */
export async function getWeeklyBrief(): Promise<WeeklyBriefResponse> {
  const answer = await adminFetch<Partial<WeeklyBriefResponse> | undefined>(WEEKLY_BRIEF_PATH);
  return { videoUrl: typeof answer?.videoUrl === 'string' ? answer.videoUrl : '' };
}

export function useWeeklyBriefQuery() {
  return useQuery({ queryKey: WEEKLY_KEY, queryFn: getWeeklyBrief });
}
