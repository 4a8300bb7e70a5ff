import { updateMeBody } from '@briefs/shared';
import { updateMe } from '../../domain/auth.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'auth/update-me', body: updateMeBody },
  async ({ body, userId, runtime }) => ({
    body: await updateMe(runtime, userId, body),
  }),
);
