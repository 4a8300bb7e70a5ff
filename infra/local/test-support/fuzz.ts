import { API_ROUTES, type ApiRoute } from '@briefs/shared';
import fc from 'fast-check';
import { stackInfo, viaCloudFront } from './api.ts';

/**
 * Hostile requests against every route of the route table: odd paths and parameters, broken
 * escapes, bodies of any shape (extra fields included), wrong content types, crafted cursors,
 * tokens of every kind and none. Routes added later are covered without a change here.
 */
export const CANARY_FIELD = 'zzFuzzCanary';
/** Fields a body must never be able to set, whatever the route. */
const PRIVILEGED = {
  role: 'admin',
  tokenVersion: 999,
  passwordHash: 'x',
  briefTokensRemaining: 99999,
  status: 'approved',
};

export interface FuzzCaller {
  name: string;
  token?: string;
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '%E0%A4%A',
    '%',
    '%%',
    '..%2F..%2Fetc',
    '%00',
    '🙂',
    'a'.repeat(300),
    '<script>',
    "' OR 1=1",
    '__proto__',
  ),
);

const cursor = fc.oneof(
  fc.jsonValue().map((v) => Buffer.from(JSON.stringify(v)).toString('base64url')),
  fc
    .dictionary(fc.constantFrom('pk', 'sk', 'gsi1pk', 'gsi1sk', 'role', 'key', 'x'), fc.jsonValue(), { maxKeys: 5 })
    .map((v) => Buffer.from(JSON.stringify(v)).toString('base64url')),
  hostileText,
);

const bodyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.oneof(
      fc.constantFrom('email', 'password', 'transcript', 'name', 'ids', 'status', 'videoUrl', 'cursor', 'newPassword'),
      fc.string({ maxLength: 12 }),
    ),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 6 },
  ),
);

/** What an HTTP client can put in a header at all (visible ASCII and spaces). */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '?');

function pathFor(route: ApiRoute, param: string): string {
  return route.path.replace(/\{\w+\}/g, () => encodeURIComponent(param).replace(/%25/g, '%'));
}

export function requestArbitrary(route: ApiRoute, callers: FuzzCaller[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      param: hostileText,
      caller: fc.constantFrom(...callers),
      garbageToken: fc.option(fc.string({ maxLength: 60 }), { nil: undefined }),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'multipart/form-data; boundary=zz',
        'application/x-www-form-urlencoded',
        '',
      ),
      body: fc.oneof(
        bodyValue.map((v) =>
          JSON.stringify(
            v && typeof v === 'object' && !Array.isArray(v) ? { ...v, [CANARY_FIELD]: 1, ...PRIVILEGED } : v,
          ),
        ),
        fc.string({ maxLength: 200 }),
        fc.constant(''),
      ),
      query: fc.option(fc.record({ cursor, limit: fc.oneof(fc.integer(), hostileText) }), { nil: undefined }),
      viewer: fc.option(hostileText, { nil: undefined }),
      otherMethod: fc.option(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), { nil: undefined }),
    })
    .map(({ param, caller, garbageToken, contentType, body, query, viewer, otherMethod }) => {
      const headers: Record<string, string> = viaCloudFront();
      if (viewer !== undefined) headers['cloudfront-viewer-address'] = headerSafe(viewer);
      if (contentType) headers['content-type'] = contentType;
      const token = garbageToken ?? caller.token;
      if (token) headers.authorization = `Bearer ${headerSafe(token)}`;
      const search = query
        ? `?cursor=${encodeURIComponent(query.cursor)}&limit=${encodeURIComponent(String(query.limit))}`
        : '';
      const method = otherMethod ?? route.method;
      return { method, path: `${pathFor(route, param)}${search}`, headers, body: method === 'GET' ? undefined : body };
    });
}

export interface FuzzFinding {
  request: FuzzRequest;
  problem: string;
}

export interface FuzzStats {
  requests: number;
  serverErrors: number;
  resets: number;
  findings: FuzzFinding[];
}

/** Internal text a response must never carry. */
const INTERNALS =
  /\bat [\w.<>]+ \(|node:internal|\/work\/|\/home\/|\/tmp\/|\.ts:\d+|ValidationException|TypeError|ReferenceError|stack/;

async function send(request: FuzzRequest): Promise<{ status: number; text: string } | 'reset'> {
  try {
    const response = await fetch(`${stackInfo().url}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? '';
    if (/ECONNRESET|EPIPE|UND_ERR_SOCKET|ECONNREFUSED/.test(code)) return 'reset';
    throw error;
  }
}

export async function fuzzRoutes(callers: FuzzCaller[], runsPerRoute: number, seed: number): Promise<FuzzStats> {
  const stats: FuzzStats = { requests: 0, serverErrors: 0, resets: 0, findings: [] };
  for (const [index, route] of API_ROUTES.entries()) {
    const requests = fc.sample(requestArbitrary(route, callers), { numRuns: runsPerRoute, seed: seed + index });
    for (let i = 0; i < requests.length; i += 4) {
      await Promise.all(
        requests.slice(i, i + 4).map(async (request) => {
          stats.requests += 1;
          const answer = await send(request);
          if (answer === 'reset') {
            stats.resets += 1;
            stats.findings.push({ request, problem: 'connection reset' });
          } else if (answer.status >= 500) {
            stats.serverErrors += 1;
            stats.findings.push({ request, problem: `${answer.status} ${answer.text.slice(0, 200)}` });
          } else if (INTERNALS.test(answer.text)) {
            stats.findings.push({ request, problem: `internal text: ${answer.text.slice(0, 200)}` });
          }
        }),
      );
    }
  }
  return stats;
}
