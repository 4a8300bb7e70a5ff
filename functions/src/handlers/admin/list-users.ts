import { listAccountsQuery } from '@briefs/shared';
import { listAccounts } from '../../domain/admin-accounts.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'admin/list-users', query: listAccountsQuery },
  async ({ query, runtime }) => ({
    body: await listAccounts(runtime, {
      cursor: query.cursor,
      limit: query.limit ?? 100,
      role: query.role,
      q: query.q || undefined,
    }),
  }),
);
