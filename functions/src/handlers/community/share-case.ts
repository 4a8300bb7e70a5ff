import { shareCaseBody } from '@briefs/shared';
import { shareCase } from '../../domain/community.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'community/share-case', body: shareCaseBody },
  async ({ body, account, runtime }) => ({ body: await shareCase(runtime, account!, body.requestId) }),
);
