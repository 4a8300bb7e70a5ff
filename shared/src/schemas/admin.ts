import * as z from 'zod/mini';
import { parseVideoLink } from '../video-embed.ts';
import { emailSchema, idSchema } from './common.ts';

export const COACH_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CoachStatus = (typeof COACH_STATUSES)[number];

/** An account as the admin panel sees it (spec §3 User account, Coach). */
export interface AdminAccount {
  _id: string;
  name: string;
  email: string;
  phone: string;
  role: 'user' | 'coach';
  createdAt: string;
  briefMonthlyLimit: number;
  briefTokensRemaining: number;
  coachMonthlyLimit: number;
  coachTokensRemaining: number;
  status?: CoachStatus;
  specialties?: string[];
  /** Short-lived link to the CV (coaches only). */
  cvUrl?: string | null;
}

export interface AdminAccountsPage {
  items: AdminAccount[];
  nextCursor: string | null;
}

const searchText = z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(100)));

export const listQuery = z.strictObject({
  cursor: z.optional(z.string().check(z.maxLength(1024))),
  limit: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(200)))),
  /** Search: a prefix of the email, or of any word of the name (accounts only). Case-insensitive. */
  q: searchText,
});

/** The accounts list also takes a role, so each tab pages through its own accounts only. */
export const listAccountsQuery = z.strictObject({
  ...listQuery.shape,
  role: z.optional(z.enum(['user', 'coach'])),
});

const count = z.int('Must be a whole number').check(z.minimum(0, 'Must not be negative'), z.maximum(100_000));
type UpdateFields = {
  briefMonthlyLimit?: number;
  briefTokensRemaining?: number;
  coachMonthlyLimit?: number;
  coachTokensRemaining?: number;
};
const withinLimit = (remaining: keyof UpdateFields, limit: keyof UpdateFields) =>
  z.refine<UpdateFields>((b) => b[remaining] === undefined || b[remaining] <= (b[limit] ?? Number.POSITIVE_INFINITY), {
    error: 'Remaining tokens cannot exceed the limit',
    path: [remaining],
  });

export const adminUpdateUserBody = z
  .strictObject({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    email: emailSchema,
    briefMonthlyLimit: z.optional(count),
    briefTokensRemaining: z.optional(count),
    coachMonthlyLimit: z.optional(count),
    coachTokensRemaining: z.optional(count),
  })
  .check(
    withinLimit('briefTokensRemaining', 'briefMonthlyLimit'),
    withinLimit('coachTokensRemaining', 'coachMonthlyLimit'),
  );
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBody>;

export const coachStatusBody = z.strictObject({ status: z.enum(['approved', 'rejected']) });

/** The one video-link parser (video-embed.ts) decides, on the server as in the web's preview. */
export const weeklyBriefBody = z.strictObject({
  videoUrl: z.string().check(
    z.trim(),
    z.maxLength(500),
    z.refine((v) => v === '' || parseVideoLink(v) !== null, 'Please enter a YouTube or Vimeo link'),
  ),
});
export interface WeeklyBriefResponse {
  videoUrl: string;
}

export const idsBody = z.strictObject({ ids: z.array(idSchema).check(z.minLength(1), z.maxLength(100)) });

export interface WaitlistEntryView {
  _id: string;
  email: string;
  createdAt: string;
}
export interface ConvertWaitlistResponse {
  created: Array<{ _id: string; email: string }>;
}
export interface DeleteWaitlistResponse {
  deleted: number;
}
