import { changePasswordBodyChecked } from '@briefs/shared/common-passwords';
import { changePassword } from '../../domain/auth.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'auth/change-password', body: changePasswordBodyChecked },
  async ({ body, userId, runtime }) => ({
    body: await changePassword(runtime, userId, body.currentPassword, body.newPassword),
  }),
);
