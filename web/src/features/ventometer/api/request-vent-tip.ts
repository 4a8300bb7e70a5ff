import type { VentAnswer } from '@briefs/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { VENT_QUERY_KEY } from './get-vent';

/** POST /api/vent/tip: the server coaches the pending note ('Still Feel This Way'). */
export function requestVentTip(): Promise<VentAnswer> {
  return apiFetch<VentAnswer>('/api/vent/tip', { method: 'POST' });
}

/** The session is refreshed from the server afterwards, whatever the answer (spec §4). */
export function useVentTipMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestVentTip,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VENT_QUERY_KEY }),
  });
}
