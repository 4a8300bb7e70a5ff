import { idParamsSchema } from '@briefs/shared';
import { deleteAccount } from '../../domain/admin-accounts.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'admin/delete-user', params: idParamsSchema },
  async ({ params, userId, runtime }) => {
    await deleteAccount(runtime, userId, params.id);
    return { body: { deleted: true } };
  },
);
