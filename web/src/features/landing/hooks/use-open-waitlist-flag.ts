import { OPEN_WAITLIST_HASH, type OPEN_WAITLIST_STATE } from '@briefs/shared';
import { useEffect } from 'react';
import { useNavigation } from '../../../lib/navigation';

const FLAG = 'openWaitlist' satisfies keyof typeof OPEN_WAITLIST_STATE;

function asksForWaitlist(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && FLAG in state && (state as Record<string, unknown>)[FLAG] === true
  );
}

/**
 * Spec §2: arriving with { openWaitlist: true } in the navigation state opens the waitlist dialog;
 * the flag is then cleared (replace, state null) so Back/refresh do not reopen it. A press before the
 * app ran is a plain page load with no state: the same ask then arrives as the address's hash, which
 * is cleared in place (no reload).
 */
export function useOpenWaitlistFlag(open: () => void) {
  const navigation = useNavigation();
  const wantsWaitlist = asksForWaitlist(navigation.state);

  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const hashAsks = hash === OPEN_WAITLIST_HASH;
    if (!wantsWaitlist && !hashAsks) return;
    open();
    if (wantsWaitlist) navigation.go(`${pathname}${search}`, { replace: true, state: null });
    else window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, [wantsWaitlist, open, navigation]);
}
