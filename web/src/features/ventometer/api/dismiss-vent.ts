import type { VentDismissResponse } from '@briefs/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { VENT_QUERY_KEY } from './get-vent';

/** POST /api/vent/better: deletes the note and its audio ('I'm Better Now' and Dismiss). */
export function dismissVent(): Promise<VentDismissResponse> {
  return apiFetch<VentDismissResponse>('/api/vent/better', { method: 'POST' });
}

export function useDismissVentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissVent,
    onSuccess: () => queryClient.setQueryData(VENT_QUERY_KEY, { session: null }),
  });
}
