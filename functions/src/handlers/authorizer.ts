import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { authenticate } from '../domain/authenticate.ts';
import { observed } from '../lib/observe.ts';
import { getRuntime } from '../runtime.ts';

/**
 * HTTP API Lambda authorizer (simple responses). It lets the request through and passes on who
 * the caller is (or nobody); each handler's wrapper then answers 401 or 403 from the route table
 * with the catalogue's JSON body, which API Gateway's own deny (a bare 403) could not. The answer
 * depends on the token only (no route, no account read), so API Gateway caches it per token.
 */
export const handler = observed(async (event: APIGatewayRequestAuthorizerEventV2) => {
  // It reads the signing key only (ApiRoutes grants exactly that), never the table.
  const caller = await authenticate(
    getRuntime(['jwtSign'], 'authorizer'),
    event.headers?.authorization ?? event.headers?.Authorization,
  );
  return {
    isAuthorized: true,
    context: caller ? { sub: caller.sub, role: caller.role, tv: caller.tv, exp: caller.exp } : {},
  };
});
