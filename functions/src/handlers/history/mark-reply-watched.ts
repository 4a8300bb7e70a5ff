import { idParamsSchema } from '@briefs/shared';
import { markReplyWatched } from '../../domain/coach-reply-watching.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'history/mark-reply-watched', params: idParamsSchema },
  async ({ params, userId, runtime }) => {
    await markReplyWatched(runtime, userId, params.id);
    return { status: 204 };
  },
);
