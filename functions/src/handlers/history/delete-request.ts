import { idParamsSchema } from '@briefs/shared';
import { deleteRequest } from '../../domain/history.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'history/delete-request', params: idParamsSchema },
  async ({ params, userId, runtime }) => {
    await deleteRequest(runtime, userId, params.id);
    return { status: 204 };
  },
);
