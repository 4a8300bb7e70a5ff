import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS, VENTOMETER_MESSAGES } from '@briefs/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../infra/local/test-support/api.ts';
import { ffmpeg, makeTestMedia, type TestMedia } from '../../../infra/local/test-support/media.ts';
import { bucketKeys, postFile } from '../../../infra/local/test-support/media-api.ts';
import { seedAccount, testRuntime } from '../../../infra/local/test-support/seed.ts';
import type { Runtime } from '../runtime.ts';
import { expireVentNotes, getVentSession } from './vent-notes.ts';

const TEXT = VENTOMETER_MESSAGES.errors;
const DIR = join(tmpdir(), 'briefs-test-media-vent');
let media: TestMedia;
let threeMinutes: string;
let crisisWav: string;
let checkInWav: string;

/** Words the safety gate asks about first (a check-in), spoken. */
const CHECK_IN_WORDS = 'I feel like disappearing for a bit after that loss';

beforeAll(() => {
  media = makeTestMedia(join(tmpdir(), 'briefs-test-media'));
  threeMinutes = join(DIR, 'three-minutes.webm');
  crisisWav = join(DIR, 'crisis.wav');
  checkInWav = join(DIR, 'check-in-for-a-bit.wav');
  if (!existsSync(threeMinutes)) {
    mkdirSync(DIR, { recursive: true });
    execFileSync('flite', ['-voice', 'slt', '-t', 'I want to kill myself tonight', '-o', crisisWav]);
    ffmpeg(['-stream_loop', '17', '-i', join(media.dir, 'tone.webm'), '-c', 'copy', threeMinutes]);
  }
  if (!existsSync(checkInWav)) execFileSync('flite', ['-voice', 'slt', '-t', CHECK_IN_WORDS, '-o', checkInWav]);
}, 120_000);

const upload = (token: string, file: string | Buffer, fields?: Record<string, string>) =>
  postFile('/api/vent/upload', token, 'audio', file, fields);
const current = async (token: string) => (await api('/api/vent', { token })).body.session;
const briefLeft = async (token: string) => (await api('/api/usage', { token })).body.briefTokensRemaining;

/** The same runtime with a clock moved forward: what the server sees `hours` from now. */
function later(hours: number): Runtime {
  const runtime = testRuntime();
  return { ...runtime, now: () => new Date(Date.now() + hours * 3600_000) };
}

describe('the Ventometer', { timeout: 120_000 }, () => {
  it('keeps one pending note for 24 hours behind a short presigned link, and a new one replaces it', async () => {
    const user = await seedAccount('user');
    expect(await current(user.token)).toBeNull();

    const first = await upload(user.token, media.speechWebm);
    expect(first.status).toBe(200);
    const session = first.body.session;
    expect(session.status).toBe('pending');
    const hours = (Date.parse(session.expireAt) - Date.parse(session.createdAt)) / 3600_000;
    expect(hours).toBe(LIMITS.ventPendingHours);
    expect(session.audioUrl).toContain('X-Amz-Expires=600');
    expect(session.coachingTip).toBeUndefined();
    expect((await fetch(session.audioUrl)).status).toBe(200);
    const firstKeys = await bucketKeys(`vent/${user.id}/`);
    expect(firstKeys).toHaveLength(1);

    const second = await upload(user.token, media.speechMp4);
    expect(second.status).toBe(200);
    const secondKeys = await bucketKeys(`vent/${user.id}/`);
    expect(secondKeys).toHaveLength(1);
    expect(secondKeys[0]).not.toBe(firstKeys[0]);
    expect((await current(user.token)).createdAt).toBe(second.body.session.createdAt);
  });

  it("'Still Feel This Way' coaches the note's own words once, for one B.R.I.E.F.S token", async () => {
    const user = await seedAccount('user');
    await upload(user.token, media.speechWav);
    const before = await briefLeft(user.token);

    const tip = await api('/api/vent/tip', { token: user.token, method: 'POST' });
    expect(tip.status).toBe(200);
    expect(tip.body.session.status).toBe('processed');
    expect(tip.body.session.coachingTip).toContain('**B.R.I.E.F.S. Response:**');
    expect(tip.body.session.coachingTip).toContain('**F.A.S. (Functional Actionable Skill):**');
    expect(tip.body.session.coachingTip.toLowerCase()).toMatch(/present|work|shak/);
    expect(tip.body.session.suggestedVideo.url).toMatch(/^https:\/\//);
    expect(await briefLeft(user.token)).toBe(before - 1);

    const again = await api('/api/vent/tip', { token: user.token, method: 'POST' });
    expect(again.body.session.coachingTip).toBe(tip.body.session.coachingTip);
    expect(await briefLeft(user.token)).toBe(before - 1);
    expect((await current(user.token)).status).toBe('processed');
  });

  it("'I'm Better Now' deletes the record and the audio; a second press answers that nothing was left", async () => {
    const user = await seedAccount('user');
    await upload(user.token, media.speechWebm);
    const first = await api('/api/vent/better', { token: user.token, method: 'POST' });
    expect(first).toEqual({ status: 200, body: { dismissed: true } });
    expect(await current(user.token)).toBeNull();
    expect(await bucketKeys(`vent/${user.id}/`)).toEqual([]);
    const second = await api('/api/vent/better', { token: user.token, method: 'POST' });
    expect(second).toEqual({ status: 200, body: { dismissed: false } });
    const tip = await api('/api/vent/tip', { token: user.token, method: 'POST' });
    expect(tip.status).toBe(404);
    expect(tip.body.error).toBe(TEXT.noSession);
  });

  it('nothing of a note remains after 24 hours (injected clock)', async () => {
    const user = await seedAccount('user');
    await upload(user.token, media.speechWebm);
    expect(await getVentSession(later(23.9), user.id)).not.toBeNull();
    // Past its 24 hours it is never returned, even before TTL or the clean-up removed it.
    expect(await getVentSession(later(24.01), user.id)).toBeNull();
    expect(await current(user.token)).toBeNull();
    expect(await bucketKeys(`vent/${user.id}/`)).toEqual([]);
    expect(await testRuntime().repos.vents.getStored(user.id)).toBeNull();
  });

  it('the hourly clean-up removes due notes and their audio, and leaves live ones', async () => {
    const due = await seedAccount('user');
    const live = await seedAccount('user');
    await upload(due.token, media.speechWebm);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await upload(live.token, media.speechWebm);
    const liveCreated = Date.parse((await current(live.token)).createdAt);
    // A clock just past the first note's 24 hours and before the second's.
    const runtime = { ...testRuntime(), now: () => new Date(liveCreated + 24 * 3600_000 - 500) };
    expect(await expireVentNotes(runtime)).toBeGreaterThanOrEqual(1);
    expect(await testRuntime().repos.vents.getStored(due.id)).toBeNull();
    expect(await bucketKeys(`vent/${due.id}/`)).toEqual([]);
    expect(await current(live.token)).not.toBeNull();
    expect(await bucketKeys(`vent/${live.id}/`)).toHaveLength(1);
  });

  it('a spoken crisis gets the crisis answer at once and nothing is held', async () => {
    const user = await seedAccount('user');
    const before = await briefLeft(user.token);
    const response = await upload(user.token, crisisWav, { confirmedSafe: 'true' });
    expect(response.status).toBe(200);
    expect(response.body.crisis.resources.map((r: { id: string }) => r.id)).toContain('lifeline');
    expect(response.body.session).toBeUndefined();
    expect(await current(user.token)).toBeNull();
    expect(await bucketKeys(`vent/${user.id}/`)).toEqual([]);
    expect(await briefLeft(user.token)).toBe(before);
  });

  let badInputUser: Awaited<ReturnType<typeof seedAccount>> | undefined;
  it.each([
    ['not audio', () => Buffer.from('These are my notes, not a recording.\n'), 415, TEXT.notAudio],
    ['empty', () => Buffer.alloc(0), 422, TEXT.empty],
    ['three minutes long', () => threeMinutes, 413, TEXT.tooLong],
    ['silent', () => media.silenceWebm, 422, TEXT.empty],
  ])('a file that is %s gets a clear error and nothing is stored', async (_name, file, status, message) => {
    badInputUser ??= await seedAccount('user');
    const user = badInputUser;
    const response = await upload(user.token, file());
    expect(response.status).toBe(status);
    expect(response.body.error).toBe(message);
    expect(await current(user.token)).toBeNull();
    expect(await bucketKeys(`vent/${user.id}/`)).toEqual([]);
  });

  it("another person's note is unreachable: their calls only ever see their own", async () => {
    const owner = await seedAccount('user');
    const other = await seedAccount('user');
    await upload(owner.token, media.speechWebm);
    expect(await current(other.token)).toBeNull();
    expect((await api('/api/vent/tip', { token: other.token, method: 'POST' })).status).toBe(404);
    expect((await api('/api/vent/better', { token: other.token, method: 'POST' })).body).toEqual({ dismissed: false });
    expect(await current(owner.token)).not.toBeNull();
    const coach = await seedAccount('coach');
    expect((await api('/api/vent', { token: coach.token })).status).toBe(403);
  });

  it('a possible risk asks first: nothing is kept until the person says they are safe', async () => {
    const user = await seedAccount('user');
    const asked = await upload(user.token, checkInWav);
    expect(asked.status).toBe(200);
    expect(asked.body.checkIn.canContinue).toBe(true);
    expect(await current(user.token)).toBeNull();
    expect(await bucketKeys(`vent/${user.id}/`)).toEqual([]);
    const kept = await upload(user.token, checkInWav, { confirmedSafe: 'true' });
    expect(kept.body.session.status).toBe('pending');
  });
});
