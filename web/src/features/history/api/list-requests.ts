import { HISTORY_PAGE_SIZE, type HistoryPage } from '@briefs/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** GET /api/requests: one page of the person's own requests, newest first. */
export function listRequests(cursor: string | null): Promise<HistoryPage> {
  const query = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiFetch<HistoryPage>(`/api/requests?${query}`);
}

const TRANSCRIPT_POLL_MS = 5000;
const awaitsTranscript = (page: HistoryPage) =>
  page.items.some((item) => item.coach?.status === 'answered' && item.coach.replyTranscript === null);

/** Pages loaded on demand ("Show older"); failures are only logged (spec §8). */
export function useHistoryQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: QUERY_KEYS.history,
    queryFn: ({ pageParam }) => listRequests(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    staleTime: 0,
    // A coach's reply is transcribed after it arrives: look again until its words are there.
    refetchInterval: (query) => (query.state.data?.pages.some(awaitsTranscript) ? TRANSCRIPT_POLL_MS : false),
  });
}
