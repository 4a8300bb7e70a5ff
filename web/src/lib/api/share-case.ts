import type { ShareCaseResponse } from '@briefs/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { QUERY_KEYS } from '../query-keys';

export interface ShareCaseInput {
  requestId: string;
  transcript: string;
  tip: string;
  summary?: string;
}

/** POST /api/debrief: shares one of the person's requests with the community for 24 hours. */
export function shareCase(body: ShareCaseInput): Promise<ShareCaseResponse> {
  return apiFetch<ShareCaseResponse>('/api/debrief', { method: 'POST', body });
}

export function useShareCaseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareCase,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.history });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.community });
    },
  });
}
