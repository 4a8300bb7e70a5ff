import type { AdminTab } from '@briefs/shared';
import { startEarlyGet, takeEarlyData } from '../../../lib/early-get';
import { getAdminToken } from '../../../lib/stored-session';
import { resolveAdminTab } from '../admin-tab';
import { accountsPagePath, WEEKLY_BRIEF_PATH, waitlistPagePath } from './list-paths';

const FIRST_PAGE = { search: '', cursor: null };

/** What each tab's query asks for first, exactly as the tab's own call spells it. */
const OPENING_PATH: Record<AdminTab, string> = {
  users: accountsPagePath({ role: 'user', ...FIRST_PAGE }),
  coaches: accountsPagePath({ role: 'coach', ...FIRST_PAGE }),
  waitlist: waitlistPagePath(FIRST_PAGE),
  weekly: WEEKLY_BRIEF_PATH,
};

/**
 * Asks for the opening tab's first page while React is still rendering the admin page, so the
 * answer is there (or on its way) when the tab's query runs; the query takes that response and
 * handles its status itself (lib/early-get.ts). Without an admin token the guard sends the visitor
 * away, so nothing is asked.
 */
export function startOpeningPageRequest(location: { pathname: string; search: string }, adminPath: string): void {
  const token = getAdminToken();
  if (!token || location.pathname !== adminPath) return;
  const tab = resolveAdminTab(new URLSearchParams(location.search).get('tab'));
  startEarlyGet(OPENING_PATH[tab], token);
}

/**
 * Query options that start a tab's query from the opening request's answer when it has already
 * arrived, so the first render shows the list instead of Loading (a 2xx body only; otherwise the
 * query asks as usual and takes the early response with its status).
 */
export function openingAnswer<T>(path: string): Partial<{ initialData: T; initialDataUpdatedAt: number }> {
  const early = takeEarlyData<T>(path, getAdminToken());
  return early ? { initialData: early.data, initialDataUpdatedAt: early.askedAt } : {};
}
