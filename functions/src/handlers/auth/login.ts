import { loginBody } from '@briefs/shared';
import { login } from '../../domain/auth.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler({ route: 'auth/login', body: loginBody }, async ({ body, runtime, sourceIp }) => ({
  body: await login(runtime, body.email, body.password, 'member', sourceIp),
}));
