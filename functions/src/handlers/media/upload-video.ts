import { MEDIA_LIMITS, uploadVideoFields } from '@briefs/shared';
import { submitVideo } from '../../domain/video-submissions.ts';
import { apiHandler } from '../../http/api-handler.ts';
import { isMultipart, readMultipart } from '../../http/multipart.ts';
import { readJsonBody } from '../../http/request.ts';
import { validate } from '../../lib/validate.ts';

/** The spec's multipart form (small videos), or JSON naming a presigned upload (any size). Answers 202 { jobId }. */
export const handler = apiHandler({ route: 'media/upload-video' }, async ({ event, userId, runtime }) => {
  const form = isMultipart(event)
    ? await readMultipart(event, {
        fileField: 'video',
        maxFileBytes: MEDIA_LIMITS.videoInlineMaxBytes,
        tooLarge: 'PAYLOAD_TOO_LARGE',
      })
    : { fields: readJsonBody(event), file: null };
  // Form fields are text; the JSON variant already carries a boolean.
  const raw = form.fields as Record<string, unknown>;
  const fields = validate(
    uploadVideoFields,
    isMultipart(event) ? { ...raw, confirmedSafe: raw.confirmedSafe === 'true' } : raw,
  );
  return { status: 202, body: await submitVideo(runtime, userId, fields, form.file) };
});
