import type { CoachingResult, CoachRequestVideoFields } from '@briefs/shared';
import { AppError } from '../lib/app-error.ts';
import { newId } from '../lib/ids.ts';
import { ContainerError, checkVideoFile } from '../media/container.ts';
import type { Runtime } from '../runtime.ts';
import { createCoachRequest } from './coach-requests.ts';

/**
 * POST /api/coach-requests, video variant: after a coach-mode video was coached, the person sends
 * it on to the coaches. The video is the one that job coached (`jobId`, the usual way: large files
 * never pass through the API) or, for a small file, the form's own `video` part, checked by its
 * bytes. It moves out of tmp/ into the request's private folder, removed with the request.
 */
export async function createVideoCoachRequest(
  runtime: Runtime,
  userId: string,
  fields: CoachRequestVideoFields,
  file: Buffer | null,
) {
  const { jobId, ...body } = fields;
  if (jobId) {
    const job = await runtime.repos.jobs.get(userId, jobId, runtime.now());
    const coached = job?.kind === 'coach-video' && job.status === 'done' ? (job.result as CoachingResult) : null;
    // Only the video that was coached for this very submission (never a crisis or another's upload).
    if (!job || coached?.requestId !== body.requestId) throw new AppError('NOT_FOUND');
    return createCoachRequest(runtime, userId, body, { from: job.mediaKey });
  }
  if (!file) throw new AppError('VALIDATION_FAILED', {}, 'Please choose a video first.');
  try {
    await checkVideoFile(file.length, async (start, end) => file.subarray(start, end));
  } catch (error) {
    if (!(error instanceof ContainerError)) throw error;
    throw new AppError(error.reason === 'not-media' ? 'MEDIA_UNSUPPORTED' : 'AUDIO_UNSUPPORTED');
  }
  const from = `tmp/video/${userId}/${newId()}`;
  await runtime.media.put(from, file, 'application/octet-stream');
  try {
    return await createCoachRequest(runtime, userId, body, { from });
  } finally {
    // Moved on success; on a refusal (crisis, check-in, conflict) nothing of it stays.
    await runtime.media.delete(from);
  }
}
