import { LIMITS, MEDIA_LIMITS, VENTOMETER_MESSAGES, type VentAnswer } from '@briefs/shared';
import { AppError } from '../lib/app-error.ts';
import { newId } from '../lib/ids.ts';
import { log } from '../lib/log.ts';
import { configuredTranscriber } from '../media/configured-transcriber.ts';
import { type ContainerKind, sniffContainer } from '../media/container.ts';
import { TranscriptionError } from '../media/transcriber.ts';
import type { VentRecord } from '../repositories/vent-repository.ts';
import type { Runtime } from '../runtime.ts';
import { screenForSafety } from './safety-gate.ts';
import { toVentSession } from './vent-notes.ts';

const TEXT = VENTOMETER_MESSAGES.errors;

const CONTENT_TYPES: Record<ContainerKind, string> = {
  webm: 'audio/webm',
  mp4: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  flac: 'audio/flac',
};

/** The audio type by its bytes; ADTS (raw AAC) shares MP3's frame sync but has layer bits 00. */
function audioContentType(head: Buffer): string | null {
  const kind = sniffContainer(head);
  if (!kind) return null;
  if (kind === 'mp3' && head[0] === 0xff && ((head[1] ?? 0) & 0xf6) === 0xf0) return 'audio/aac';
  return CONTENT_TYPES[kind];
}

/**
 * POST /api/vent/upload: bytes checked, stored privately, transcribed and screened before the note
 * is kept. A crisis or an unanswered check-in keeps nothing (a crisis is never held for 24 hours);
 * a refused file leaves nothing behind. A kept note replaces the person's earlier one.
 */
export async function uploadVentNote(
  runtime: Runtime,
  userId: string,
  audio: Buffer,
  confirmedSafe: boolean,
): Promise<VentAnswer> {
  if (audio.length > MEDIA_LIMITS.audioMaxBytes) throw new AppError('AUDIO_TOO_LONG', {}, TEXT.tooLong);
  if (audio.length === 0) throw new AppError('AUDIO_EMPTY', {}, TEXT.empty);
  const contentType = audioContentType(audio.subarray(0, 64));
  if (!contentType) throw new AppError('MEDIA_UNSUPPORTED', {}, TEXT.notAudio);
  const noteId = newId();
  const audioKey = `vent/${userId}/${noteId}`;
  await runtime.media.put(audioKey, audio, contentType);
  let kept = false;
  try {
    const transcript = await transcribeNote(runtime, audioKey);
    const stop = await screenForSafety([transcript], { transcript, confirmedSafe, where: 'vent-upload' });
    if (stop) return stop;
    const now = runtime.now();
    const record: VentRecord = {
      userId,
      noteId,
      status: 'pending',
      createdAt: now.toISOString(),
      expireAt: new Date(now.getTime() + LIMITS.ventPendingHours * 3600_000).toISOString(),
      audioKey,
      contentType,
      transcript,
      confirmedSafe,
    };
    const replaced = await runtime.repos.vents.replace(record);
    kept = true;
    if (replaced && replaced.audioKey !== audioKey) await runtime.media.delete(replaced.audioKey);
    return { session: await toVentSession(runtime, record) };
  } finally {
    if (!kept)
      await runtime.media.delete(audioKey).catch((error) => log.error('vent audio left', { err: String(error) }));
  }
}

async function transcribeNote(runtime: Runtime, key: string): Promise<string> {
  try {
    const { text } = await configuredTranscriber(runtime).transcribe({
      key,
      maxSeconds: LIMITS.ventMaxSeconds,
      refuseLonger: true,
    });
    return text.slice(0, LIMITS.transcriptMaxChars);
  } catch (error) {
    if (!(error instanceof TranscriptionError)) throw error;
    if (error.reason === 'too-long') throw new AppError('AUDIO_TOO_LONG', {}, TEXT.tooLong);
    if (error.reason === 'silent') throw new AppError('AUDIO_EMPTY', {}, TEXT.empty);
    throw new AppError('MEDIA_UNSUPPORTED', {}, TEXT.notAudio);
  }
}
