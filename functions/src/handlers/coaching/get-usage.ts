import { getUsage } from '../../domain/token-pools.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler({ route: 'coaching/get-usage' }, async ({ caller, account, runtime }) => ({
  body: await getUsage(runtime, caller!.sub, account ?? undefined),
}));
