import { forgotPasswordBody } from '@briefs/shared';
import { forgotPassword } from '../../domain/auth.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'auth/forgot-password', body: forgotPasswordBody },
  async ({ body, runtime, sourceIp }) => ({
    body: await forgotPassword(runtime, body.email, sourceIp),
  }),
);
