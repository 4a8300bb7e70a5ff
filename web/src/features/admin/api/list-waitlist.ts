import type { WaitlistEntryView } from '@briefs/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { type WaitlistPageRequest, waitlistPagePath } from './list-paths';
import { openingAnswer } from './opening-page';

export const WAITLIST_KEY = ['admin', 'waitlist'] as const;

export interface WaitlistPage {
  items: WaitlistEntryView[];
  nextCursor: string | null;
}

/** GET /api/admin/waitlist: one page of pending entries, searched by email on the server. */
export function listWaitlistPage(request: WaitlistPageRequest): Promise<WaitlistPage> {
  return adminFetch<WaitlistPage>(waitlistPagePath(request));
}

export function useWaitlistPage(request: WaitlistPageRequest) {
  return useQuery({
    queryKey: [...WAITLIST_KEY, request.search, request.cursor],
    queryFn: () => listWaitlistPage(request),
    placeholderData: keepPreviousData,
    ...openingAnswer<WaitlistPage>(waitlistPagePath(request)),
  });
}
