import { ADMIN_PAGE_SIZE } from '@briefs/shared';

// The admin lists' request paths, one place for the tabs' queries and the opening-page request
// (opening-page.ts), which must spell a path exactly as the query will.

export interface AccountsPageRequest {
  role: 'user' | 'coach';
  /** Email or name-word prefix; empty for the whole list. */
  search: string;
  cursor: string | null;
}

export interface WaitlistPageRequest {
  search: string;
  cursor: string | null;
}

export const WEEKLY_BRIEF_PATH = '/api/admin/weekly-brief';

export function accountsPagePath({ role, search, cursor }: AccountsPageRequest): string {
  const query = new URLSearchParams({ role, limit: String(ADMIN_PAGE_SIZE.accounts) });
  if (search) query.set('q', search);
  if (cursor) query.set('cursor', cursor);
  return `/api/admin/users?${query}`;
}

export function waitlistPagePath({ search, cursor }: WaitlistPageRequest): string {
  const query = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE.waitlist) });
  if (search) query.set('q', search);
  if (cursor) query.set('cursor', cursor);
  return `/api/admin/waitlist?${query}`;
}
