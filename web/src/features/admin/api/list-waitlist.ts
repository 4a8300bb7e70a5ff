import { ADMIN_PAGE_SIZE, type WaitlistEntryView } from '@briefs/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';

export const WAITLIST_KEY = ['admin', 'waitlist'] as const;

export interface WaitlistPage {
  items: WaitlistEntryView[];
  nextCursor: string | null;
}

export interface WaitlistPageRequest {
  search: string;
  cursor: string | null;
}

export function waitlistPagePath({ search, cursor }: WaitlistPageRequest): string {
  const query = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE.waitlist) });
  if (search) query.set('q', search);
  if (cursor) query.set('cursor', cursor);
  return `/api/admin/waitlist?${query}`;
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
  });
}
