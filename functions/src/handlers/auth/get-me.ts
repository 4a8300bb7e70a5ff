import { getMe } from '../../domain/auth.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler({ route: 'auth/get-me' }, async ({ caller, account, runtime }) => ({
  body: await getMe(runtime, caller!.sub, account ?? undefined),
}));
