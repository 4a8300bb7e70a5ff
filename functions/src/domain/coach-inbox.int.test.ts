import { describe, expect, it } from 'vitest';
import { api } from '../../../infra/local/test-support/api.ts';
import { seedAccount } from '../../../infra/local/test-support/seed.ts';

const CONTACT = {
  name: 'Priya Nair',
  email: 'priya@example.com',
  phone: '+1 555 014 2222',
  background: 'Tennis, club level',
};

/** A person's coach-mode submission sent on to coaches, as the dashboard does it. */
export async function openCoachRequest(token: string, transcript: string): Promise<string> {
  const submitted = await api('/upload-text', { token, body: { transcript, isCoach: true, ...CONTACT } });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const created = await api('/api/coach-requests', {
    token,
    body: { transcript, ...CONTACT, requestId: submitted.body.requestId },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body._id;
}

describe('GET /api/coach-requests', () => {
  it('lists open requests oldest first with only what the person chose to send', async () => {
    const person = await seedAccount('user');
    const coach = await seedAccount('coach');
    const first = await openCoachRequest(person.token, 'I tighten up on the second serve whenever the score is close.');
    const second = await openCoachRequest(person.token, 'Before finals I lie awake replaying every mistake.');
    const listed = await api('/api/coach-requests', { token: coach.token });
    expect(listed.status).toBe(200);
    const ids = listed.body.map((r: { _id: string }) => r._id);
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const times = listed.body.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort()).toEqual(times);
    const mine = listed.body.find((r: { _id: string }) => r._id === first);
    expect(mine).toEqual({
      _id: first,
      name: CONTACT.name,
      background: CONTACT.background,
      transcript: 'I tighten up on the second serve whenever the score is close.',
      videoUrl: null,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(listed.body)).not.toContain(CONTACT.email);
    expect(JSON.stringify(listed.body)).not.toContain(person.id);
  });

  it("refuses a user's token (403) and no token (401)", async () => {
    const person = await seedAccount('user');
    expect((await api('/api/coach-requests', { token: person.token })).status).toBe(403);
    expect((await api('/api/coach-requests')).status).toBe(401);
  });
});
