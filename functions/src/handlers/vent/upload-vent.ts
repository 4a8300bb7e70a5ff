import { MEDIA_LIMITS, VENT_CONFIRMED_SAFE_FIELD, VENTOMETER_MESSAGES } from '@briefs/shared';
import { warmSafetyGate } from '../../coaching/safety/load-gate.ts';
import { uploadVentNote } from '../../domain/vent-upload.ts';
import { apiHandler } from '../../http/api-handler.ts';
import { isMultipart, readMultipart } from '../../http/multipart.ts';
import { AppError } from '../../lib/app-error.ts';

// The encoder loads during the container's start, not on the first person's request.
warmSafetyGate();

const TEXT = VENTOMETER_MESSAGES.errors;

export const handler = apiHandler({ route: 'vent/upload-vent' }, async ({ event, userId, runtime }) => {
  if (!isMultipart(event)) throw new AppError('VALIDATION_FAILED', {}, TEXT.missing);
  const form = await readMultipart(event, {
    fileField: 'audio',
    maxFileBytes: MEDIA_LIMITS.audioMaxBytes,
    tooLarge: 'AUDIO_TOO_LONG',
  }).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'AUDIO_TOO_LONG'
      ? new AppError('AUDIO_TOO_LONG', {}, TEXT.tooLong)
      : error;
  });
  if (!form.file) throw new AppError('VALIDATION_FAILED', {}, TEXT.missing);
  const confirmedSafe = form.fields[VENT_CONFIRMED_SAFE_FIELD] === 'true';
  return { body: await uploadVentNote(runtime, userId, form.file, confirmedSafe) };
});
