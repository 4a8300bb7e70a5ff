import * as z from 'zod/mini';
import { COACH_REGISTER_MESSAGES } from '../coach-messages.ts';
import { emailSchema, phoneSchema } from './common.ts';
import { uploadKeySchema } from './media.ts';

const REQUIRED = COACH_REGISTER_MESSAGES.required;

/** Spec §5: a CV is required, a PDF, here at most 5 MB. */
export const COACH_CV_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_SPECIALTIES = 20;

/** 'Sport, exam stress , ,sport' → ['Sport', 'exam stress'] (trimmed, no blanks, no repeats, at most 20). */
export function parseSpecialties(raw: string): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const part of raw.split(',')) {
    const item = part.trim().replace(/\s+/g, ' ').slice(0, 60);
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    list.push(item);
  }
  return list.slice(0, MAX_SPECIALTIES);
}

const requiredText = (max: number) => z.string(REQUIRED).check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(max));

/**
 * POST /api/auth/coach-register, the text fields of the multipart form (spec §3 Coach
 * registration payload). Unknown fields are dropped; the CV travels as the `cv` file part.
 */
export const coachRegisterFields = z.object({
  name: requiredText(100),
  email: z.pipe(requiredText(254), emailSchema),
  phone: z._default(z.optional(phoneSchema), ''),
  specialties: z.pipe(
    requiredText(1000),
    z.pipe(
      z.transform((raw: string) => parseSpecialties(raw)),
      z.array(z.string()).check(z.minLength(1, REQUIRED)),
    ),
  ),
});
export type CoachRegisterFields = z.infer<typeof coachRegisterFields>;

export interface CoachRegisterResponse {
  message: string;
}

/** PUT /api/coach-requests/{id}/response as JSON: the reply went up by a presigned upload first. */
export const replyUploadBody = z.object({ uploadKey: uploadKeySchema });
