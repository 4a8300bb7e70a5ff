import { MEDIA_LIMITS, type UploadVideoFields, type VideoUploadSlot, type VideoUploadSlotBody } from '@briefs/shared';
import { AppError } from '../lib/app-error.ts';
import { newId } from '../lib/ids.ts';
import { ContainerError, checkVideoFile } from '../media/container.ts';
import { configuredJobQueue } from '../media/job-queue.ts';
import type { Runtime } from '../runtime.ts';
import { startJob } from './media-jobs.ts';
import { chargeToken, refundToken } from './token-pools.ts';

const UPLOAD_URL_SECONDS = 900;
/** Where a caller's uploads wait: people's coach-mode videos and coaches' replies alike. */
export const videoUploadPrefix = (userId: string) => `tmp/video/${userId}/`;

/**
 * Step one of a large upload: a presigned PUT for exactly this many bytes, to a private key the
 * server names under tmp/ (the lifecycle rule removes it if nothing follows). No record is
 * written and nothing is charged until the upload is submitted.
 */
export async function createVideoUploadSlot(
  runtime: Runtime,
  userId: string,
  body: VideoUploadSlotBody,
): Promise<VideoUploadSlot> {
  if (body.size > MEDIA_LIMITS.videoMaxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', { maxBytes: MEDIA_LIMITS.videoMaxBytes });
  const uploadKey = `${videoUploadPrefix(userId)}${newId()}`;
  const contentType = /^video\/[\w.+-]{1,40}$/.test(body.contentType) ? body.contentType : 'application/octet-stream';
  const uploadUrl = await runtime.media.presignPut(uploadKey, body.size, contentType, UPLOAD_URL_SECONDS);
  return { uploadKey, uploadUrl, headers: { 'Content-Type': contentType }, expiresInSeconds: UPLOAD_URL_SECONDS };
}

/**
 * POST /upload-video: the video arrives in the form (small files) or was put by presigned upload.
 * Its bytes are checked (size, container signature, an intact index with an audio track) before
 * one coach token is taken; then coaching runs as a job. Anything refused is deleted at once.
 */
export async function submitVideo(
  runtime: Runtime,
  userId: string,
  fields: UploadVideoFields,
  file: Buffer | null,
): Promise<{ jobId: string }> {
  const { uploadKey, ...form } = fields;
  let mediaKey: string;
  let jobId: string;
  if (file) {
    if (file.length > MEDIA_LIMITS.videoInlineMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
    jobId = newId();
    mediaKey = `${videoUploadPrefix(userId)}${jobId}`;
    await runtime.media.put(mediaKey, file, 'application/octet-stream');
  } else {
    if (!uploadKey) throw new AppError('VALIDATION_FAILED', {}, 'Please choose a video first.');
    if (!uploadKey.startsWith(videoUploadPrefix(userId))) throw new AppError('NOT_FOUND');
    mediaKey = uploadKey;
    jobId = uploadKey.slice(videoUploadPrefix(userId).length);
  }
  // An upload already submitted is never checked, charged or deleted again; only a check-in's
  // "I'm safe, keep going" runs its job once more.
  const previous = await runtime.repos.jobs.get(userId, jobId, runtime.now());
  if (previous) return resubmitAfterCheckIn(runtime, userId, jobId, form.confirmedSafe === true);
  try {
    await checkStoredVideo(runtime, mediaKey);
    await chargeToken(runtime, userId, 'coach');
  } catch (error) {
    await runtime.media.delete(mediaKey);
    throw error;
  }
  try {
    const fields = { ...form, confirmedSafe: form.confirmedSafe || undefined };
    return {
      jobId: await startJob(runtime, {
        id: jobId,
        userId,
        kind: 'coach-video',
        mediaKey,
        fields,
        chargedPool: 'coach',
      }),
    };
  } catch (error) {
    await refundToken(runtime, userId, 'coach');
    throw error;
  }
}

async function resubmitAfterCheckIn(runtime: Runtime, userId: string, jobId: string, confirmedSafe: boolean) {
  const conflict = new AppError('CONFLICT', {}, 'This upload was already submitted.');
  if (!confirmedSafe) throw conflict;
  await chargeToken(runtime, userId, 'coach');
  if (!(await runtime.repos.jobs.reopenConfirmedSafe(userId, jobId))) {
    await refundToken(runtime, userId, 'coach');
    throw conflict;
  }
  await configuredJobQueue(runtime.config).enqueue({ userId, jobId });
  return { jobId };
}

/** Size, container signature, an intact index and an audio track, read from the stored object. */
export async function checkStoredVideo(runtime: Runtime, key: string): Promise<void> {
  const size = await runtime.media.size(key);
  if (size === null) throw new AppError('NOT_FOUND', {}, 'The upload did not arrive. Please try again.');
  if (size > MEDIA_LIMITS.videoMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  if (size === 0) throw new AppError('MEDIA_UNSUPPORTED');
  try {
    await checkVideoFile(
      size,
      async (start, end) => (await runtime.media.get(key, [start, end - 1])) ?? Buffer.alloc(0),
    );
  } catch (error) {
    if (!(error instanceof ContainerError)) throw error;
    throw new AppError(error.reason === 'not-media' ? 'MEDIA_UNSUPPORTED' : 'AUDIO_UNSUPPORTED');
  }
}
