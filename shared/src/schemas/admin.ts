import { z } from 'zod';
import { ADMIN_TABS } from '../constants.ts';
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

export const listQuery = z
  .object({ cursor: z.string().max(1024).optional(), limit: z.coerce.number().int().min(1).max(200).optional() })
  .strict();

const count = z.number().int('Must be a whole number').min(0, 'Must not be negative').max(100_000);

export const adminUpdateUserBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    email: emailSchema,
    briefMonthlyLimit: count.optional(),
    briefTokensRemaining: count.optional(),
    coachMonthlyLimit: count.optional(),
    coachTokensRemaining: count.optional(),
  })
  .strict()
  .refine((b) => b.briefTokensRemaining === undefined || b.briefTokensRemaining <= (b.briefMonthlyLimit ?? Infinity), {
    message: 'Remaining tokens cannot exceed the limit',
    path: ['briefTokensRemaining'],
  })
  .refine((b) => b.coachTokensRemaining === undefined || b.coachTokensRemaining <= (b.coachMonthlyLimit ?? Infinity), {
    message: 'Remaining tokens cannot exceed the limit',
    path: ['coachTokensRemaining'],
  });
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBody>;

export const coachStatusBody = z.object({ status: z.enum(['approved', 'rejected']) }).strict();

export const weeklyBriefBody = z
  .object({
    videoUrl: z
      .string()
      .trim()
      .max(500)
      .refine(
        (v) => v === '' || /^https:\/\/(www\.)?(youtube\.com|youtu\.be|vimeo\.com|player\.vimeo\.com)\//.test(v),
        {
          message: 'Please enter a YouTube or Vimeo link',
        },
      ),
  })
  .strict();
export interface WeeklyBriefResponse {
  videoUrl: string;
}

export const idsBody = z.object({ ids: z.array(idSchema).min(1).max(100) }).strict();

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

export function isAdminTab(value: unknown): value is (typeof ADMIN_TABS)[number] {
  return typeof value === 'string' && (ADMIN_TABS as readonly string[]).includes(value);
}

/** Spec §5 admin edit: whole numbers; invalid or negative → 0; spent capped at the limit. */
export function parseCount(raw: string): number {
  const n = Number.parseInt(raw, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}
export function remainingFrom(limitRaw: string, spentRaw: string): { limit: number; remaining: number } {
  const limit = parseCount(limitRaw);
  const spent = Math.min(parseCount(spentRaw), limit);
  return { limit, remaining: limit - spent };
}
/** Spec §3: 'spent' = limit minus remaining, not below 0. */
export function spentOf(limit: number, remaining: number): number {
  return Math.max(0, limit - remaining);
}
