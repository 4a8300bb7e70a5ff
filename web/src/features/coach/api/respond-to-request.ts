import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { COACH_REQUESTS_KEY } from './list-coach-requests';

/** PUT /api/coach-requests/{id}/response with the video as multipart (spec §7); the list reloads after. */
export function respondToRequest({ requestId, video }: { requestId: string; video: File }): Promise<void> {
  const form = new FormData();
  form.set('video', video, video.name);
  return apiFetch<void>(`/api/coach-requests/${encodeURIComponent(requestId)}/response`, { method: 'PUT', body: form });
}

export function useRespondMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['coach-requests', 'respond'],
    mutationFn: respondToRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COACH_REQUESTS_KEY }),
  });
}
