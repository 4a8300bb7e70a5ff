import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  API_ROUTES,
  type ApiRoute,
  AUTHORIZER_CACHE_SECONDS,
  AUTHORIZER_HANDLER,
  ERROR_CATALOGUE,
  routeKey,
} from '@briefs/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { loadHandler } from './handler-loader.ts';
import { decodePathSegment } from './request-target.ts';

/**
 * Turns a local HTTP request into the API Gateway (HTTP API, payload v2) event the Lambda would
 * get, runs the same authorizer for non-public routes, calls the same handler, and writes its
 * result back. Requests larger than API Gateway's 10 MB payload cap are refused like AWS does.
 */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

interface Match {
  route: ApiRoute;
  params: Record<string, string>;
}

const compiled = (API_ROUTES as readonly ApiRoute[]).map((route) => {
  const names: string[] = [];
  const pattern = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, names, regex: new RegExp(`^${pattern}$`) };
});

export function matchRoute(method: string, pathname: string): Match | 'method-not-allowed' | 'bad-escape' | null {
  let pathMatched = false;
  for (const { route, names, regex } of compiled) {
    const m = regex.exec(pathname);
    if (!m) continue;
    pathMatched = true;
    if (route.method !== method) continue;
    const values = names.map((_, i) => decodePathSegment(m[i + 1] ?? ''));
    if (values.includes(null)) return 'bad-escape';
    const params = Object.fromEntries(names.map((name, i) => [name, values[i] as string]));
    return { route, params };
  }
  return pathMatched ? 'method-not-allowed' : null;
}

/**
 * Reads the body up to the cap. Past the cap the rest is read and dropped rather than the
 * connection cut: a client still sending would see a reset instead of our 413. Only a body far
 * past the cap (twice) is cut off.
 */
async function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_PAYLOAD_BYTES * 2) {
      req.destroy();
      break;
    }
    if (size <= MAX_PAYLOAD_BYTES) chunks.push(chunk as Buffer);
  }
  return size > MAX_PAYLOAD_BYTES ? 'too-large' : Buffer.concat(chunks);
}

function withBody(event: APIGatewayProxyEventV2, req: IncomingMessage, body: Buffer): APIGatewayProxyEventV2 {
  if (!body.length) return event;
  const isText = /^(application\/json|text\/)/i.test(String(req.headers['content-type'] ?? ''));
  return { ...event, body: isText ? body.toString('utf8') : body.toString('base64'), isBase64Encoded: !isText };
}

function toEvent(req: IncomingMessage, url: URL, body: Buffer, match: Match): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(',') : value;
  }
  const isText = /^(application\/json|text\/)/i.test(headers['content-type'] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: routeKey(match.route),
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
    pathParameters: Object.keys(match.params).length ? match.params : undefined,
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'local',
      http: {
        method: match.route.method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: routeKey(match.route),
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
}

type AuthorizerAnswer = { isAuthorized: boolean; context?: Record<string, unknown> };

/** API Gateway's authorizer result cache: answers reused per Authorization header for a while. */
const AUTHORIZER_CACHE_MAX_ENTRIES = 10_000;
const authorizerCache = new Map<string, { answer: AuthorizerAnswer; until: number }>();

function cachedAnswer(identity: string | undefined): AuthorizerAnswer | undefined {
  if (!identity) return undefined;
  const hit = authorizerCache.get(identity);
  if (hit && hit.until > Date.now()) return hit.answer;
  authorizerCache.delete(identity);
  return undefined;
}

function remember(identity: string | undefined, answer: AuthorizerAnswer): void {
  if (!identity) return;
  if (authorizerCache.size >= AUTHORIZER_CACHE_MAX_ENTRIES) {
    const oldest = authorizerCache.keys().next().value;
    if (oldest !== undefined) authorizerCache.delete(oldest);
  }
  authorizerCache.set(identity, { answer, until: Date.now() + AUTHORIZER_CACHE_SECONDS * 1000 });
}

/** Runs the authorizer like API Gateway does (simple responses, cached); its context lands on the event. */
async function authorize(event: APIGatewayProxyEventV2): Promise<boolean> {
  const identity = event.headers.authorization;
  const result = cachedAnswer(identity) ?? (await runAuthorizer(event));
  remember(identity, result);
  if (!result.isAuthorized) return false;
  (event.requestContext as unknown as Record<string, unknown>).authorizer = { lambda: result.context ?? {} };
  return true;
}

async function runAuthorizer(event: APIGatewayProxyEventV2): Promise<AuthorizerAnswer> {
  const authorizer = await loadHandler(AUTHORIZER_HANDLER);
  return (await authorizer({
    type: 'REQUEST',
    routeArn: `arn:aws:execute-api:local:local:local/$default/${event.routeKey.replace(' ', '')}`,
    routeKey: event.routeKey,
    rawPath: event.rawPath,
    rawQueryString: event.rawQueryString,
    headers: event.headers,
    requestContext: event.requestContext,
    identitySource: [event.headers.authorization ?? ''],
  })) as AuthorizerAnswer;
}

function send(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const body = result.body ? (result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body) : '';
  res.writeHead(result.statusCode ?? 200, result.headers as Record<string, string>);
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export async function handleApiRequest(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const match = matchRoute(req.method ?? 'GET', url.pathname);
  if (match === null) return sendJson(res, 404, { error: 'Not found.', code: 'NOT_FOUND' });
  if (match === 'method-not-allowed') return sendJson(res, 404, { error: 'Not found.', code: 'NOT_FOUND' });
  if (match === 'bad-escape')
    return sendJson(res, 400, { error: ERROR_CATALOGUE.VALIDATION_FAILED.message, code: 'VALIDATION_FAILED' });
  const tooLarge = () => sendJson(res, 413, { error: 'Request too large.', code: 'PAYLOAD_TOO_LARGE' });
  // A declared size over the cap is refused before a byte of it is read (Node drains the rest).
  if (Number(req.headers['content-length'] ?? 0) > MAX_PAYLOAD_BYTES) return tooLarge();
  const event = toEvent(req, url, Buffer.alloc(0), match);
  if (match.route.access !== 'public' && !(await authorize(event))) {
    // API Gateway's own answer when a simple-response authorizer says no.
    return sendJson(res, 403, { message: 'Forbidden' });
  }
  const handler = await loadHandler(match.route.handler);
  // No caller on a route that needs one: the handler answers 401 from the headers alone, so a
  // stranger's large body is never read into memory.
  const identified = Boolean(
    (event.requestContext as { authorizer?: { lambda?: { sub?: string } } }).authorizer?.lambda?.sub,
  );
  if (match.route.access !== 'public' && !identified) {
    return send(res, (await handler(event)) as APIGatewayProxyStructuredResultV2);
  }
  const body = await readBody(req);
  if (body === 'too-large') return tooLarge();
  send(res, (await handler(withBody(event, req, body))) as APIGatewayProxyStructuredResultV2);
}
