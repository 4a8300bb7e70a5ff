import { changePasswordBody } from '@briefs/shared';
import { changePassword } from '../../domain/auth.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'auth/change-password', body: changePasswordBody },
  async ({ body, caller, runtime }) => ({
    body: await changePassword(runtime, caller!.sub, body.currentPassword, body.newPassword),
  }),
);
