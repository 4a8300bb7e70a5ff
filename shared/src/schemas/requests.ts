import * as z from 'zod/mini';
import { LIMITS } from '../constants.ts';
import { emailSchema, idSchema, optionalText, phoneSchema } from './common.ts';
import { confirmedSafeField } from './safety.ts';

/** The person's own words: 1–5,000 characters after trimming (spec §5, issue 4). */
export const transcriptSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Please describe what is going on first.'),
    z.maxLength(LIMITS.transcriptMaxChars, `Please keep it under ${LIMITS.transcriptMaxChars} characters.`),
  );

/** POST /upload-text. Unknown fields are dropped and never stored. */
export const uploadTextBody = z.object({
  transcript: transcriptSchema,
  name: optionalText(100),
  email: z._default(z.optional(z.union([z.literal(''), emailSchema])), ''),
  phone: z._default(z.optional(phoneSchema), ''),
  background: optionalText(2000),
  isCoach: z._default(z.optional(z.boolean()), false),
  ...confirmedSafeField,
});
export type UploadTextBody = z.infer<typeof uploadTextBody>;

/** POST /rebrief. `requestId` (from the /upload-text answer) says which history entry to update. */
export const rebriefBody = z.object({
  transcript: transcriptSchema,
  background: optionalText(2000),
  previousTip: z.string().check(z.trim(), z.minLength(1), z.maxLength(20_000)),
  feedback: z.string().check(z.trim(), z.minLength(1, 'Please tell us a bit more first.'), z.maxLength(2000)),
  requestId: z.optional(idSchema),
  ...confirmedSafeField,
});
export type RebriefBody = z.infer<typeof rebriefBody>;

export type TokenPool = 'brief' | 'coach';

/** GET /api/usage (spec §3 usage record). `brief` and `coach` are the tokens used this month. */
export interface UsageRecord {
  brief: number;
  coach: number;
  resetAt: string;
  briefTokensRemaining: number;
  briefTokensLimit: number;
  briefTokensRenewAt: string;
  coachTokensRemaining: number;
  coachTokensLimit: number;
  coachTokensRenewAt: string;
}
