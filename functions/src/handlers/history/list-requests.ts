import { historyQuery } from '@briefs/shared';
import { listHistory } from '../../domain/history.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'history/list-requests', query: historyQuery },
  async ({ query, userId, runtime }) => ({ body: await listHistory(runtime, userId, query) }),
);
