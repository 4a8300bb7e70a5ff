import type { AdminAccount, AdminAccountsPage } from '@briefs/shared';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';

export const ACCOUNTS_KEY = ['admin', 'accounts'] as const;

/** GET /api/admin/users, every page. Admin accounts are dropped here too (spec §6). */
export async function listAccounts(): Promise<AdminAccount[]> {
  const all: AdminAccount[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const page: AdminAccountsPage = await adminFetch<AdminAccountsPage>(`/api/admin/users${query}`);
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all.filter((account) => account.role === 'user' || account.role === 'coach');
}

export function useAccountsQuery() {
  return useQuery({ queryKey: ACCOUNTS_KEY, queryFn: listAccounts });
}
