import type { UnwatchedCoachReplies } from '@briefs/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** Under the history key, so anything that refreshes History refreshes the notice too. */
export const UNWATCHED_REPLIES_KEY = [...QUERY_KEYS.history, 'unwatched-replies'] as const;

/** GET /api/coach-replies/unwatched: coach replies the person has not watched yet. */
export function listUnwatchedReplies(): Promise<UnwatchedCoachReplies> {
  return apiFetch<UnwatchedCoachReplies>('/api/coach-replies/unwatched');
}

/** Failures are only logged, like the other dashboard loads (spec §8): no notice is shown then. */
export function useUnwatchedRepliesQuery() {
  return useQuery({ queryKey: UNWATCHED_REPLIES_KEY, queryFn: listUnwatchedReplies });
}
