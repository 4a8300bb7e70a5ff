import { HISTORY_PAGE_SIZE, type HistoryItem, type HistoryPage, type HistoryQuery } from '@briefs/shared';
import { AppError } from '../lib/app-error.ts';
import { coachRequestMediaPrefix, requestMediaPrefix } from '../repositories/keys.ts';
import type { CoachingRequestRecord } from '../repositories/request-repository.ts';
import type { Runtime } from '../runtime.ts';

async function toHistoryItem(runtime: Runtime, record: CoachingRequestRecord): Promise<HistoryItem> {
  const coach = record.coachRequestId
    ? {
        status: record.coachReplyKey ? ('answered' as const) : ('waiting' as const),
        openUntil: record.coachOpenUntil ?? '',
        replyUrl: record.coachReplyKey ? await runtime.media.presignGet(record.coachReplyKey) : null,
        replyTranscript: record.coachReplyTranscript ?? null,
        watched: Boolean(record.coachReplyWatchedAt),
      }
    : null;
  return {
    _id: record.id,
    createdAt: record.createdAt,
    transcript: record.transcript,
    tip: record.tip,
    shared: Boolean(record.sharedAt),
    coach,
  };
}

/** The caller's own requests, newest first. Paging past the end is an empty page. */
export async function listHistory(runtime: Runtime, userId: string, query: HistoryQuery): Promise<HistoryPage> {
  const page = await runtime.repos.requests.list(userId, query.cursor, query.limit ?? HISTORY_PAGE_SIZE);
  return {
    items: await Promise.all(page.items.map((record) => toHistoryItem(runtime, record))),
    nextCursor: page.nextCursor,
  };
}

/**
 * Deletes one of the caller's requests with everything hanging off it: its community case, its
 * coach request, and their files. Another person's id is simply not found under the caller's key.
 */
export async function deleteRequest(runtime: Runtime, userId: string, id: string): Promise<void> {
  const record = await runtime.repos.requests.get(userId, id);
  if (!record) throw new AppError('NOT_FOUND');
  await runtime.repos.requests.deleteWithLinks(record);
  await runtime.media.deletePrefix(requestMediaPrefix(userId, id));
  if (record.coachRequestId) await runtime.media.deletePrefix(coachRequestMediaPrefix(userId, record.coachRequestId));
}
