import type { UnwatchedCoachReplies } from '@briefs/shared';
import { AppError } from '../lib/app-error.ts';
import type { Runtime } from '../runtime.ts';

/** The coach replies the person has not watched yet, oldest first: the dashboard shows a notice for them. */
export async function listUnwatchedReplies(runtime: Runtime, userId: string): Promise<UnwatchedCoachReplies> {
  const replies = await runtime.repos.coachReplies.listUnwatched(userId);
  return { items: replies.map((reply) => ({ requestId: reply.requestId, repliedAt: reply.answeredAt })) };
}

/**
 * POST /api/requests/{id}/reply-watched: the person played the reply (or dismissed its notice), so
 * the notice goes. Only the person's own request with a reply; marking it again changes nothing.
 */
export async function markReplyWatched(runtime: Runtime, userId: string, requestId: string): Promise<void> {
  const record = await runtime.repos.requests.get(userId, requestId);
  if (!record?.coachRequestId || !record.coachReplyKey) throw new AppError('NOT_FOUND');
  if (record.coachReplyWatchedAt) return;
  await runtime.repos.coachReplies.markWatched(userId, record.coachRequestId, record.id, runtime.now().toISOString());
}
