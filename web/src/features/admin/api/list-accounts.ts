import type { AdminAccountsPage } from '@briefs/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { type AccountsPageRequest, accountsPagePath } from './list-paths';
import { openingAnswer } from './opening-page';

export type { AccountsPageRequest };

export const ACCOUNTS_KEY = ['admin', 'accounts'] as const;

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
    ...openingAnswer<AdminAccountsPage>(accountsPagePath(request)),
  });
}
