import type { LoginBody, LoginResponse } from '@briefs/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { setAdminToken } from '../../../lib/session';
import { forgetMissedUnauthorized } from './admin-fetch';

/** POST /api/auth/admin-login (public); success stores adminToken (spec §4). */
export async function adminLogin(body: LoginBody): Promise<LoginResponse> {
  const answer = await apiFetch<LoginResponse>('/api/auth/admin-login', { method: 'POST', body, auth: 'none' });
  forgetMissedUnauthorized();
  setAdminToken(answer.token);
  return answer;
}

export function useAdminLoginMutation() {
  return useMutation({ mutationKey: ['admin', 'login'], mutationFn: adminLogin });
}
