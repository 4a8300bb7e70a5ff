import { getMe } from '../../domain/auth.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler({ route: 'auth/get-me' }, async ({ userId, account, runtime }) => ({
  body: await getMe(runtime, userId, account ?? undefined),
}));
