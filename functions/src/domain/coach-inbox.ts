import type { CoachRequestView } from '@briefs/shared';
import type { CoachRequestRecord } from '../repositories/coach-request-repository.ts';
import type { Runtime } from '../runtime.ts';

/** One screen of open requests is plenty: each is answered within a day and then leaves the list. */
const INBOX_LIMIT = 100;

/**
 * What a coach sees of a request (spec §3, §6): the name and background the person chose to send,
 * their words or a short-lived link to their video, and when it came in. Never their email, phone,
 * account id or anything else they own.
 */
async function toView(runtime: Runtime, record: CoachRequestRecord): Promise<CoachRequestView> {
  return {
    _id: record.id,
    name: record.name,
    background: record.background,
    ...(record.transcript ? { transcript: record.transcript } : {}),
    videoUrl: record.videoKey ? await runtime.media.presignGet(record.videoKey) : null,
    createdAt: record.createdAt,
  };
}

/** GET /api/coach-requests: requests still waiting for a coach, oldest first (one index Query). */
export async function listOpenCoachRequests(runtime: Runtime): Promise<CoachRequestView[]> {
  const page = await runtime.repos.coachRequests.listOpen(undefined, INBOX_LIMIT);
  return Promise.all(page.items.map((record) => toView(runtime, record)));
}
