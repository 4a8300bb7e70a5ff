import { readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ERROR_CATALOGUE, MEDIA_LIMITS } from '@briefs/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, testTable } from '../../../infra/local/test-support/api.ts';
import {
  makeSpeechVideo,
  makeTestMedia,
  TEST_SPEECH,
  type TestMedia,
} from '../../../infra/local/test-support/media.ts';
import {
  bucketKeys,
  postFile,
  presignedUpload,
  transcribe,
  waitForJob,
} from '../../../infra/local/test-support/media-api.ts';
import { seedAccount } from '../../../infra/local/test-support/seed.ts';

let media: TestMedia;
let crisisVideo: string;
let checkInVideo: string;
beforeAll(() => {
  media = makeTestMedia(join(tmpdir(), 'briefs-test-media'));
  crisisVideo = makeSpeechVideo(join(tmpdir(), 'briefs-test-media-extra'), 'crisis', 'I want to kill myself tonight');
  checkInVideo = makeSpeechVideo(
    join(tmpdir(), 'briefs-test-media-extra'),
    'check-in-for-a-bit',
    'I feel like disappearing for a bit after that loss',
  );
}, 120_000);

const FORM = { name: 'Ana Test', email: 'ana@example.com', phone: '', background: 'Project lead' };
const usage = async (token: string) => (await api('/api/usage', { token })).body;

// Media work is CPU-bound: on a shared, loaded machine a job takes far longer than on a quiet one.
describe('POST /transcribe-audio', { timeout: 120_000 }, () => {
  it('answers the words of a webm/opus recording and keeps nothing', async () => {
    const user = await seedAccount('user');
    const response = await transcribe(user.token, media.speechWebm);
    expect(response.status).toBe(200);
    for (const word of TEST_SPEECH.keyWords) expect(response.body.transcript).toContain(word);
    expect(response.body.crisis).toBeUndefined();
    expect(await bucketKeys(`tmp/audio/${user.id}/`)).toEqual([]);
    expect((await usage(user.token)).brief).toBe(0);
  });

  it('refuses silence, a 10-minute recording, a text file named .webm, an empty and an oversized file', async () => {
    const user = await seedAccount('user');
    const silent = await transcribe(user.token, media.silenceWebm);
    expect(silent).toMatchObject({
      status: 422,
      body: { code: 'AUDIO_EMPTY', error: ERROR_CATALOGUE.AUDIO_EMPTY.message },
    });
    const long = await transcribe(user.token, media.longWebm);
    expect(long).toMatchObject({ status: 413, body: { code: 'AUDIO_TOO_LONG' } });
    const text = await transcribe(user.token, media.textAsWebm);
    expect(text).toMatchObject({ status: 415, body: { code: 'MEDIA_UNSUPPORTED' } });
    const empty = await transcribe(user.token, Buffer.alloc(0));
    expect(empty).toMatchObject({ status: 422, body: { code: 'AUDIO_EMPTY' } });
    const huge = await transcribe(user.token, Buffer.alloc(MEDIA_LIMITS.audioMaxBytes + 1));
    expect(huge).toMatchObject({ status: 413, body: { code: 'AUDIO_TOO_LONG' } });
    expect(await bucketKeys(`tmp/audio/${user.id}/`)).toEqual([]);
  });

  it('gives the crisis lines when the spoken words read as a crisis', async () => {
    const user = await seedAccount('user');
    const response = await transcribe(user.token, crisisVideo);
    expect(response.status).toBe(200);
    expect(response.body.crisis?.resources?.length).toBeGreaterThan(0);
  });
});

describe('POST /upload-video (coach mode)', { timeout: 120_000 }, () => {
  it('small video in the multipart form: a job that ends in the tip, transcript, video and summary; one coach token', async () => {
    const user = await seedAccount('user');
    const accepted = await postFile('/upload-video', user.token, 'video', media.videoMp4, FORM);
    expect(accepted.status).toBe(202);
    const job = await waitForJob(user.token, accepted.body.jobId);
    expect(job.status).toBe('done');
    expect(job.result.coachingTip).toContain('**B.R.I.E.F.S. Response:**');
    expect(job.result.summary).toEqual(expect.any(String));
    expect(job.result.suggestedVideo.url).toMatch(/^https:\/\//);
    for (const word of TEST_SPEECH.keyWords) expect(job.result.transcript).toContain(word);
    expect(await usage(user.token)).toMatchObject({ coach: 1, brief: 0 });
    expect(await bucketKeys(`tmp/video/${user.id}/`)).toEqual([`tmp/video/${user.id}/${accepted.body.jobId}`]);
  });

  it('after coaching, the video reaches a stored coach request (multipart form naming the job)', async () => {
    const user = await seedAccount('user');
    const accepted = await postFile('/upload-video', user.token, 'video', media.videoMp4, FORM);
    const job = await waitForJob(user.token, accepted.body.jobId);
    const fields = { ...FORM, requestId: job.result.requestId, jobId: accepted.body.jobId };
    const other = await seedAccount('user');
    expect((await postFile('/api/coach-requests', other.token, 'video', null, fields)).status).toBe(404);
    const sent = await postFile('/api/coach-requests', user.token, 'video', null, fields);
    expect(sent.status).toBe(201);
    const { db, name } = testTable();
    const stored = await db.send(
      new QueryCommand({
        TableName: name,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :req)',
        ExpressionAttributeValues: { ':pk': `USER#${user.id}`, ':req': 'COACHREQ#' },
      }),
    );
    const videoKey = `users/${user.id}/coach-requests/${sent.body._id}/video`;
    expect(stored.Items).toEqual([
      expect.objectContaining({ name: FORM.name, background: FORM.background, videoKey, status: 'open' }),
    ]);
    for (const word of TEST_SPEECH.keyWords) expect(stored.Items?.[0]?.transcript).toContain(word);
    expect(await bucketKeys(`users/${user.id}/coach-requests/`)).toEqual([videoKey]);
    expect(await bucketKeys(`tmp/video/${user.id}/`)).toEqual([]);
    // Sent twice (a retry): the same request, nothing new.
    const again = await postFile('/api/coach-requests', user.token, 'video', null, fields);
    expect(again.body._id).toBe(sent.body._id);
  });

  it('large video by presigned upload; the slot alone leaves no record and no charge', async () => {
    const user = await seedAccount('user');
    const size = statSync(media.videoWebm).size;
    const slot = await api('/api/uploads/video', { token: user.token, body: { size, contentType: 'video/webm' } });
    expect(slot.status).toBe(201);
    expect(slot.body.uploadKey).toMatch(new RegExp(`^tmp/video/${user.id}/`));
    const abandoned = await api('/api/uploads/video', { token: user.token, body: { size, contentType: 'video/webm' } });
    const put = await fetch(slot.body.uploadUrl, {
      method: 'PUT',
      headers: slot.body.headers,
      body: readFileSync(media.videoWebm),
    });
    expect(put.status).toBe(200);
    const accepted = await api('/upload-video', {
      token: user.token,
      body: { ...FORM, uploadKey: slot.body.uploadKey },
    });
    expect(accepted.status).toBe(202);
    expect((await waitForJob(user.token, accepted.body.jobId)).status).toBe('done');
    expect((await usage(user.token)).coach).toBe(1);
    // The abandoned slot: no job, no object (nothing was put), no charge.
    const jobId = abandoned.body.uploadKey.split('/').at(-1);
    expect((await api(`/api/jobs/${jobId}`, { token: user.token })).status).toBe(404);
    const again = await api('/upload-video', { token: user.token, body: { ...FORM, uploadKey: slot.body.uploadKey } });
    expect(again.status).toBe(409);
    expect((await usage(user.token)).coach).toBe(1);
  });

  it('refuses no audio track, a cut-off mp4 and a text file named .webm at once, charging nothing and keeping nothing', async () => {
    const user = await seedAccount('user');
    const noAudio = await postFile('/upload-video', user.token, 'video', media.videoNoAudioMp4, FORM);
    expect(noAudio).toMatchObject({
      status: 422,
      body: { code: 'AUDIO_UNSUPPORTED', error: ERROR_CATALOGUE.AUDIO_UNSUPPORTED.message },
    });
    const truncated = await postFile('/upload-video', user.token, 'video', media.truncatedMp4, FORM);
    expect(truncated).toMatchObject({ status: 422, body: { code: 'AUDIO_UNSUPPORTED' } });
    const text = await postFile('/upload-video', user.token, 'video', media.textAsWebm, FORM);
    expect(text).toMatchObject({ status: 415, body: { code: 'MEDIA_UNSUPPORTED' } });
    expect((await usage(user.token)).coach).toBe(0);
    expect(await bucketKeys(`tmp/video/${user.id}/`)).toEqual([]);
  });

  it('a video whose sound is silent fails its job with AUDIO_UNSUPPORTED and gives the token back', async () => {
    const user = await seedAccount('user');
    const accepted = await postFile('/upload-video', user.token, 'video', media.videoSilentMp4, FORM);
    expect(accepted.status).toBe(202);
    const job = await waitForJob(user.token, accepted.body.jobId);
    expect(job).toMatchObject({
      status: 'failed',
      code: 'AUDIO_UNSUPPORTED',
      error: ERROR_CATALOGUE.AUDIO_UNSUPPORTED.message,
    });
    expect((await usage(user.token)).coach).toBe(0);
    expect(await bucketKeys(`tmp/video/${user.id}/`)).toEqual([]);
  });

  it('over the size limit: 413 with the spec text, before any upload', async () => {
    const user = await seedAccount('user');
    const slot = await api('/api/uploads/video', { token: user.token, body: { size: MEDIA_LIMITS.videoMaxBytes + 1 } });
    expect(slot).toMatchObject({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', error: 'That file is too large. Please upload a smaller video.' },
    });
    const inline = await postFile(
      '/upload-video',
      user.token,
      'video',
      Buffer.alloc(MEDIA_LIMITS.videoInlineMaxBytes + 1),
      FORM,
    );
    expect(inline).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('a spoken crisis gets the crisis answer, no charge, and its video is not kept', async () => {
    const user = await seedAccount('user');
    const accepted = await postFile('/upload-video', user.token, 'video', crisisVideo, FORM);
    const job = await waitForJob(user.token, accepted.body.jobId);
    expect(job.status).toBe('done');
    expect(job.result.crisis.resources.length).toBeGreaterThan(0);
    expect(job.result.coachingTip).toBeUndefined();
    expect((await usage(user.token)).coach).toBe(0);
    expect(await bucketKeys(`tmp/video/${user.id}/`)).toEqual([]);
  });

  it('a possible risk asks first and charges nothing; "I\'m safe, keep going" runs the same video again', async () => {
    const user = await seedAccount('user');
    const uploadKey = await presignedUpload(user.token, checkInVideo);
    const accepted = await api('/upload-video', { token: user.token, body: { ...FORM, uploadKey } });
    const asked = await waitForJob(user.token, accepted.body.jobId);
    expect(asked.result.checkIn.resources.length).toBeGreaterThan(0);
    expect((await usage(user.token)).coach).toBe(0);
    const again = await api('/upload-video', { token: user.token, body: { ...FORM, uploadKey, confirmedSafe: true } });
    expect(again).toMatchObject({ status: 202, body: { jobId: accepted.body.jobId } });
    const coached = await waitForJob(user.token, accepted.body.jobId);
    expect(coached.result.coachingTip).toContain('**B.R.I.E.F.S. Response:**');
    expect((await usage(user.token)).coach).toBe(1);
    // Answered once: the finished job cannot be run a third time.
    expect(
      (await api('/upload-video', { token: user.token, body: { ...FORM, uploadKey, confirmedSafe: true } })).status,
    ).toBe(409);
  });

  it('two uploads at once for the last token: one is accepted, the other is refused and removed', async () => {
    const user = await seedAccount('user', { coachTokensRemaining: 1 });
    const [a, b] = await Promise.all([
      postFile('/upload-video', user.token, 'video', media.videoMp4, FORM),
      postFile('/upload-video', user.token, 'video', media.videoMp4, FORM),
    ]);
    expect([a.status, b.status].sort()).toEqual([202, 429]);
    const accepted = a.status === 202 ? a : b;
    await waitForJob(user.token, accepted.body.jobId);
    expect(await bucketKeys(`tmp/video/${user.id}/`)).toEqual([`tmp/video/${user.id}/${accepted.body.jobId}`]);
  });

  it("keeps each person's jobs and uploads to themselves", async () => {
    const owner = await seedAccount('user');
    const other = await seedAccount('user');
    const accepted = await postFile('/upload-video', owner.token, 'video', media.videoMp4, FORM);
    expect((await api(`/api/jobs/${accepted.body.jobId}`, { token: other.token })).status).toBe(404);
    const slot = await api('/api/uploads/video', { token: owner.token, body: { size: 1000 } });
    const stolen = await api('/upload-video', {
      token: other.token,
      body: { ...FORM, uploadKey: slot.body.uploadKey },
    });
    expect(stolen.status).toBe(404);
    await waitForJob(owner.token, accepted.body.jobId);
  });
});
