import type { AdminTab } from '@briefs/shared';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { resolveAdminTab, storeTab } from '../admin-tab';

/**
 * The selected admin tab (`resolveAdminTab`), kept in the address and in local storage so both
 * places always agree.
 */
export function useAdminTab(): [AdminTab, (tab: AdminTab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = resolveAdminTab(raw);

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
