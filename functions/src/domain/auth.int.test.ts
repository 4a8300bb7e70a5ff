import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { AUTH_MESSAGES } from '@briefs/shared';
import { describe, expect, it } from 'vitest';
import { api, testTable, uniqueEmail, viaCloudFront } from '../../../infra/local/test-support/api.ts';
import {
  adminToken,
  newestEmailTo,
  seedAccount,
  TEST_PASSWORD,
  temporaryPasswordIn,
} from '../../../infra/local/test-support/seed.ts';

const login = (email: string, password: string, headers?: Record<string, string>) =>
  api('/api/auth/login', { body: { email, password }, headers });
const readAccount = async (id: string) =>
  (await testTable().db.send(new GetCommand({ TableName: testTable().name, Key: { pk: `USER#${id}`, sk: 'PROFILE' } })))
    .Item;

describe('sign-in', () => {
  it('signs a user in and /api/auth/me answers their profile', async () => {
    const user = await seedAccount('user');
    const response = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ role: 'user', mustChangePassword: false });
    const me = await api('/api/auth/me', { token: response.body.token });
    expect(me.body).toMatchObject({ email: user.email, role: 'user', name: 'Test user', phone: '', background: '' });
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const user = await seedAccount('user');
    const wrong = await login(user.email, 'Wrong#Pass123');
    const unknown = await login(uniqueEmail('ghost'), 'Wrong#Pass123');
    expect(wrong).toEqual({ status: 401, body: { error: 'Login failed', code: 'INVALID_CREDENTIALS' } });
    expect(unknown).toEqual(wrong);
  });

  it('keeps members and admins apart', async () => {
    const user = await seedAccount('user');
    expect((await api('/api/auth/admin-login', { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(
      401,
    );
    expect((await login('admin@example.com', 'Admin#Pass1234')).status).toBe(401);
    const pending = await seedAccount('coach', { status: 'pending' });
    expect(pending.token).toBe('');
  });

  it('blocks an account after 10 failures in 15 minutes from one address', async () => {
    const user = await seedAccount('user');
    const headers = viaCloudFront();
    for (let i = 0; i < 10; i++) {
      expect((await login(user.email, `Wrong#Pass${i}x`, headers)).status).toBe(401);
    }
    const blocked = await login(user.email, TEST_PASSWORD, headers);
    expect(blocked).toEqual({
      status: 429,
      body: { error: AUTH_MESSAGES.tooManyAttempts, code: 'RATE_LIMITED', retryAfterSeconds: 900 },
    });
  }, 120_000);
});

describe('profile', () => {
  it('changes only name, phone and background, whatever the body carries', async () => {
    const user = await seedAccount('user');
    const other = await seedAccount('user');
    const response = await api('/api/auth/me', {
      method: 'PUT',
      token: user.token,
      body: {
        name: 'Ana Runner',
        phone: '+1 555 0100',
        background: 'Marathoner',
        email: 'new@example.com',
        role: 'admin',
        briefTokensRemaining: 999,
        id: other.id,
        tokenVersion: 0,
      },
    });
    expect(response.status).toBe(200);
    const stored = await readAccount(user.id);
    expect(stored).toMatchObject({
      name: 'Ana Runner',
      phone: '+1 555 0100',
      background: 'Marathoner',
      email: user.email,
      role: 'user',
      briefTokensRemaining: 30,
      tokenVersion: 1,
    });
    expect((await readAccount(other.id))?.name).toBe('Test user');
  });

  it('lets a coach change name and phone but not background', async () => {
    const coach = await seedAccount('coach');
    await api('/api/auth/me', {
      method: 'PUT',
      token: coach.token,
      body: { name: 'Coach Kim', phone: '+1 555 0100', background: 'x' },
    });
    expect(await readAccount(coach.id)).toMatchObject({ name: 'Coach Kim', phone: '+1 555 0100', background: '' });
  });
});

describe('passwords', () => {
  it('changes the password with the rule enforced, ends earlier tokens and returns a fresh one', async () => {
    const user = await seedAccount('user');
    const weak = await api('/api/auth/change-password', {
      method: 'PUT',
      token: user.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'weakpass' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe(
      'Password must be at least 8 characters long, include uppercase, lowercase, a number, and a special character.',
    );
    const wrongCurrent = await api('/api/auth/change-password', {
      method: 'PUT',
      token: user.token,
      body: { currentPassword: 'Nope#1234', newPassword: 'Brand#New2025' },
    });
    expect(wrongCurrent.body.code).toBe('WRONG_PASSWORD');
    const changed = await api('/api/auth/change-password', {
      method: 'PUT',
      token: user.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Brand#New2025' },
    });
    expect(changed.status).toBe(200);
    expect((await api('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await api('/api/auth/me', { token: changed.body.token })).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.email, 'Brand#New2025')).status).toBe(200);
  });

  it('resets by email: same answer for anyone, old password works until the temporary one is used', async () => {
    const user = await seedAccount('user');
    const ghost = await api('/api/auth/forgot-password', { body: { email: uniqueEmail('ghost') } });
    const real = await api('/api/auth/forgot-password', { body: { email: user.email } });
    expect(real).toEqual(ghost);
    expect(real.body).toEqual({ message: AUTH_MESSAGES.resetSuccess });
    const temporary = temporaryPasswordIn(newestEmailTo(user.email));
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    const withTemporary = await login(user.email, temporary);
    expect(withTemporary.body).toMatchObject({ role: 'user', mustChangePassword: true });
    expect((await api('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    const me = await api('/api/auth/me', { token: withTemporary.body.token });
    expect(me.body.mustChangePassword).toBe(true);
    const changed = await api('/api/auth/change-password', {
      method: 'PUT',
      token: withTemporary.body.token,
      body: { currentPassword: temporary, newPassword: 'Mine#Again2025' },
    });
    expect(changed.status).toBe(200);
    expect((await api('/api/auth/me', { token: changed.body.token })).body.mustChangePassword).toBe(false);
  });

  it('limits reset requests per account', async () => {
    const user = await seedAccount('user');
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await api('/api/auth/forgot-password', { body: { email: user.email } })).status);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('limits reset requests per address, whichever emails they name', async () => {
    const headers = viaCloudFront();
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await api('/api/auth/forgot-password', { headers, body: { email: uniqueEmail('probe') } })).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('ends a token when the account is deleted', async () => {
    const user = await seedAccount('user');
    const admin = await adminToken();
    expect((await api(`/api/admin/users/${user.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await api('/api/auth/me', { token: user.token })).status).toBe(401);
  });
});
