import { idParamsSchema, MEDIA_LIMITS, replyUploadBody } from '@briefs/shared';
import { respondToCoachRequest } from '../../domain/coach-replies.ts';
import { apiHandler } from '../../http/api-handler.ts';
import { isMultipart, readMultipart } from '../../http/multipart.ts';
import { readJsonBody } from '../../http/request.ts';
import { validate } from '../../lib/validate.ts';

/** The spec's multipart `video`, or JSON naming a presigned upload (larger videos). */
export const handler = apiHandler(
  { route: 'coach-requests/respond', params: idParamsSchema },
  async ({ event, params, userId, runtime }) => {
    const upload = isMultipart(event)
      ? await readMultipart(event, {
          fileField: 'video',
          maxFileBytes: MEDIA_LIMITS.videoInlineMaxBytes,
          tooLarge: 'PAYLOAD_TOO_LARGE',
        })
      : { file: null, ...validate(replyUploadBody, readJsonBody(event)) };
    await respondToCoachRequest(runtime, userId, params.id, upload);
    return { status: 204 };
  },
);
