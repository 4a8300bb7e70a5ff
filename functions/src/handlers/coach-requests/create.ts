import { coachRequestBody, coachRequestVideoFields, MEDIA_LIMITS } from '@briefs/shared';
import { warmSafetyGate } from '../../coaching/safety/load-gate.ts';
import { createCoachRequest } from '../../domain/coach-requests.ts';
import { createVideoCoachRequest } from '../../domain/video-coach-requests.ts';
import { apiHandler } from '../../http/api-handler.ts';
import { isMultipart, readMultipart } from '../../http/multipart.ts';
import { readJsonBody } from '../../http/request.ts';
import { validate } from '../../lib/validate.ts';

// The encoder loads during the container's start, not on the first person's request.
warmSafetyGate();

/** JSON for text (spec §7); the multipart form for video. */
export const handler = apiHandler({ route: 'coach-requests/create' }, async ({ event, userId, runtime }) => {
  if (!isMultipart(event)) {
    return createCoachRequest(runtime, userId, validate(coachRequestBody, readJsonBody(event)));
  }
  const form = await readMultipart(event, {
    fileField: 'video',
    maxFileBytes: MEDIA_LIMITS.videoInlineMaxBytes,
    tooLarge: 'PAYLOAD_TOO_LARGE',
  });
  const raw: Record<string, unknown> = { ...form.fields, confirmedSafe: form.fields.confirmedSafe === 'true' };
  return createVideoCoachRequest(runtime, userId, validate(coachRequestVideoFields, raw), form.file);
});
