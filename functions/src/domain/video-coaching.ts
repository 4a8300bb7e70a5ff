import { type CoachingResult, LIMITS, MEDIA_LIMITS } from '@briefs/shared';
import { configuredCoachModel } from '../coaching/configured-model.ts';
import { AppError } from '../lib/app-error.ts';
import { configuredTranscriber } from '../media/configured-transcriber.ts';
import { TranscriptionError } from '../media/transcriber.ts';
import type { MediaJobRecord } from '../repositories/job-repository.ts';
import type { Runtime } from '../runtime.ts';
import { coachAfterCharge } from './coaching.ts';
import { type SafetyStop, screenForSafety } from './safety-gate.ts';
import { refundToken } from './token-pools.ts';

/**
 * The coach-mode video job: sound out of the video → transcript → safety gate → tip and one-line
 * summary. The token taken when the video was accepted is given back on a crisis, a check-in or
 * any failure (coachAfterCharge does so for its own part). A crisis never stays in the queue: its
 * video is deleted and no coach request can be made from it.
 */
export async function runVideoJob(runtime: Runtime, job: MediaJobRecord): Promise<CoachingResult | SafetyStop> {
  const background = job.fields?.background ?? '';
  let transcript: string;
  try {
    const { text } = await configuredTranscriber(runtime).transcribe({
      key: job.mediaKey,
      maxSeconds: MEDIA_LIMITS.videoTranscribeSeconds,
      refuseLonger: false,
    });
    transcript = text.slice(0, LIMITS.transcriptMaxChars);
  } catch (error) {
    await giveBack(runtime, job);
    // No sound, unreadable sound or silence: the spec's AUDIO_UNSUPPORTED answer.
    throw error instanceof TranscriptionError ? new AppError('AUDIO_UNSUPPORTED') : error;
  }
  const stop = await screenForSafety([transcript, background], {
    transcript,
    confirmedSafe: job.fields?.confirmedSafe,
    where: 'upload-video',
  });
  if (stop) {
    await giveBack(runtime, job);
    // A check-in keeps the video so "I'm safe, keep going" can submit it again; a crisis does not.
    if ('crisis' in stop) await runtime.media.delete(job.mediaKey);
    return stop;
  }
  const result = await coachAfterCharge(
    runtime,
    configuredCoachModel(runtime.config),
    job.userId,
    { transcript, background, pool: 'coach' },
    'upload-video',
  );
  if ('crisis' in result) await runtime.media.delete(job.mediaKey);
  return result;
}

async function giveBack(runtime: Runtime, job: MediaJobRecord): Promise<void> {
  if (job.chargedPool) await refundToken(runtime, job.userId, job.chargedPool);
}
