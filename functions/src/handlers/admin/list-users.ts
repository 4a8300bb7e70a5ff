import { listQuery } from '@briefs/shared';
import { listAccounts } from '../../domain/admin-accounts.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler({ route: 'admin/list-users', query: listQuery }, async ({ query, runtime }) => ({
  body: await listAccounts(runtime, query.cursor, query.limit ?? 100),
}));
