import { type AdminTab, isAdminTab, STORAGE_KEYS } from '@briefs/shared';

function readStoredTab(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.adminSelectedTab);
  } catch {
    return null;
  }
}

export function storeTab(tab: AdminTab): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.adminSelectedTab, tab);
  } catch {
    // Storage unavailable: the query parameter still carries the tab.
  }
}

/**
 * The admin tab to show (spec §2): the `tab` query parameter wins; without one, the tab kept in
 * local storage; otherwise users. An unknown value means users.
 */
export function resolveAdminTab(raw: string | null): AdminTab {
  if (raw !== null) return isAdminTab(raw) ? raw : 'users';
  const stored = readStoredTab();
  return isAdminTab(stored) ? stored : 'users';
}
