import { AUTH_MESSAGES, type LoginBody } from '@briefs/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getMe } from '../../../lib/api/me';
import { errorText } from '../../../lib/error-text';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { dashboardPathFor, type StoredRole, setSessionToken, setStoredRole } from '../../../lib/session';
import { useLoginMutation } from '../api/login';

/** Navigation state the dashboards read to open Change Password at once. */
export interface SignedInState {
  mustChangePassword?: boolean;
}

/**
 * Spec §4 Login: store the token, fetch the current user, store the role, then go to /coach or
 * /app replacing history. A temporary password asks the destination to open Change Password.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function signIn(body: LoginBody) {
    setError(null);
    setPending(true);
    try {
      const answer = await loginMutation.mutateAsync(body);
      setSessionToken(answer.token);
      let role: StoredRole = answer.role === 'coach' ? 'coach' : 'user';
      try {
        const me = await getMe();
        queryClient.setQueryData(QUERY_KEYS.me, me);
        role = me.role === 'coach' ? 'coach' : 'user';
      } catch (cause) {
        // The token works for sign-in; the dashboard fetches the profile again.
        console.warn('Could not load the current user after sign-in', cause);
      }
      setStoredRole(role);
      const state: SignedInState = { mustChangePassword: answer.mustChangePassword };
      navigate(dashboardPathFor(role), { replace: true, state });
    } catch (cause) {
      setError(errorText(cause, AUTH_MESSAGES.loginFailed));
      setPending(false);
    }
  }

  return { signIn, error, pending };
}
