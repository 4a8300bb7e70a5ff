import { listQuery } from '@briefs/shared';
import { listWaitlist } from '../../domain/admin-waitlist.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler({ route: 'admin/list-waitlist', query: listQuery }, async ({ query, runtime }) => ({
  body: await listWaitlist(runtime, { cursor: query.cursor, limit: query.limit ?? 100, q: query.q || undefined }),
}));
