import { jobParamsSchema } from '@briefs/shared';
import { getJob } from '../../domain/media-jobs.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'media/get-job', params: jobParamsSchema },
  async ({ params, userId, runtime }) => ({ body: await getJob(runtime, userId, params.jobId) }),
);
