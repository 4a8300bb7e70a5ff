import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useLogout } from '../../../lib/use-logout';

/** Spec §8: a 401 while loading signs the coach out and sends them to /login. */
export function useSignOutOnUnauthenticated(error: unknown) {
  const logout = useLogout();
  const unauthenticated = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (unauthenticated) logout();
  }, [unauthenticated, logout]);
}
