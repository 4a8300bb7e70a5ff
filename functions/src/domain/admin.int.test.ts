import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { COACH_REGISTER_MESSAGES } from '@briefs/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, testTable, uniqueEmail } from '../../../infra/local/test-support/api.ts';
import {
  adminToken,
  newestEmailTo,
  seedAccount,
  TEST_PASSWORD,
  temporaryPasswordIn,
  testRuntime,
} from '../../../infra/local/test-support/seed.ts';
import { waitlistIdFor } from '../repositories/waitlist-repository.ts';

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const as = (path: string, init: { method?: string; body?: unknown } = {}) => api(path, { ...init, token: admin });

async function allAccounts() {
  const items = [];
  let cursor: string | null = null;
  do {
    const page = await as(`/api/admin/users?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.status).toBe(200);
    items.push(...page.body.items);
    cursor = page.body.nextCursor;
  } while (cursor);
  return items;
}

describe('admin: waitlist', () => {
  it('converts an entry into one account even when asked five times at once, and emails a temporary password', async () => {
    const email = uniqueEmail('convert');
    await api('/api/waitlist', { body: { email } });
    const id = waitlistIdFor(email);
    const listed = await as('/api/admin/waitlist');
    expect(listed.body.items.map((e: { _id: string }) => e._id)).toContain(id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => as('/api/admin/waitlist/convert', { body: { ids: [id] } })),
    );
    expect(answers.flatMap((a) => a.body.created).map((c: { email: string }) => c.email)).toEqual([email]);
    expect((await allAccounts()).filter((a) => a.email === email)).toHaveLength(1);
    expect((await as('/api/admin/waitlist')).body.items.map((e: { _id: string }) => e._id)).not.toContain(id);
    const temporary = temporaryPasswordIn(newestEmailTo(email));
    const login = await api('/api/auth/login', { body: { email, password: temporary } });
    expect(login.body).toMatchObject({ role: 'user', mustChangePassword: true });
    expect((await api('/api/waitlist', { body: { email } })).body.status).toBe('already_user');
  });

  it('removes entries and counts only those that existed', async () => {
    const emails = [uniqueEmail('rm'), uniqueEmail('rm')];
    for (const email of emails) await api('/api/waitlist', { body: { email } });
    const ids = emails.map(waitlistIdFor);
    expect((await as('/api/admin/waitlist/delete', { body: { ids: [...ids, 'never-existed-1'] } })).body).toEqual({
      deleted: 2,
    });
    expect((await as('/api/admin/waitlist/delete', { body: { ids } })).body).toEqual({ deleted: 0 });
    expect((await as('/api/admin/waitlist/delete', { body: { ids: [] } })).status).toBe(400);
  });
});

describe('admin: accounts', () => {
  it('lists users and coaches page by page, never admins', async () => {
    const user = await seedAccount('user');
    const coach = await seedAccount('coach', { status: 'pending', specialties: ['sport', 'exams'] });
    const accounts = await allAccounts();
    expect(accounts.find((a) => a._id === user.id)).toMatchObject({
      role: 'user',
      briefMonthlyLimit: 30,
      briefTokensRemaining: 30,
      coachMonthlyLimit: 5,
    });
    expect(accounts.find((a) => a._id === coach.id)).toMatchObject({
      role: 'coach',
      status: 'pending',
      specialties: ['sport', 'exams'],
      cvUrl: null,
    });
    expect(accounts.some((a) => a.email === 'admin@example.com')).toBe(false);
    expect(new Set(accounts.map((a) => a._id)).size).toBe(accounts.length);
  });

  it('edits a user, keeps emails unique and refuses invalid counts', async () => {
    const user = await seedAccount('user');
    const other = await seedAccount('user');
    const newEmail = uniqueEmail('renamed');
    const edit = {
      name: 'Renamed',
      email: newEmail,
      briefMonthlyLimit: 40,
      briefTokensRemaining: 10,
      coachMonthlyLimit: 3,
      coachTokensRemaining: 3,
    };
    expect((await as(`/api/admin/users/${user.id}`, { method: 'PUT', body: edit })).status).toBe(200);
    expect((await api('/api/auth/login', { body: { email: newEmail, password: TEST_PASSWORD } })).status).toBe(200);
    expect((await api('/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(401);
    const clash = await as(`/api/admin/users/${user.id}`, { method: 'PUT', body: { ...edit, email: other.email } });
    expect([clash.status, clash.body.code]).toEqual([409, 'CONFLICT']);
    for (const bad of [
      { briefMonthlyLimit: -1 },
      { briefMonthlyLimit: 2.5 },
      { briefMonthlyLimit: 5, briefTokensRemaining: 6 },
    ]) {
      expect((await as(`/api/admin/users/${user.id}`, { method: 'PUT', body: { ...edit, ...bad } })).status).toBe(400);
    }
    const stored = await testRuntime().repos.accounts.get(user.id);
    expect(stored).toMatchObject({
      name: 'Renamed',
      email: newEmail,
      briefMonthlyLimit: 40,
      briefTokensRemaining: 10,
      coachMonthlyLimit: 3,
    });
  });

  it('deletes a person with everything under them, but never the admin themself', async () => {
    const user = await seedAccount('user');
    const { db, name } = testTable();
    await db.send(
      new (await import('@aws-sdk/lib-dynamodb')).PutCommand({
        TableName: name,
        Item: { pk: `USER#${user.id}`, sk: 'REQ#1', transcript: 'x' },
      }),
    );
    await testRuntime().media.put(`users/${user.id}/note.webm`, Buffer.from('x'), 'audio/webm');
    expect((await as(`/api/admin/users/${user.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(
      (await db.send(new GetCommand({ TableName: name, Key: { pk: `USER#${user.id}`, sk: 'REQ#1' } }))).Item,
    ).toBeUndefined();
    expect(
      (await db.send(new GetCommand({ TableName: name, Key: { pk: `EMAIL#${user.email}`, sk: 'CLAIM' } }))).Item,
    ).toBeUndefined();
    expect(await testRuntime().media.deletePrefix(`users/${user.id}/`)).toBe(0);
    const self = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()).sub;
    expect((await as(`/api/admin/users/${self}`, { method: 'DELETE' })).status).toBe(403);
  });
});

describe('admin: coaches', () => {
  it('approves a pending coach once and emails a temporary password', async () => {
    const coach = await seedAccount('coach', { status: 'pending' });
    expect(
      (await as(`/api/admin/coaches/${coach.id}/status`, { method: 'PUT', body: { status: 'approved' } })).status,
    ).toBe(200);
    expect(
      (await as(`/api/admin/coaches/${coach.id}/status`, { method: 'PUT', body: { status: 'rejected' } })).status,
    ).toBe(409);
    const temporary = temporaryPasswordIn(newestEmailTo(coach.email));
    expect((await api('/api/auth/login', { body: { email: coach.email, password: temporary } })).body).toMatchObject({
      role: 'coach',
      mustChangePassword: true,
    });
  });

  it('rejects a pending coach, who then cannot sign in', async () => {
    const coach = await seedAccount('coach', { status: 'pending' });
    expect(
      (await as(`/api/admin/coaches/${coach.id}/status`, { method: 'PUT', body: { status: 'rejected' } })).status,
    ).toBe(200);
    expect(
      (await api('/api/auth/login', { body: { email: coach.email, password: TEST_PASSWORD } })).body,
    ).toMatchObject({
      code: 'COACH_NOT_APPROVED',
      error: COACH_REGISTER_MESSAGES.rejectedSignIn,
    });
    expect(
      (await as(`/api/admin/coaches/${coach.id}/status`, { method: 'PUT', body: { status: 'pending' } })).status,
    ).toBe(400);
  });
});

describe('weekly brief', () => {
  it('is set by the admin and read by members', async () => {
    const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    expect((await as('/api/admin/weekly-brief', { method: 'PUT', body: { videoUrl: url } })).status).toBe(200);
    expect((await as('/api/admin/weekly-brief')).body).toEqual({ videoUrl: url });
    const user = await seedAccount('user');
    expect((await api('/api/weekly-brief', { token: user.token })).body).toEqual({ videoUrl: url });
    expect(
      (await as('/api/admin/weekly-brief', { method: 'PUT', body: { videoUrl: 'javascript:alert(1)' } })).status,
    ).toBe(400);
  });
});
