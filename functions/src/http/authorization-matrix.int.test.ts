import { API_ROUTES, type Caller, ROUTE_ACCESS_MATRIX, routeKey } from '@briefs/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../infra/local/test-support/api.ts';
import { adminToken, craftToken, seedAccount } from '../../../infra/local/test-support/seed.ts';

const tokens = {} as Record<Caller, string | undefined>;

beforeAll(async () => {
  const user = await seedAccount('user');
  const coach = await seedAccount('coach');
  const [header, payload, signature] = user.token.split('.');
  const forged = Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' }),
  ).toString('base64url');
  const longAgo = new Date(Date.now() - 30 * 24 * 3600_000);
  Object.assign(tokens, {
    anonymous: undefined,
    user: user.token,
    coach: coach.token,
    admin: await adminToken(),
    tampered: `${header}.${forged}.${signature}`,
    expired: await craftToken({ sub: user.id, role: 'user', tv: 1 }, longAgo),
  });
});

describe('authorization matrix', () => {
  it('has a row for every route in the route table, and no stale rows', () => {
    const keys = API_ROUTES.map(routeKey).sort();
    expect(Object.keys(ROUTE_ACCESS_MATRIX).sort()).toEqual(keys);
  });

  for (const route of API_ROUTES) {
    const key = routeKey(route);
    it(`${key} answers each caller as the matrix says`, async () => {
      const row = ROUTE_ACCESS_MATRIX[key];
      expect(row, `no matrix row for ${key}`).toBeDefined();
      const path = route.path.replace('{id}', 'no-such-id-123');
      for (const [caller, expected] of Object.entries(row!) as Array<[Caller, string | number]>) {
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const response = await api(path, { method: route.method, token: tokens[caller], body });
        if (expected === 'ok') {
          expect([401, 403], `${caller} on ${key} got ${response.status}`).not.toContain(response.status);
        } else {
          expect(response.status, `${caller} on ${key}`).toBe(expected);
          expect(response.body.code).toBe(expected === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
        }
      }
    });
  }
});

describe('token forgery', () => {
  it('rejects alg:none, a wrong audience and a token signed by another key', async () => {
    const user = await seedAccount('user');
    const [, payload] = user.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await api('/api/auth/me', { token: none })).status).toBe(401);
    const adminAudience = await craftToken({ sub: user.id, role: 'admin', tv: 1 }, new Date());
    expect((await api('/api/auth/me', { token: adminAudience })).status).toBe(401);
    expect((await api('/api/admin/users', { token: adminAudience })).status).toBe(401);
    const { generateKeyPairSync, sign } = await import('node:crypto');
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const [header] = user.token.split('.');
    const foreign = sign('sha256', Buffer.from(`${header}.${payload}`), { key: privateKey, dsaEncoding: 'ieee-p1363' });
    expect((await api('/api/auth/me', { token: `${header}.${payload}.${foreign.toString('base64url')}` })).status).toBe(
      401,
    );
  });
});
