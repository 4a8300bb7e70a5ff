import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { API_ROUTES, LIMITS } from '@briefs/shared';
import { describe, expect, it } from 'vitest';
import { api, testTable, uniqueEmail } from './test-support/api.ts';
import { CANARY_FIELD, fuzzRoutes } from './test-support/fuzz.ts';
import { adminToken, newestEmailTo, seedAccount, temporaryPasswordIn } from './test-support/seed.ts';

/**
 * Fuzzes every route of the route table on the real local stack. `npm test` runs a bounded
 * number per route (FUZZ_RUNS, default 6, under a minute on an idle machine); `npm run fuzz`
 * runs many more. Checks: no 5xx, no connection reset, no internal text in any answer, and
 * afterwards no item in the table carries a field no schema allows or a privilege a body asked for.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

async function temporarySessionToken(admin: string): Promise<string> {
  const email = uniqueEmail('fuzz-temp');
  await api('/api/waitlist', { body: { email } });
  const listed = await api('/api/admin/waitlist?limit=100', { token: admin });
  const entry = listed.body.items.find((e: { email: string }) => e.email === email);
  await api('/api/admin/waitlist/convert', { token: admin, body: { ids: [entry._id] } });
  const login = await api('/api/auth/login', { body: { email, password: temporaryPasswordIn(newestEmailTo(email)) } });
  return login.body.token;
}

describe('fuzzing every route', () => {
  it('never answers 5xx, never resets, never shows internals, never writes an unknown field', async () => {
    const user = await seedAccount('user');
    const coach = await seedAccount('coach');
    const admin = await adminToken();
    const callers = [
      { name: 'anonymous' },
      { name: 'user', token: user.token },
      { name: 'coach', token: coach.token },
      { name: 'admin', token: admin },
      { name: 'temporary', token: await temporarySessionToken(admin) },
    ];
    const stats = await fuzzRoutes(callers, RUNS, SEED);
    console.log(
      `fuzz: ${stats.requests} requests over ${API_ROUTES.length} routes, ${stats.serverErrors} 5xx, ${stats.resets} resets, ${stats.findings.length} findings`,
    );
    expect(stats.findings.slice(0, 5)).toEqual([]);

    const table = testTable();
    const items = (await table.db.send(new ScanCommand({ TableName: table.name }))).Items ?? [];
    expect(items.filter((item) => CANARY_FIELD in item)).toEqual([]);
    const fuzzedUser = items.find((item) => item.pk === `USER#${user.id}` && item.sk === 'PROFILE');
    expect(fuzzedUser?.role).toBe('user');
    expect(fuzzedUser?.tokenVersion).not.toBe(999);
    expect(fuzzedUser?.briefTokensRemaining).toBeLessThanOrEqual(LIMITS.defaultBriefMonthlyLimit);
  }, 600_000);
});
