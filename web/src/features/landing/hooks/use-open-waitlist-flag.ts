import type { OPEN_WAITLIST_STATE } from '@briefs/shared';
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
 * the flag is then cleared (replace, state null) so Back/refresh do not reopen it.
 */
export function useOpenWaitlistFlag(open: () => void) {
  const navigation = useNavigation();
  const wantsWaitlist = asksForWaitlist(navigation.state);

  useEffect(() => {
    if (!wantsWaitlist) return;
    open();
    navigation.go(navigation.href, { replace: true, state: null });
  }, [wantsWaitlist, open, navigation]);
}
