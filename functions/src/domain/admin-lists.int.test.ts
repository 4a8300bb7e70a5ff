import { beforeAll, describe, expect, it } from 'vitest';
import { api, uniqueEmail } from '../../../infra/local/test-support/api.ts';
import { adminToken, seedAccount } from '../../../infra/local/test-support/seed.ts';

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const as = (path: string, init: { method?: string; body?: unknown } = {}) => api(path, { ...init, token: admin });
const ids = (body: { items: Array<{ _id: string }> }) => body.items.map((item) => item._id);

describe('admin lists: one page at a time, per role, searchable by email or name word', () => {
  it('pages through one role without repeats, never mixing in the other role', async () => {
    await Promise.all([seedAccount('user'), seedAccount('user'), seedAccount('user'), seedAccount('coach')]);
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await as(`/api/admin/users?role=user&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      for (const item of page.body.items) {
        expect(item.role).toBe('user');
        expect(seen.has(item._id)).toBe(false);
        seen.add(item._id);
      }
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 5);
    expect(seen.size).toBeGreaterThanOrEqual(3);
    const coaches = await as('/api/admin/users?role=coach&limit=200');
    expect(coaches.body.items.every((item: { role: string }) => item.role === 'coach')).toBe(true);
  });

  it('finds an account by an email prefix or any word of its name, case-insensitively, within its role', async () => {
    const marker = `zq${Date.now().toString(36)}`;
    const user = await seedAccount('user', { name: `Imani ${marker}son Okafor` });
    const coach = await seedAccount('coach', { name: `Coach ${marker}son` });

    const byWord = await as(`/api/admin/users?role=user&q=${marker.toUpperCase()}`);
    expect(byWord.status).toBe(200);
    expect(ids(byWord.body)).toEqual([user.id]);
    const byEmail = await as(`/api/admin/users?role=user&q=${encodeURIComponent(user.email.slice(0, 18))}`);
    expect(ids(byEmail.body)).toContain(user.id);
    expect(ids((await as(`/api/admin/users?role=coach&q=${marker}`)).body)).toEqual([coach.id]);
    expect((await as(`/api/admin/users?role=user&q=${marker}nobody`)).body.items).toEqual([]);

    // A renamed account is found by its new name only; a deleted one not at all.
    const renamed = `Renamed${marker}`;
    const edit = { name: `Imani ${renamed}`, email: user.email };
    expect((await as(`/api/admin/users/${user.id}`, { method: 'PUT', body: edit })).status).toBe(200);
    expect(ids((await as(`/api/admin/users?role=user&q=${marker}son`)).body)).toEqual([]);
    expect(ids((await as(`/api/admin/users?role=user&q=${renamed.toLowerCase()}`)).body)).toEqual([user.id]);
    const newEmail = uniqueEmail(`moved${marker}`);
    await as(`/api/admin/users/${user.id}`, { method: 'PUT', body: { ...edit, email: newEmail } });
    expect(ids((await as(`/api/admin/users?role=user&q=moved${marker}`)).body)).toEqual([user.id]);
    expect((await as(`/api/admin/users/${user.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(ids((await as(`/api/admin/users?role=user&q=${renamed.toLowerCase()}`)).body)).toEqual([]);
  });

  it('lists an account matching by two name words and its email once, across pages too', async () => {
    const marker = `dq${Date.now().toString(36)}`;
    const twice = await seedAccount('user', { name: `${marker}a ${marker}b`, email: `${marker}c@example.com` });
    const other = await seedAccount('user', { name: `${marker}d`, email: `${marker}e@example.com` });
    const all = await as(`/api/admin/users?role=user&q=${marker}`);
    expect(ids(all.body).sort()).toEqual([twice.id, other.id].sort());
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await as(`/api/admin/users?role=user&q=${marker}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...ids(page.body));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual([twice.id, other.id].sort());
  });

  it('searches the waitlist by email prefix and pages it', async () => {
    const marker = `wq${Date.now().toString(36)}`;
    const emails = [1, 2, 3].map((n) => `${marker}-${n}@example.com`);
    for (const email of emails) expect((await api('/api/waitlist', { body: { email } })).status).toBe(200);
    const found = await as(`/api/admin/waitlist?q=${marker.toUpperCase()}`);
    expect(found.status).toBe(200);
    expect(found.body.items.map((e: { email: string }) => e.email)).toEqual(emails);
    const first = await as(`/api/admin/waitlist?q=${marker}&limit=2`);
    expect(first.body.items).toHaveLength(2);
    const second = await as(`/api/admin/waitlist?q=${marker}&limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((e: { email: string }) => e.email)).toEqual([emails[2]]);
  });

  it('refuses unknown roles and overlong searches', async () => {
    expect((await as('/api/admin/users?role=admin')).status).toBe(400);
    expect((await as(`/api/admin/users?role=user&q=${'a'.repeat(101)}`)).status).toBe(400);
  });
});
