import { listUnwatchedReplies } from '../../domain/coach-reply-watching.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler({ route: 'history/list-unwatched-replies' }, async ({ userId, runtime }) => ({
  body: await listUnwatchedReplies(runtime, userId),
}));
