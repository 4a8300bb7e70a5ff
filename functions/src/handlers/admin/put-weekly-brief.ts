import { weeklyBriefBody } from '@briefs/shared';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'admin/put-weekly-brief', body: weeklyBriefBody },
  async ({ body, userId, runtime }) => {
    await runtime.repos.settings.setWeeklyBriefUrl(body.videoUrl, userId, runtime.now());
    return { body: { videoUrl: body.videoUrl } };
  },
);
