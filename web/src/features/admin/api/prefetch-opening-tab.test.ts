import { STORAGE_KEYS } from '@briefs/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { accountsPageQuery } from './list-accounts';
import { waitlistPageQuery } from './list-waitlist';
import { prefetchOpeningTab } from './prefetch-opening-tab';

const page = { items: [{ id: 'a1' }], nextCursor: null };

function signedInAdmin(storedTab?: string) {
  const items = new Map<string, string>([[STORAGE_KEYS.adminToken, 'admin-token']]);
  if (storedTab) items.set(STORAGE_KEYS.adminSelectedTab, storedTab);
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => items.get(key) ?? null } });
}

describe('the admin page asks for its opening list with its chunk', () => {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(page), { status: 200 }));
  beforeEach(() => {
    queryClient.clear();
    fetch.mockClear();
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fills the very query the Users tab reads, with the admin token', async () => {
    signedInAdmin();
    await prefetchOpeningTab('?tab=users');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/users?role=user&limit=24');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer admin-token');
    const { queryKey } = accountsPageQuery({ role: 'user', search: '', cursor: null });
    expect(queryClient.getQueryData(queryKey)).toEqual(page);
  });

  it('follows the tab rule: the stored tab without a parameter, users for an unknown one', async () => {
    signedInAdmin('waitlist');
    await prefetchOpeningTab('');
    expect(queryClient.getQueryData(waitlistPageQuery({ search: '', cursor: null }).queryKey)).toEqual(page);
    await prefetchOpeningTab('?tab=coaches');
    expect(queryClient.getQueryData(accountsPageQuery({ role: 'coach', search: '', cursor: null }).queryKey)).toEqual(
      page,
    );
    await prefetchOpeningTab('?tab=nonsense');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/admin/waitlist?limit=50',
      '/api/admin/users?role=coach&limit=24',
      '/api/admin/users?role=user&limit=24',
    ]);
  });

  it('asks for nothing without an admin token, or for the weekly brief tab', async () => {
    vi.stubGlobal('window', { localStorage: { getItem: () => null } });
    await prefetchOpeningTab('?tab=users');
    signedInAdmin();
    await prefetchOpeningTab('?tab=weekly');
    expect(fetch).not.toHaveBeenCalled();
  });
});
