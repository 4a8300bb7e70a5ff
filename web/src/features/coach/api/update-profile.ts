import type { MeResponse } from '@briefs/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface CoachProfileInput {
  name: string;
  phone: string;
}

/** PUT /api/auth/me with the coach's name and phone (spec §7); email never changes. */
export function updateCoachProfile(body: CoachProfileInput): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/auth/me', { method: 'PUT', body });
}

export function useUpdateCoachProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'me', 'update'],
    mutationFn: updateCoachProfile,
    onSuccess: (me) => queryClient.setQueryData(['auth', 'me'], me),
  });
}
