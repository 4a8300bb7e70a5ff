import { listOpenCoachRequests } from '../../domain/coach-inbox.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler({ route: 'coach-requests/list' }, async ({ runtime }) => ({
  body: await listOpenCoachRequests(runtime),
}));
