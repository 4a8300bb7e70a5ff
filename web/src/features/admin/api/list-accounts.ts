import { ADMIN_PAGE_SIZE, type AdminAccountsPage } from '@briefs/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';

export const ACCOUNTS_KEY = ['admin', 'accounts'] as const;

export interface AccountsPageRequest {
  role: 'user' | 'coach';
  /** Email or name-word prefix; empty for the whole list. */
  search: string;
  cursor: string | null;
}

export function accountsPagePath({ role, search, cursor }: AccountsPageRequest): string {
  const query = new URLSearchParams({ role, limit: String(ADMIN_PAGE_SIZE.accounts) });
  if (search) query.set('q', search);
  if (cursor) query.set('cursor', cursor);
  return `/api/admin/users?${query}`;
}

/** GET /api/admin/users: one page of one role's accounts, searched on the server. */
export function listAccountsPage(request: AccountsPageRequest): Promise<AdminAccountsPage> {
  return adminFetch<AdminAccountsPage>(accountsPagePath(request));
}

/** Keeps the previous page on screen while the next one loads, so the list never blinks to Loading. */
export function useAccountsPage(request: AccountsPageRequest) {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, request.role, request.search, request.cursor],
    queryFn: () => listAccountsPage(request),
    placeholderData: keepPreviousData,
  });
}
