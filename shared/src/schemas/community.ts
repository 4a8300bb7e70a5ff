import * as z from 'zod/mini';
import { idSchema } from './common.ts';

/**
 * POST /api/debrief. The spec's client sends transcript, tip and summary; the server shares the
 * stored request named by `requestId` (the caller's own), so what is published is exactly what
 * the engine answered and the person wrote. The other fields are accepted and ignored.
 */
export const shareCaseBody = z.object({
  requestId: idSchema,
  transcript: z.optional(z.string().check(z.maxLength(20_000))),
  tip: z.optional(z.string().check(z.maxLength(20_000))),
  summary: z.optional(z.string().check(z.maxLength(20_000))),
});
export type ShareCaseBody = z.infer<typeof shareCaseBody>;

export interface ShareCaseResponse {
  _id: string;
  createdAt: string;
  expiresAt: string;
}

/** Spec §3 Community case: _id, createdAt, transcript, tip, user with name. */
export interface CommunityCase {
  _id: string;
  createdAt: string;
  transcript: string;
  tip: string;
  user: { name: string };
  /** The caller's own case (no Report button on it). */
  mine: boolean;
}

export interface CommunityFeed {
  items: CommunityCase[];
}

/** Reports that hide a case from everyone until it expires. */
export const COMMUNITY_REPORTS_TO_HIDE = 3;
/** The most cases one feed answer carries (the client pages through them, 5 a page). */
export const COMMUNITY_FEED_MAX = 200;

export interface ReportCaseResponse {
  hidden: true;
}
