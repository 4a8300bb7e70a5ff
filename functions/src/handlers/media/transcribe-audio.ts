import { MEDIA_LIMITS } from '@briefs/shared';
import { warmSafetyGate } from '../../coaching/safety/load-gate.ts';
import { transcribeAudio } from '../../domain/transcription.ts';
import { apiHandler } from '../../http/api-handler.ts';
import { isMultipart, readMultipart } from '../../http/multipart.ts';
import { AppError } from '../../lib/app-error.ts';

// The encoder loads during the container's start, not on the first person's request.
warmSafetyGate();

export const handler = apiHandler({ route: 'media/transcribe-audio' }, async ({ event, userId, runtime }) => {
  if (!isMultipart(event))
    throw new AppError('VALIDATION_FAILED', {}, 'Send the recording as the multipart field audio.');
  const form = await readMultipart(event, {
    fileField: 'audio',
    maxFileBytes: MEDIA_LIMITS.audioMaxBytes,
    tooLarge: 'AUDIO_TOO_LONG',
  });
  if (!form.file) throw new AppError('VALIDATION_FAILED', {}, 'Send the recording as the multipart field audio.');
  return transcribeAudio(runtime, userId, form.file);
});
