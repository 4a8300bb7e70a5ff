import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { emailSchema, idSchema } from './common.ts';

/** The person's own words: 1–5,000 characters after trimming (spec §5, issue 4). */
export const transcriptSchema = z
  .string()
  .trim()
  .min(1, 'Please describe what is going on first.')
  .max(LIMITS.transcriptMaxChars, `Please keep it under ${LIMITS.transcriptMaxChars} characters.`);

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

/** POST /upload-text. Unknown fields are ignored and never stored. */
export const uploadTextBody = z.object({
  transcript: transcriptSchema,
  name: optionalText(100),
  email: z
    .union([z.literal(''), emailSchema])
    .optional()
    .default(''),
  phone: optionalText(32),
  background: optionalText(2000),
  isCoach: z.boolean().optional().default(false),
});
export type UploadTextBody = z.infer<typeof uploadTextBody>;

/** POST /rebrief. `requestId` (from the /upload-text answer) says which history entry to update. */
export const rebriefBody = z.object({
  transcript: transcriptSchema,
  background: optionalText(2000),
  previousTip: z.string().trim().min(1).max(20_000),
  feedback: z.string().trim().min(1, 'Please tell us a bit more first.').max(2000),
  requestId: idSchema.optional(),
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
