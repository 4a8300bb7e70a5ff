import type { WaitlistEntryView } from '@briefs/shared';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';

export const WAITLIST_KEY = ['admin', 'waitlist'] as const;

interface WaitlistPage {
  items: WaitlistEntryView[];
  nextCursor: string | null;
}

/** GET /api/admin/waitlist, every page: the pending entries. */
export async function listWaitlist(): Promise<WaitlistEntryView[]> {
  const all: WaitlistEntryView[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const page: WaitlistPage = await adminFetch<WaitlistPage>(`/api/admin/waitlist${query}`);
    all.push(...page.items);
    cursor = page.nextCursor ?? null;
  } while (cursor);
  return all;
}

export function useWaitlistQuery() {
  return useQuery({ queryKey: WAITLIST_KEY, queryFn: listWaitlist });
}
