import type { WeeklyBriefResponse } from '@briefs/shared';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler({ route: 'weekly/get-weekly-brief' }, async ({ runtime }) => {
  const body: WeeklyBriefResponse = { videoUrl: await runtime.repos.settings.getWeeklyBriefUrl() };
  return { body };
});
