import { idParamsSchema } from '@briefs/shared';
import { reportCase } from '../../domain/community.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'community/report-case', params: idParamsSchema },
  async ({ params, userId, runtime }) => ({ body: await reportCase(runtime, userId, params.id) }),
);
