import { PAGES, SESSION_EXPIRED_STATE } from '@briefs/shared';
import { setSessionExpiredHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { clearSession, getSessionToken } from '../lib/session';
import { router } from './router';

/**
 * A 401 on any member call means the session is over: forget it and everything loaded with it,
 * and go to /login, which says "Please sign in again". Nothing is left waiting for an answer.
 */
export function installSessionExpiry(): void {
  setSessionExpiredHandler(() => {
    if (!getSessionToken()) return;
    clearSession();
    queryClient.clear();
    void router.navigate(PAGES.login, { replace: true, state: SESSION_EXPIRED_STATE });
  });
}
