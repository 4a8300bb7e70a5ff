import { type AdminTab, isAdminTab, STORAGE_KEYS } from '@briefs/shared';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

function readStoredTab(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.adminSelectedTab);
  } catch {
    return null;
  }
}

function storeTab(tab: AdminTab): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.adminSelectedTab, tab);
  } catch {
    // Storage unavailable: the query parameter still carries the tab.
  }
}

/**
 * The selected admin tab (spec §2): the `tab` query parameter wins; without one, the tab kept in
 * local storage; otherwise users. An unknown value means users. Both places always agree.
 */
export function useAdminTab(): [AdminTab, (tab: AdminTab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const stored = raw === null ? readStoredTab() : null;
  const tab: AdminTab = raw !== null ? (isAdminTab(raw) ? raw : 'users') : isAdminTab(stored) ? stored : 'users';

  useEffect(() => {
    storeTab(tab);
    if (raw !== tab) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('tab', tab);
          return next;
        },
        { replace: true },
      );
    }
  }, [tab, raw, setParams]);

  const select = useCallback(
    (next: AdminTab) => {
      storeTab(next);
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      });
    },
    [setParams],
  );

  return [tab, select];
}
