import { COACH_DASHBOARD_MESSAGES, MEDIA_LIMITS, type TranscribeAudioResult } from '@briefs/shared';
import { AppError } from '../lib/app-error.ts';
import { newId } from '../lib/ids.ts';
import { log } from '../lib/log.ts';
import { configuredTranscriber } from '../media/configured-transcriber.ts';
import { type Transcription, TranscriptionError } from '../media/transcriber.ts';
import type { CoachRequestRecord } from '../repositories/coach-request-repository.ts';
import type { MediaJobRecord } from '../repositories/job-repository.ts';
import { coachRequestMediaPrefix } from '../repositories/keys.ts';
import type { Runtime } from '../runtime.ts';
import { coachReplyEmail } from './emails.ts';
import { startJob } from './media-jobs.ts';
import { checkStoredVideo, videoUploadPrefix } from './video-submissions.ts';

const MAX_TRANSCRIPT_CHARS = 5000;

/** The reply: a small file in the spec's multipart form, or a presigned upload named by its key. */
export interface ReplyUpload {
  file: Buffer | null;
  uploadKey?: string;
}

/**
 * PUT /api/coach-requests/{id}/response. The video is checked by its bytes after it arrives, moved
 * under the person's request (so deleting the request deletes it), and recorded once: of two
 * coaches answering together one wins and the other gets 409, with nothing of theirs kept. Then the
 * reply is transcribed as a job and the person is emailed.
 */
export async function respondToCoachRequest(
  runtime: Runtime,
  coachId: string,
  requestId: string,
  upload: ReplyUpload,
): Promise<void> {
  const record = await runtime.repos.coachRequests.findById(requestId);
  if (!record) throw new AppError('NOT_FOUND', {}, COACH_DASHBOARD_MESSAGES.notFound);
  if (record.status !== 'open') throw new AppError('CONFLICT', {}, COACH_DASHBOARD_MESSAGES.alreadyAnswered);
  const uploaded = await receive(runtime, coachId, upload);
  const replyKey = `${coachRequestMediaPrefix(record.userId, record.id)}reply-${newId()}`;
  try {
    await checkStoredVideo(runtime, uploaded);
    await runtime.media.copy(uploaded, replyKey);
  } finally {
    await runtime.media.delete(uploaded);
  }
  const answeredAt = runtime.now().toISOString();
  if (!(await runtime.repos.coachReplies.answer(record, { coachId, replyKey, answeredAt }))) {
    await runtime.media.delete(replyKey);
    throw new AppError('CONFLICT', {}, COACH_DASHBOARD_MESSAGES.alreadyAnswered);
  }
  await startJob(runtime, {
    userId: record.userId,
    kind: 'coach-reply',
    mediaKey: replyKey,
    coachRequestId: record.id,
  });
  await tellThePerson(runtime, record);
}

async function receive(runtime: Runtime, coachId: string, upload: ReplyUpload): Promise<string> {
  if (upload.file) {
    if (upload.file.length > MEDIA_LIMITS.videoInlineMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
    const key = `${videoUploadPrefix(coachId)}${newId()}`;
    await runtime.media.put(key, upload.file, 'application/octet-stream');
    return key;
  }
  if (!upload.uploadKey) throw new AppError('VALIDATION_FAILED', {}, 'Please choose a video first.');
  if (!upload.uploadKey.startsWith(videoUploadPrefix(coachId))) throw new AppError('NOT_FOUND');
  return upload.uploadKey;
}

/** "Your coach replied", to the account's address; the reply stands even if the email fails. */
async function tellThePerson(runtime: Runtime, record: CoachRequestRecord): Promise<void> {
  try {
    const account = await runtime.repos.accounts.get(record.userId);
    if (!account) return;
    await runtime.mailer.send(coachReplyEmail(account.email, record.name, `${runtime.config.APP_URL}/app`));
  } catch (error) {
    log.error('coach reply email failed', { coachRequestId: record.id, err: String(error) });
  }
}

/**
 * The job: transcribe the reply's sound so it can be read under the player; the video stays.
 * When no words come out (silence, an unreadable track) the transcript is recorded empty, so
 * History says so instead of waiting for it; a cut transcript (offline reads the first minutes) ends with "…".
 */
export async function runCoachReplyJob(runtime: Runtime, job: MediaJobRecord): Promise<TranscribeAudioResult> {
  const record = job.coachRequestId ? await runtime.repos.coachRequests.findById(job.coachRequestId) : null;
  if (!record) throw new AppError('NOT_FOUND');
  const maxSeconds = MEDIA_LIMITS.videoTranscribeSeconds;
  let transcription: Transcription;
  try {
    transcription = await configuredTranscriber(runtime).transcribe({
      key: job.mediaKey,
      maxSeconds,
      refuseLonger: false,
    });
  } catch (error) {
    await runtime.repos.coachReplies.recordTranscript(record, '');
    // Silence or an unreadable track is the video's, not a fault: the reply stands without words.
    if (error instanceof TranscriptionError) return { transcript: '' };
    throw error;
  }
  const words = transcription.text.trim().slice(0, MAX_TRANSCRIPT_CHARS);
  const transcript = words && transcription.audioSeconds >= maxSeconds ? `${words} …` : words;
  await runtime.repos.coachReplies.recordTranscript(record, transcript);
  return { transcript };
}
