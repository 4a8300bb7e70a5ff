import type { CommunityFeed } from '@briefs/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** GET /api/debrief: cases shared in the last 24 hours, newest first; pages are the client's (spec §7). */
export function listCases(): Promise<CommunityFeed> {
  return apiFetch<CommunityFeed>('/api/debrief');
}

/** Failures are only logged (spec §8): the page then shows no loading text, not a spinner forever. */
export function useCommunityQuery() {
  return useQuery({ queryKey: QUERY_KEYS.community, queryFn: listCases, staleTime: 0 });
}
