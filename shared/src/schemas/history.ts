import * as z from 'zod/mini';
import { idSchema } from './common.ts';

/** GET /api/requests: one page of the caller's own requests, newest first. */
export const historyQuery = z.strictObject({
  /** The id of the last item of the previous page. */
  cursor: z.optional(idSchema),
  limit: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(50)))),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

export const HISTORY_PAGE_SIZE = 10;

/** Where a coach-mode request stands. The reply's link is filled in once a coach has answered. */
export interface HistoryCoachStatus {
  status: 'waiting' | 'answered';
  /** The end of the 24-hour window (spec §4). */
  openUntil: string;
  /** A short-lived link to the coach's video reply, once there is one. */
  replyUrl: string | null;
  /** What the coach said, from the transcriber: null until it is ready, empty when no words could be made out. */
  replyTranscript: string | null;
  /** The person has played the reply (or dismissed its notice). */
  watched: boolean;
}

/** GET /api/coach-replies/unwatched: coach replies the person has not watched yet (the dashboard's notice). */
export interface UnwatchedCoachReply {
  /** The history request the reply answers. */
  requestId: string;
  repliedAt: string;
}

export interface UnwatchedCoachReplies {
  items: UnwatchedCoachReply[];
}

/** Spec §3 History request (_id, createdAt, transcript, tip), plus what the list shows. */
export interface HistoryItem {
  _id: string;
  createdAt: string;
  transcript: string;
  tip: string;
  /** Shared to the community (it can be shared once). */
  shared: boolean;
  /** Set for a request sent to a coach. */
  coach: HistoryCoachStatus | null;
}

export interface HistoryPage {
  items: HistoryItem[];
  nextCursor: string | null;
}
