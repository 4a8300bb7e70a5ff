import * as z from 'zod/mini';
import { emailSchema, idSchema, optionalText, phoneSchema } from './common.ts';
import { transcriptSchema } from './requests.ts';
import { confirmedSafeField } from './safety.ts';

/**
 * POST /api/coach-requests (text): sent after a successful coach-mode submission (spec §7).
 * `requestId` is the id /upload-text answered with: it ties the coach request to the coach token
 * that submission spent, so one paid submission makes one request for coaches.
 */
export const coachRequestBody = z.object({
  transcript: transcriptSchema,
  name: z.string().check(z.trim(), z.minLength(1, 'Please enter your name.'), z.maxLength(100)),
  email: emailSchema,
  phone: z._default(z.optional(phoneSchema), ''),
  background: optionalText(2000),
  requestId: idSchema,
  ...confirmedSafeField,
});
export type CoachRequestBody = z.infer<typeof coachRequestBody>;

export interface CoachRequestCreated {
  _id: string;
  createdAt: string;
  openUntil: string;
}

/** Spec §3 Coach request, as coaches will see it. */
export interface CoachRequestView {
  _id: string;
  name: string;
  background: string;
  transcript?: string;
  videoUrl: string | null;
  createdAt: string;
}
