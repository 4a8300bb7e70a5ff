import { adminUpdateUserBody, idParamsSchema } from '@briefs/shared';
import { updateAccount } from '../../domain/admin-accounts.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'admin/update-user', params: idParamsSchema, body: adminUpdateUserBody },
  async ({ params, body, runtime }) => ({ body: await updateAccount(runtime, params.id, body) }),
);
