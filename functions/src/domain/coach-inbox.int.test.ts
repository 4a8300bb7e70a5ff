import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COACH_DASHBOARD_MESSAGES } from '@briefs/shared';
import { describe, expect, it } from 'vitest';
import { api } from '../../../infra/local/test-support/api.ts';
import {
  COACH_CONTACT as CONTACT,
  openCoachRequest,
  replyToCoachRequest as reply,
} from '../../../infra/local/test-support/coach-requests.ts';
import { makeSpeechVideo } from '../../../infra/local/test-support/media.ts';
import { bucketKeys, presignedUpload } from '../../../infra/local/test-support/media-api.ts';
import { newestEmailTo, seedAccount, testRuntime } from '../../../infra/local/test-support/seed.ts';

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

describe('PUT /api/coach-requests/{id}/response', () => {
  const REPLY_WORDS = 'Slow your breathing before the serve and pick one target';
  const dir = join(tmpdir(), 'briefs-coach-reply-media');

  it('keeps exactly one of two replies sent at once, takes the request off every list, and the person gets it with a transcript', async () => {
    const video = readFileSync(makeSpeechVideo(dir, 'reply', REPLY_WORDS));
    const person = await seedAccount('user');
    const [coachA, coachB] = [await seedAccount('coach'), await seedAccount('coach')];
    const id = await openCoachRequest(person.token, 'My serve falls apart at deuce.');
    const answers = await Promise.all([reply(coachA.token, id, video), reply(coachB.token, id, video)]);
    expect(answers.map((a) => a.status).sort()).toEqual([204, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error).toBe(COACH_DASHBOARD_MESSAGES.alreadyAnswered);
    for (const coach of [coachA, coachB]) {
      const listed = await api('/api/coach-requests', { token: coach.token });
      expect(listed.body.map((r: { _id: string }) => r._id)).not.toContain(id);
    }
    expect((await reply(coachA.token, id, video)).status).toBe(409);

    const mail = newestEmailTo(person.email) ?? '';
    expect(mail).toContain('Subject: Your coach replied');
    expect(mail).toContain('/app');
    const history = await api('/api/requests', { token: person.token });
    const item = history.body.items[0];
    expect(item.coach.status).toBe('answered');
    expect(item.coach.replyUrl).toMatch(/X-Amz-Expires=300/);
    const played = await fetch(item.coach.replyUrl);
    expect(Buffer.from(await played.arrayBuffer()).equals(video)).toBe(true);

    const stored = await testRuntime().repos.coachRequests.findById(id);
    await expect
      .poll(
        async () => (await testRuntime().repos.requests.get(person.id, stored?.requestId ?? ''))?.coachReplyTranscript,
        {
          timeout: 60_000,
          interval: 1000,
        },
      )
      .toMatch(/breathing|serve|target/);
  }, 150_000);

  it('refuses a reply that is not a video, an unknown request, and a user token', async () => {
    const person = await seedAccount('user');
    const coach = await seedAccount('coach');
    const id = await openCoachRequest(person.token, 'I rush every putt on the last hole.');
    const notVideo = await reply(coach.token, id, Buffer.from('<html>not a video</html>'));
    expect(notVideo.status).toBe(415);
    const listed = await api('/api/coach-requests', { token: coach.token });
    expect(listed.body.map((r: { _id: string }) => r._id)).toContain(id);
    expect((await reply(coach.token, 'unknown-request-id', Buffer.from('x'))).status).toBe(404);
    expect((await reply(person.token, id, Buffer.from('x'))).status).toBe(403);
  });

  it('takes a larger reply by presigned upload, only from the coach who uploaded it, and keeps no upload behind', async () => {
    const file = makeSpeechVideo(dir, 'reply-presigned', REPLY_WORDS);
    const person = await seedAccount('user');
    const [coach, other] = [await seedAccount('coach'), await seedAccount('coach')];
    const id = await openCoachRequest(person.token, 'My legs go heavy at the start line.');
    const uploadKey = await presignedUpload(coach.token, file);
    expect(
      (await api(`/api/coach-requests/${id}/response`, { token: other.token, method: 'PUT', body: { uploadKey } }))
        .status,
    ).toBe(404);
    const sent = await api(`/api/coach-requests/${id}/response`, {
      token: coach.token,
      method: 'PUT',
      body: { uploadKey },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(204);
    expect(await bucketKeys(`tmp/video/${coach.id}/`)).toEqual([]);
    const item = (await api('/api/requests', { token: person.token })).body.items[0];
    const played = await fetch(item.coach.replyUrl);
    expect(Buffer.from(await played.arrayBuffer()).equals(readFileSync(file))).toBe(true);
  });
});
