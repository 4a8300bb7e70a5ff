import { queryClient } from '../../../lib/query-client';
import { getAdminToken } from '../../../lib/session';
import { selectedAdminTab } from '../hooks/use-admin-tab';
import { accountsPageQuery } from './list-accounts';
import { waitlistPageQuery } from './list-waitlist';

/**
 * Asks for the first page of the tab the admin page will open on, while the page's own code is
 * still loading: the list then arrives with the page instead of one round trip after it. The
 * page's hooks use the same queries, so they find the answer (or the request in flight).
 */
export function prefetchOpeningTab(search: string): Promise<void> {
  if (!getAdminToken()) return Promise.resolve(); // the page will send them to sign in instead
  const tab = selectedAdminTab(new URLSearchParams(search));
  const firstPage = { search: '', cursor: null };
  if (tab === 'users') return queryClient.prefetchQuery(accountsPageQuery({ role: 'user', ...firstPage }));
  if (tab === 'coaches') return queryClient.prefetchQuery(accountsPageQuery({ role: 'coach', ...firstPage }));
  if (tab === 'waitlist') return queryClient.prefetchQuery(waitlistPageQuery(firstPage));
  return Promise.resolve();
}
