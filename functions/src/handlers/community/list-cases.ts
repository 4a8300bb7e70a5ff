import { listCases } from '../../domain/community.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler({ route: 'community/list-cases' }, async ({ userId, runtime }) => ({
  body: await listCases(runtime, userId),
}));
