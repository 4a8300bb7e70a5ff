import { MEDIA_LIMITS, type VideoUploadSlot } from '@briefs/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { COACH_REQUESTS_KEY } from './list-coach-requests';

const path = (requestId: string) => `/api/coach-requests/${encodeURIComponent(requestId)}/response`;

/**
 * PUT /api/coach-requests/{id}/response (spec §7). A small video goes in the multipart form; a
 * larger one straight to the bucket through a presigned upload first, then its key is sent.
 * The server checks the bytes either way.
 */
export async function respondToRequest({ requestId, video }: { requestId: string; video: File }): Promise<void> {
  if (video.size <= MEDIA_LIMITS.videoInlineMaxBytes) {
    const form = new FormData();
    form.set('video', video, video.name);
    return apiFetch<void>(path(requestId), { method: 'PUT', body: form });
  }
  if (video.size > MEDIA_LIMITS.videoMaxBytes)
    throw new ApiError({ status: 413, code: 'PAYLOAD_TOO_LARGE', kind: 'http', error: 'That video is too large.' });
  const slot = await apiFetch<VideoUploadSlot>('/api/uploads/video', {
    method: 'POST',
    body: { size: video.size, contentType: video.type },
  });
  const put = await fetch(slot.uploadUrl, { method: 'PUT', headers: slot.headers, body: video });
  if (!put.ok) throw new ApiError({ status: put.status, code: 'INTERNAL', kind: 'http', error: 'Upload failed.' });
  return apiFetch<void>(path(requestId), { method: 'PUT', body: { uploadKey: slot.uploadKey } });
}

export function useRespondMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['coach-requests', 'respond'],
    mutationFn: respondToRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COACH_REQUESTS_KEY }),
  });
}
