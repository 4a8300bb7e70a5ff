import { randomBytes } from 'node:crypto';
import { COACH_CV_MAX_BYTES, COACH_REGISTER_MESSAGES, coachRegisterFields } from '@briefs/shared';
import { AppError } from '../lib/app-error.ts';
import { isPdf, isPlainFileName } from '../lib/pdf-bytes.ts';
import { validate } from '../lib/validate.ts';
import type { Runtime } from '../runtime.ts';
import { newAccount } from './accounts.ts';
import { enforceRateLimit } from './rate-limits.ts';

const REGISTER_PER_ADDRESS = { bucket: 'coach-register-ip', limit: 5, windowSeconds: 60 * 60 };
const M = COACH_REGISTER_MESSAGES;

/** Where a coach's CV lives in the private bucket; the key is always made here, never from input. */
export const coachCvKey = (coachId: string) => `coaches/${coachId}/cv`;

/** Refuses a CV that is missing, oddly named, too large or not a PDF by its bytes. */
function checkCv(file: Buffer | null, fileName: string | null): Buffer {
  if (!file || file.length === 0) throw new AppError('VALIDATION_FAILED', { field: 'cv' }, M.required);
  if (fileName === null || !isPlainFileName(fileName))
    throw new AppError('VALIDATION_FAILED', { field: 'cv' }, M.cvBadName);
  if (file.length > COACH_CV_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', { field: 'cv', maxBytes: COACH_CV_MAX_BYTES }, M.cvTooLarge);
  if (!isPdf(file)) throw new AppError('VALIDATION_FAILED', { field: 'cv' }, M.cvNotPdf);
  return file;
}

/**
 * A coach application (rate-limited per address, counted before anything is read): the CV is checked, stored privately under a key the server makes, and the
 * account is created `pending` with its email claimed in the same transaction. The applicant
 * gets no password until an admin approves them. When the email is taken nothing stays stored.
 */
/** The application as the multipart form carried it: text fields and the one CV file. */
export interface CoachApplicationForm {
  fields: Record<string, string>;
  file: Buffer | null;
  fileName: string | null;
}

export async function registerCoach(
  runtime: Runtime,
  form: CoachApplicationForm,
  sourceIp: string,
): Promise<{ message: string }> {
  await enforceRateLimit(runtime, REGISTER_PER_ADDRESS, sourceIp);
  const fields = validate(coachRegisterFields, form.fields);
  const cv = checkCv(form.file, form.fileName);
  if (await runtime.repos.emailClaims.findUserId(fields.email))
    throw new AppError('CONFLICT', { field: 'email' }, M.emailInUse);
  const account = await newAccount(
    {
      email: fields.email,
      name: fields.name,
      phone: fields.phone,
      role: 'coach',
      // Unusable until approval replaces it with an emailed temporary password.
      password: randomBytes(32).toString('base64url'),
      mustChangePassword: true,
    },
    runtime.now(),
  );
  const cvKey = coachCvKey(account.id);
  await runtime.media.put(cvKey, cv, 'application/pdf');
  const created = await runtime.repos.accounts.create({
    ...account,
    status: 'pending',
    specialties: fields.specialties,
    cvKey,
  });
  if (!created) {
    await runtime.media.deletePrefix(`coaches/${account.id}/`);
    throw new AppError('CONFLICT', { field: 'email' }, M.emailInUse);
  }
  return { message: M.received };
}
