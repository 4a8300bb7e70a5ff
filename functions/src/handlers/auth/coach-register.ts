import { COACH_CV_MAX_BYTES, COACH_REGISTER_MESSAGES } from '@briefs/shared';
import { registerCoach } from '../../domain/coach-registration.ts';
import { apiHandler } from '../../http/api-handler.ts';
import { isMultipart, readMultipart } from '../../http/multipart.ts';
import { AppError } from '../../lib/app-error.ts';

const M = COACH_REGISTER_MESSAGES;

/** The parser's answers in this form's words: a CV over 5 MB, or a part it could not read (a NUL in a name). */
function inFormWords(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'PAYLOAD_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', { field: 'cv' }, M.cvTooLarge);
  return new AppError(error.code, error.details, M.formUnreadable);
}

/** POST /api/auth/coach-register: multipart name, email, phone, specialties and the `cv` file; no auth. */
export const handler = apiHandler({ route: 'auth/coach-register' }, async ({ event, runtime, sourceIp }) => {
  if (!isMultipart(event)) throw new AppError('INVALID_CONTENT_TYPE', {}, M.required);
  const form = await readMultipart(event, {
    fileField: 'cv',
    maxFileBytes: COACH_CV_MAX_BYTES,
    tooLarge: 'PAYLOAD_TOO_LARGE',
  }).catch((error: unknown) => {
    throw inFormWords(error);
  });
  return { status: 201, body: await registerCoach(runtime, form, sourceIp) };
});
