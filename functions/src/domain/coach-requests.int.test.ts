import { describe, expect, it } from 'vitest';
import { api } from '../../../infra/local/test-support/api.ts';
import { seedAccount, testRuntime } from '../../../infra/local/test-support/seed.ts';

const SITUATION = 'My dissertation defence is on Friday and I blank whenever I rehearse the methods section.';
const CHECK_IN_TEXT = 'I feel like disappearing for a bit after that loss';
const CONTACT = { name: 'Ana Rivera', email: 'ana@example.com', phone: '+1 555 014 2000', background: 'PhD student' };

async function coachSubmission(token: string, transcript = SITUATION) {
  const response = await api('/upload-text', { token, body: { transcript, isCoach: true, ...CONTACT } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.requestId as string;
}

describe('POST /api/coach-requests', () => {
  it('stores one open request for coaches, keyed to the person, for a charged coach-mode submission', async () => {
    const user = await seedAccount('user');
    const requestId = await coachSubmission(user.token);
    expect((await api('/api/usage', { token: user.token })).body).toMatchObject({ coach: 1, brief: 0 });

    const created = await api('/api/coach-requests', {
      token: user.token,
      body: { transcript: SITUATION, ...CONTACT, requestId },
    });
    expect(created.status).toBe(201);
    expect(Date.parse(created.body.openUntil) - Date.parse(created.body.createdAt)).toBe(24 * 3600_000);
    const stored = await testRuntime().repos.coachRequests.findById(created.body._id);
    expect(stored).toMatchObject({ userId: user.id, requestId, transcript: SITUATION, status: 'open', ...CONTACT });

    // Open requests are listed oldest first from the index (the coach's side reads them).
    const open = await testRuntime().repos.coachRequests.listOpen(undefined, 200);
    const times = open.items.map((item) => item.createdAt);
    expect([...times].sort()).toEqual(times);

    const again = await api('/api/coach-requests', {
      token: user.token,
      body: { transcript: SITUATION, ...CONTACT, requestId },
    });
    expect(again.status).toBe(200);
    expect(again.body._id).toBe(created.body._id);
    const history = await api('/api/requests', { token: user.token });
    expect(history.body.items[0].coach).toEqual({
      status: 'waiting',
      openUntil: created.body.openUntil,
      replyUrl: null,
      replyTranscript: null,
      watched: false,
    });
  });

  it("refuses another person's submission or a B.R.I.E.F.S one with 404; a bad phone with the server's text", async () => {
    const user = await seedAccount('user');
    const stranger = await seedAccount('user');
    const requestId = await coachSubmission(user.token);
    const body = { transcript: SITUATION, ...CONTACT, requestId };
    expect((await api('/api/coach-requests', { token: stranger.token, body })).status).toBe(404);
    const plain = await api('/upload-text', { token: user.token, body: { transcript: SITUATION } });
    expect(
      (await api('/api/coach-requests', { token: user.token, body: { ...body, requestId: plain.body.requestId } }))
        .status,
    ).toBe(404);
    const badPhone = await api('/api/coach-requests', { token: user.token, body: { ...body, phone: 'not a phone' } });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error).toBe('Please enter a valid phone number');
    const badUpload = await api('/upload-text', {
      token: user.token,
      body: { transcript: SITUATION, isCoach: true, ...CONTACT, phone: 'abc' },
    });
    expect(badUpload.status).toBe(400);
    expect(badUpload.body.error).toBe('Please enter a valid phone number');
    expect((await api('/api/usage', { token: user.token })).body.coach).toBe(1);
    expect((await api('/api/coach-requests', { token: user.token, body: { ...body, name: '' } })).status).toBe(400);
  });

  it('answers a crisis in the background with the crisis lines and stores nothing', async () => {
    const user = await seedAccount('user');
    const requestId = await coachSubmission(user.token);
    const response = await api('/api/coach-requests', {
      token: user.token,
      body: { transcript: SITUATION, ...CONTACT, background: 'I want to end my life after this defence.', requestId },
    });
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body.crisis)).toContain('988');
    expect((await api('/api/requests', { token: user.token })).body.items[0].coach).toBeNull();
  });

  it('asks the check-in again for a coach request, and "I\'m safe, keep going" sends it', async () => {
    const user = await seedAccount('user');
    const submitted = await api('/upload-text', {
      token: user.token,
      body: { transcript: CHECK_IN_TEXT, isCoach: true, ...CONTACT, confirmedSafe: true },
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.coachingTip).toBeDefined();
    const body = { transcript: CHECK_IN_TEXT, ...CONTACT, requestId: submitted.body.requestId };
    const asked = await api('/api/coach-requests', { token: user.token, body });
    expect(asked.status).toBe(200);
    expect(asked.body.checkIn).toBeDefined();
    expect((await api('/api/requests', { token: user.token })).body.items[0].coach).toBeNull();
    const sent = await api('/api/coach-requests', { token: user.token, body: { ...body, confirmedSafe: true } });
    expect(sent.status).toBe(201);
  });

  it('deleting the history request removes its coach request', async () => {
    const user = await seedAccount('user');
    const requestId = await coachSubmission(user.token);
    const created = await api('/api/coach-requests', {
      token: user.token,
      body: { transcript: SITUATION, ...CONTACT, requestId },
    });
    expect(created.status).toBe(201);
    expect((await api(`/api/requests/${requestId}`, { method: 'DELETE', token: user.token })).status).toBe(204);
    expect(await testRuntime().repos.coachRequests.findById(created.body._id)).toBeNull();
  });
});
