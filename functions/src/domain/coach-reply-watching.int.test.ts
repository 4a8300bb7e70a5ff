import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { api } from '../../../infra/local/test-support/api.ts';
import { replyToCoachRequest, submitToCoach } from '../../../infra/local/test-support/coach-requests.ts';
import { makeSpeechVideo, makeTestMedia } from '../../../infra/local/test-support/media.ts';
import { seedAccount } from '../../../infra/local/test-support/seed.ts';

const unwatched = async (token: string) => (await api('/api/coach-replies/unwatched', { token })).body.items;
const historyItem = async (token: string, id: string) =>
  (await api('/api/requests', { token })).body.items.find((item: { _id: string }) => item._id === id);
const watch = (token: string, id: string) => api(`/api/requests/${id}/reply-watched`, { token, method: 'POST' });

describe('a coach reply on the person side', () => {
  it('is listed as unwatched with its transcript in History until the person watches it, once', async () => {
    const video = readFileSync(
      makeSpeechVideo(join(tmpdir(), 'briefs-coach-reply-media'), 'watch', 'Breathe out slowly before you speak'),
    );
    const person = await seedAccount('user');
    const stranger = await seedAccount('user');
    const coach = await seedAccount('coach');
    const answered = await submitToCoach(person.token, 'I freeze when my manager asks for numbers.');
    const waiting = await submitToCoach(person.token, 'Group calls make my voice shake.');
    expect(await unwatched(person.token)).toEqual([]);
    expect((await replyToCoachRequest(coach.token, answered.coachRequestId, video)).status).toBe(204);
    const { requestId } = answered;
    expect(await unwatched(person.token)).toEqual([{ requestId, repliedAt: expect.any(String) }]);
    expect(await unwatched(stranger.token)).toEqual([]);
    await expect
      .poll(async () => (await historyItem(person.token, requestId)).coach.replyTranscript, {
        timeout: 90_000,
        interval: 1000,
      })
      .toMatch(/breathe|slowly|speak/);
    expect((await historyItem(person.token, requestId)).coach.watched).toBe(false);

    expect((await watch(stranger.token, requestId)).status).toBe(404);
    expect((await watch(person.token, waiting.requestId)).status).toBe(404);
    expect(await unwatched(person.token)).toHaveLength(1);

    expect((await watch(person.token, requestId)).status).toBe(204);
    expect(await unwatched(person.token)).toEqual([]);
    expect((await historyItem(person.token, requestId)).coach.watched).toBe(true);
    expect((await watch(person.token, requestId)).status).toBe(204);
  }, 150_000);

  it('a reply without words gets an empty transcript, so History stops waiting for one', async () => {
    const silent = readFileSync(makeTestMedia(join(tmpdir(), 'briefs-test-media')).videoSilentMp4);
    const person = await seedAccount('user');
    const coach = await seedAccount('coach');
    const asked = await submitToCoach(person.token, 'My hands go cold before every audition.');
    expect((await replyToCoachRequest(coach.token, asked.coachRequestId, silent)).status).toBe(204);
    await expect
      .poll(async () => (await historyItem(person.token, asked.requestId)).coach.replyTranscript, {
        timeout: 90_000,
        interval: 1000,
      })
      .toBe('');
  }, 150_000);
});
