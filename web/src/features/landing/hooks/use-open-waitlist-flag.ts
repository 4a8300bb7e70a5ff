import type { OPEN_WAITLIST_STATE } from '@briefs/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const FLAG = 'openWaitlist' satisfies keyof typeof OPEN_WAITLIST_STATE;

function asksForWaitlist(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && FLAG in state && (state as Record<string, unknown>)[FLAG] === true
  );
}

/**
 * Spec §2: arriving with { openWaitlist: true } in the navigation state opens the waitlist dialog;
 * the flag is then cleared (replace, state null) so Back/refresh do not reopen it.
 */
export function useOpenWaitlistFlag(open: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const wantsWaitlist = asksForWaitlist(location.state);

  useEffect(() => {
    if (!wantsWaitlist) return;
    open();
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [wantsWaitlist, open, navigate, location.pathname, location.search, location.hash]);
}
