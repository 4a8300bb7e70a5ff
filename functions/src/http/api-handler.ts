import { API_ROUTES, type ApiRoute, roleMayCall } from '@briefs/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { type AuthContext, currentAccount } from '../domain/authenticate.ts';
import { AppError } from '../lib/app-error.ts';
import { observed } from '../lib/observe.ts';
import { validate } from '../lib/validate.ts';
import type { AccountRecord } from '../repositories/account-repository.ts';
import { getRuntime, type Runtime } from '../runtime.ts';
import { clientAddress, fromCloudFront, readJsonBody } from './request.ts';
import { errorResponse, json } from './response.ts';

export type ApiEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & { authorizer?: { lambda?: Partial<AuthContext> } };
};

export interface HandlerContext<B, P, Q> {
  body: B;
  params: P;
  query: Q;
  caller: AuthContext | null;
  /**
   * The signed-in caller's id: the wrapper refuses every non-public route without a caller, so a
   * handler behind one reads it without a check ('' only on public routes, which have no caller).
   */
  userId: string;
  /** The caller's account, read once per request to check the token is still current (null on public routes). */
  account: AccountRecord | null;
  sourceIp: string;
  runtime: Runtime;
  event: ApiEvent;
}

export interface HandlerResult {
  status?: number;
  body?: unknown;
}

interface HandlerSpec<BS extends z.ZodMiniType, PS extends z.ZodMiniType, QS extends z.ZodMiniType> {
  /** The route table's `handler` value; access rules are read from the table, not repeated here. */
  route: string;
  body?: BS;
  params?: PS;
  query?: QS;
}

function findRoute(handlerName: string): ApiRoute {
  const route = API_ROUTES.find((r) => r.handler === handlerName);
  if (!route) throw new Error(`No route table entry for handler ${handlerName}`);
  return route;
}

function callerOf(event: ApiEvent): AuthContext | null {
  const ctx = event.requestContext.authorizer?.lambda;
  if (!ctx?.sub || !ctx.role) return null;
  const number = (value: unknown) => (value === undefined || value === null ? undefined : Number(value));
  return { sub: ctx.sub, role: ctx.role, tv: number(ctx.tv), exp: number(ctx.exp) };
}

/**
 * Wraps a handler: check the token is still current (one account read, handed to the handler),
 * check the caller's role against the route table, parse and validate with the shared schemas,
 * run, and turn any error into the catalogue's response.
 */
export function apiHandler<
  BS extends z.ZodMiniType = z.ZodMiniUndefined,
  PS extends z.ZodMiniType = z.ZodMiniUndefined,
  QS extends z.ZodMiniType = z.ZodMiniUndefined,
>(
  spec: HandlerSpec<BS, PS, QS>,
  run: (ctx: HandlerContext<z.infer<BS>, z.infer<PS>, z.infer<QS>>) => Promise<HandlerResult>,
): (event: ApiEvent, context?: Context) => Promise<APIGatewayProxyStructuredResultV2> {
  const route = findRoute(spec.route);
  return observed(async (event: ApiEvent) => {
    try {
      const runtime = getRuntime(route.needs ?? [], `${route.method} ${route.path}`);
      const viaCloudFront = fromCloudFront(event, runtime.config.ORIGIN_SECRET);
      if (runtime.config.ORIGIN_SECRET_REQUIRED === 'true' && !viaCloudFront) throw new AppError('FORBIDDEN');
      const caller = callerOf(event);
      let account: AccountRecord | null = null;
      if (route.access !== 'public') {
        if (!caller) throw new AppError('UNAUTHENTICATED');
        // The token version check lives here, not in the (cached) authorizer, so a password change,
        // deletion or coach rejection ends earlier tokens on the very next request.
        account = await currentAccount(runtime, caller);
        if (!account) throw new AppError('UNAUTHENTICATED');
        if (!roleMayCall(route.access, caller.role)) throw new AppError('FORBIDDEN');
        // Still on an emailed temporary password: only the routes that let them choose their own.
        if (account.mustChangePassword && !route.temporarySession) throw new AppError('PASSWORD_CHANGE_REQUIRED');
      }
      const body = spec.body ? validate(spec.body, readJsonBody(event)) : undefined;
      const params = spec.params ? validate(spec.params, event.pathParameters ?? {}) : undefined;
      const query = spec.query ? validate(spec.query, event.queryStringParameters ?? {}) : undefined;
      const result = await run({
        body,
        params,
        query,
        caller,
        userId: caller?.sub ?? '',
        account,
        sourceIp: clientAddress(event, viaCloudFront),
        runtime,
        event,
      } as HandlerContext<z.infer<BS>, z.infer<PS>, z.infer<QS>>);
      return json(result.status ?? 200, result.body);
    } catch (error) {
      return errorResponse(error, { route: `${route.method} ${route.path}` });
    }
  });
}
