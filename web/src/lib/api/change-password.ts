import type { ChangePasswordResponse } from '@briefs/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { setSessionToken } from '../session';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** PUT /api/auth/change-password. Earlier tokens stop working, so the fresh one is stored at once. */
export async function changePassword(body: ChangePasswordInput): Promise<ChangePasswordResponse> {
  const answer = await apiFetch<ChangePasswordResponse>('/api/auth/change-password', { method: 'PUT', body });
  if (answer?.token) setSessionToken(answer.token);
  return answer;
}

export function useChangePasswordMutation() {
  return useMutation({ mutationKey: ['auth', 'change-password'], mutationFn: changePassword });
}
