import type { ForgotPasswordResponse } from '@briefs/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/auth/forgot-password (public). The answer is the same whether or not the email exists. */
export function forgotPassword(email: string): Promise<ForgotPasswordResponse> {
  return apiFetch<ForgotPasswordResponse>('/api/auth/forgot-password', {
    method: 'POST',
    body: { email },
    auth: 'none',
  });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationKey: ['auth', 'forgot-password'], mutationFn: forgotPassword });
}
