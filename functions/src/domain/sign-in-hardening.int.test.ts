import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AUTH_MESSAGES, LIMITS } from '@briefs/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  api,
  randomAddress,
  stackInfo,
  testTable,
  uniqueEmail,
  viaCloudFront,
} from '../../../infra/local/test-support/api.ts';
import { TEST_ADMIN } from '../../../infra/local/test-support/fixtures.ts';
import {
  newestEmailTo,
  seedAccount,
  TEST_PASSWORD,
  temporaryPasswordIn,
} from '../../../infra/local/test-support/seed.ts';
import { FORGOT_PASSWORD_MIN_MS } from './auth.ts';
import { SIGN_IN_FAILURES, SIGN_IN_PER_ADDRESS } from './sign-in-limits.ts';

// Password hashing is deliberately slow, and these tests hash a few dozen times.
vi.setConfig({ testTimeout: 300_000 });

const signIn = (path: string, email: string, password: string, address: string) =>
  api(path, { body: { email, password }, headers: viaCloudFront(address) });
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/**
 * The limits are sliding windows over fixed buckets: a burst that straddles a bucket's end can see
 * the previous bucket before its last hits land, and slip a check or two more (docs/security.md).
 * The exact-count assertions below are about a burst inside one bucket, so start clear of an edge.
 */
async function clearOfWindowEdge(windowSeconds: number, marginSeconds = 30): Promise<void> {
  const intoWindow = (Date.now() / 1000) % windowSeconds;
  const untilEdge = windowSeconds - intoWindow;
  if (untilEdge < marginSeconds) await new Promise((resolve) => setTimeout(resolve, (untilEdge + 1) * 1000));
}

describe('sign-in limits', () => {
  it('checks no more than the limit of a parallel burst of guesses at one account', async () => {
    const user = await seedAccount('user');
    await clearOfWindowEdge(SIGN_IN_FAILURES.windowSeconds);
    const address = randomAddress();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn('/api/auth/login', user.email, `Wrong#Guess${i}x`, address)),
    );
    const statuses = burst.map((r) => r.status);
    console.log(`sign-in burst: 40 parallel guesses, ${count(statuses, 401)} checked, ${count(statuses, 429)} refused`);
    expect(count(statuses, 401)).toBe(SIGN_IN_FAILURES.limit);
    expect(count(statuses, 429)).toBe(40 - SIGN_IN_FAILURES.limit);
    expect(burst.find((r) => r.status === 429)?.body.error).toBe(AUTH_MESSAGES.tooManyAttempts);
    // The right password from that address is refused too; from another address it works.
    expect((await signIn('/api/auth/login', user.email, TEST_PASSWORD, address)).status).toBe(429);
    expect((await signIn('/api/auth/login', user.email, TEST_PASSWORD, randomAddress())).status).toBe(200);
  });

  it('cuts off a flood of sign-ins from one address before hashing them', async () => {
    const address = randomAddress();
    await clearOfWindowEdge(SIGN_IN_PER_ADDRESS.windowSeconds, 60); // the flood hashes for up to ~45 s on a busy machine
    const flood = await Promise.all(
      Array.from({ length: SIGN_IN_PER_ADDRESS.limit + 5 }, () =>
        signIn('/api/auth/login', uniqueEmail('ghost'), 'Wrong#Guess1x', address),
      ),
    );
    expect(
      count(
        flood.map((r) => r.status),
        401,
      ),
    ).toBe(SIGN_IN_PER_ADDRESS.limit);
    expect(
      count(
        flood.map((r) => r.status),
        429,
      ),
    ).toBe(5);
  });

  it('cannot be used to lock the admin out: member sign-ins and other addresses keep their own counts', async () => {
    const attacker = randomAddress();
    for (const path of ['/api/auth/login', '/api/auth/admin-login']) {
      await Promise.all(
        Array.from({ length: 12 }, (_, i) => signIn(path, TEST_ADMIN.email, `Wrong#Guess${i}x`, attacker)),
      );
    }
    expect((await signIn('/api/auth/admin-login', TEST_ADMIN.email, TEST_ADMIN.password, attacker)).status).toBe(429);
    const admin = await signIn('/api/auth/admin-login', TEST_ADMIN.email, TEST_ADMIN.password, randomAddress());
    expect(admin.status).toBe(200);
  });

  it('limits guesses at the current password on Change Password', async () => {
    const user = await seedAccount('user');
    const change = (currentPassword: string) =>
      api('/api/auth/change-password', {
        method: 'PUT',
        token: user.token,
        body: { currentPassword, newPassword: 'River&Lantern9' },
      });
    const guesses = [];
    for (let i = 0; i < 6; i++) guesses.push((await change(`Wrong#Guess${i}x`)).status);
    expect(guesses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await change(TEST_PASSWORD)).body).toMatchObject({
      code: 'RATE_LIMITED',
      error: AUTH_MESSAGES.tooManyPasswordAttempts,
    });
  });
});

describe('the client address', () => {
  it('is never taken from a header the client sets without the origin secret', async () => {
    const answers = [];
    for (let i = 0; i < LIMITS.waitlistSignupsPerMinutePerAddress + 1; i++) {
      const response = await fetch(`${stackInfo().url}/api/waitlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${randomAddress()}:443` },
        body: JSON.stringify({ email: uniqueEmail('spoof') }),
      });
      answers.push(response.status);
    }
    expect(answers.at(-1)).toBe(429);
  });
});

describe('forgot password', () => {
  it('answers an unknown email no sooner than a known one', async () => {
    const user = await seedAccount('user');
    const timed = async (email: string) => {
      const started = performance.now();
      await api('/api/auth/forgot-password', { body: { email } });
      return performance.now() - started;
    };
    expect(await timed(uniqueEmail('ghost'))).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 20);
    expect(await timed(user.email)).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 20);
  });
});

async function convertedUser(): Promise<{ email: string; temporary: string; id: string }> {
  const email = uniqueEmail('temp');
  await api('/api/waitlist', { body: { email } });
  const admin = await signIn('/api/auth/admin-login', TEST_ADMIN.email, TEST_ADMIN.password, randomAddress());
  const listed = await api('/api/admin/waitlist?limit=100', { token: admin.body.token });
  const entry = listed.body.items.find((e: { email: string }) => e.email === email);
  const converted = await api('/api/admin/waitlist/convert', { token: admin.body.token, body: { ids: [entry._id] } });
  const mail = newestEmailTo(email);
  expect(mail).toContain(`within ${LIMITS.newAccountTemporaryPasswordHours} hours`);
  return { email, temporary: temporaryPasswordIn(mail), id: converted.body.created[0]._id };
}

describe('temporary passwords', () => {
  it('open a session that serves only "who am I" and Change Password until the person chooses a password', async () => {
    const { email, temporary } = await convertedUser();
    const session = await api('/api/auth/login', { body: { email, password: temporary } });
    expect(session.body.mustChangePassword).toBe(true);
    const token = session.body.token;
    expect((await api('/api/auth/me', { token })).status).toBe(200);
    for (const [path, method, body] of [
      ['/api/usage', 'GET', undefined],
      ['/api/weekly-brief', 'GET', undefined],
      ['/api/auth/me', 'PUT', { name: 'X' }],
      ['/upload-text', 'POST', { transcript: 'A hard day at work.' }],
    ] as const) {
      const answer = await api(path, { method, token, body });
      expect(answer.status, path).toBe(403);
      expect(answer.body).toEqual({ code: 'PASSWORD_CHANGE_REQUIRED', error: AUTH_MESSAGES.passwordChangeRequired });
    }
    const common = await api('/api/auth/change-password', {
      method: 'PUT',
      token,
      body: { currentPassword: temporary, newPassword: 'Password1!' },
    });
    expect(common.status).toBe(400);
    expect(common.body.error).toBe(AUTH_MESSAGES.commonPassword);
    const changed = await api('/api/auth/change-password', {
      method: 'PUT',
      token,
      body: { currentPassword: temporary, newPassword: 'River&Lantern9' },
    });
    expect(changed.status).toBe(200);
    expect((await api('/api/usage', { token: changed.body.token })).status).toBe(200);
  });

  it('expire: the emailed password and the session it opened stop working', async () => {
    const { email, temporary, id } = await convertedUser();
    const session = await api('/api/auth/login', { body: { email, password: temporary } });
    expect((await api('/api/auth/me', { token: session.body.token })).status).toBe(200);
    const table = testTable();
    await table.db.send(
      new UpdateCommand({
        TableName: table.name,
        Key: { pk: `USER#${id}`, sk: 'PROFILE' },
        UpdateExpression: 'SET passwordExpiresAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    expect((await api('/api/auth/me', { token: session.body.token })).status).toBe(401);
    const again = await api('/api/auth/login', { body: { email, password: temporary } });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ code: 'TEMPORARY_PASSWORD_EXPIRED', error: AUTH_MESSAGES.temporaryExpired });
    const stored = await table.db.send(
      new GetCommand({ TableName: table.name, Key: { pk: `USER#${id}`, sk: 'PROFILE' } }),
    );
    expect(stored.Item?.mustChangePassword).toBe(true);
  });
});
