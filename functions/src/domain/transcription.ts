import { MEDIA_LIMITS, MEDIA_MESSAGES, type TranscribeAudioResult } from '@briefs/shared';
import { AppError } from '../lib/app-error.ts';
import { newId } from '../lib/ids.ts';
import { configuredTranscriber } from '../media/configured-transcriber.ts';
import { sniffContainer } from '../media/container.ts';
import { TranscriptionError } from '../media/transcriber.ts';
import type { MediaJobRecord } from '../repositories/job-repository.ts';
import type { Runtime } from '../runtime.ts';
import { awaitJob, jobError, startJob } from './media-jobs.ts';
import { screenForSafety } from './safety-gate.ts';

/** Long enough for an offline voice note, short of API Gateway's 29 seconds. */
const ANSWER_WITHIN_MS = 20_000;

/**
 * POST /transcribe-audio: checks the bytes, stores them privately under a server-made name in
 * tmp/, and transcribes as a job. The transcript comes back at once when ready within the budget
 * (always, offline); otherwise 202 with the job id to poll.
 */
export async function transcribeAudio(
  runtime: Runtime,
  userId: string,
  audio: Buffer,
): Promise<{ status: 200; body: TranscribeAudioResult } | { status: 202; body: { jobId: string } }> {
  if (audio.length > MEDIA_LIMITS.audioMaxBytes) throw new AppError('AUDIO_TOO_LONG');
  if (audio.length === 0) throw new AppError('AUDIO_EMPTY');
  if (!sniffContainer(audio.subarray(0, 64)))
    throw new AppError('MEDIA_UNSUPPORTED', {}, MEDIA_MESSAGES.audioUnreadable);
  const mediaKey = `tmp/audio/${userId}/${newId()}`;
  await runtime.media.put(mediaKey, audio, 'application/octet-stream');
  const jobId = await startJob(runtime, { userId, kind: 'transcribe-audio', mediaKey });
  const view = await awaitJob(runtime, userId, jobId, ANSWER_WITHIN_MS);
  if (!view) return { status: 202, body: { jobId } };
  if (view.status === 'failed') throw jobError(view);
  return { status: 200, body: view.result as TranscribeAudioResult };
}

/**
 * The job: transcribe at most 60 seconds, screen the raw words (a crisis spoken aloud gets the
 * crisis lines even if the person edits the text afterwards), and remove the recording.
 */
export async function runTranscriptionJob(runtime: Runtime, job: MediaJobRecord): Promise<TranscribeAudioResult> {
  try {
    const { text } = await configuredTranscriber(runtime).transcribe({
      key: job.mediaKey,
      maxSeconds: MEDIA_LIMITS.audioMaxSeconds,
      refuseLonger: true,
    });
    const transcript = text.slice(0, 5000);
    // A check-in is asked now too; what is finally submitted is screened again.
    const stop = await screenForSafety([transcript], { transcript, where: 'transcribe-audio' });
    return stop ? { ...stop, transcript } : { transcript };
  } catch (error) {
    throw voiceNoteError(error);
  } finally {
    await runtime.media.delete(job.mediaKey);
  }
}

function voiceNoteError(error: unknown): unknown {
  if (!(error instanceof TranscriptionError)) return error;
  if (error.reason === 'silent') return new AppError('AUDIO_EMPTY');
  if (error.reason === 'too-long') return new AppError('AUDIO_TOO_LONG');
  return new AppError('MEDIA_UNSUPPORTED', {}, MEDIA_MESSAGES.audioUnreadable);
}
