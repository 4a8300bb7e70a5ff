import { getUsage } from '../../domain/token-pools.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler({ route: 'coaching/get-usage' }, async ({ userId, account, runtime }) => ({
  body: await getUsage(runtime, userId, account ?? undefined),
}));
