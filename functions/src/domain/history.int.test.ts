import { describe, expect, it } from 'vitest';
import { api } from '../../../infra/local/test-support/api.ts';
import { seedAccount, testRuntime } from '../../../infra/local/test-support/seed.ts';
import { requestMediaPrefix } from '../repositories/keys.ts';

const situations = [
  'My exam is tomorrow morning and I cannot stop going over the first question in my head.',
  'I snapped at my teammate during practice and now I feel awkward about training tomorrow.',
  'The presentation to the board is in an hour and my hands are shaking a little.',
];

async function submit(token: string, transcript: string, isCoach = false) {
  const response = await api('/upload-text', {
    token,
    body: { transcript, isCoach, ...(isCoach ? { name: 'Ana', email: 'ana@example.com' } : {}) },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.requestId as string;
}

describe('GET /api/requests', () => {
  it("lists only the caller's own requests, newest first, in pages; past the end is an empty page", async () => {
    const user = await seedAccount('user');
    const other = await seedAccount('user');
    const ids = [];
    for (const text of situations) ids.push(await submit(user.token, text));
    await submit(other.token, 'Someone else wrote about their driving test nerves this afternoon.');

    const first = await api('/api/requests?limit=2', { token: user.token });
    expect(first.status).toBe(200);
    expect(first.body.items.map((item: { _id: string }) => item._id)).toEqual([ids[2], ids[1]]);
    expect(first.body.items[0]).toMatchObject({
      transcript: situations[2],
      tip: expect.stringContaining('**B.R.I.E.F.S. Response:**'),
      createdAt: expect.any(String),
      shared: false,
      coach: null,
    });
    expect(first.body.nextCursor).toBe(ids[1]);

    const second = await api(`/api/requests?limit=2&cursor=${first.body.nextCursor}`, { token: user.token });
    expect(second.body.items.map((item: { _id: string }) => item._id)).toEqual([ids[0]]);
    expect(second.body.nextCursor).toBeNull();

    const past = await api(`/api/requests?cursor=${ids[0]}`, { token: user.token });
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ items: [], nextCursor: null });
  });

  it('refuses a bad limit or cursor with 400', async () => {
    const user = await seedAccount('user');
    expect((await api('/api/requests?limit=0', { token: user.token })).status).toBe(400);
    expect((await api('/api/requests?limit=500', { token: user.token })).status).toBe(400);
    expect((await api('/api/requests?cursor=%3Cscript%3E', { token: user.token })).status).toBe(400);
  });
});

describe('DELETE /api/requests/{id}', () => {
  it("deletes the caller's request with its community case and files; another person's id is 404 and changes nothing", async () => {
    const owner = await seedAccount('user');
    const stranger = await seedAccount('user');
    const id = await submit(owner.token, situations[0]!);
    expect((await api('/api/debrief', { token: owner.token, body: { requestId: id } })).status).toBe(200);
    const media = testRuntime().media;
    const fileKey = `${requestMediaPrefix(owner.id, id)}clip.webm`;
    await media.put(fileKey, Buffer.from('not really a video'), 'video/webm');

    const refused = await api(`/api/requests/${id}`, { method: 'DELETE', token: stranger.token });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('NOT_FOUND');
    expect((await api('/api/requests', { token: owner.token })).body.items).toHaveLength(1);
    expect(
      (await api('/api/debrief', { token: stranger.token })).body.items.map((c: { _id: string }) => c._id),
    ).toContain(id);

    const deleted = await api(`/api/requests/${id}`, { method: 'DELETE', token: owner.token });
    expect(deleted.status).toBe(204);
    expect((await api('/api/requests', { token: owner.token })).body.items).toEqual([]);
    expect(
      (await api('/api/debrief', { token: stranger.token })).body.items.map((c: { _id: string }) => c._id),
    ).not.toContain(id);
    expect(await media.deletePrefix(requestMediaPrefix(owner.id, id))).toBe(0);
    expect((await api(`/api/requests/${id}`, { method: 'DELETE', token: owner.token })).status).toBe(404);
  });
});

describe('PUT /api/auth/me from the dashboard', () => {
  it('saves name, phone and background; a phone that is not one gets the server text', async () => {
    const user = await seedAccount('user');
    const saved = await api('/api/auth/me', {
      method: 'PUT',
      token: user.token,
      body: {
        name: '<b>Ana</b>',
        email: 'other@example.com',
        phone: '+1 (555) 014-2000',
        background: 'Sprinter',
        role: 'admin',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: '<b>Ana</b>',
      email: user.email,
      phone: '+1 (555) 014-2000',
      background: 'Sprinter',
      role: 'user',
    });
    const bad = await api('/api/auth/me', { method: 'PUT', token: user.token, body: { phone: 'call me maybe' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Please enter a valid phone number' });
    expect((await api('/api/auth/me', { method: 'PUT', token: user.token, body: { phone: '12' } })).status).toBe(400);
    expect((await api('/api/auth/me', { token: user.token })).body.phone).toBe('+1 (555) 014-2000');
  });
});
