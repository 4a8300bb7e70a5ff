import { VENT_CONFIRMED_SAFE_FIELD, type VentAnswer } from '@briefs/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { VENT_QUERY_KEY } from './get-vent';

export interface VentUpload {
  audio: Blob;
  fileName: string;
  /** The check-in was answered with "I'm safe, keep going". */
  confirmedSafe?: boolean;
}

/** POST /api/vent/upload (multipart field audio): the new session, or the crisis answer or a check-in. */
export function uploadVent({ audio, fileName, confirmedSafe }: VentUpload): Promise<VentAnswer> {
  const form = new FormData();
  form.append('audio', audio, fileName);
  if (confirmedSafe) form.append(VENT_CONFIRMED_SAFE_FIELD, 'true');
  return apiFetch<VentAnswer>('/api/vent/upload', { method: 'POST', body: form });
}

export function useUploadVentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVent,
    onSuccess: (answer) => {
      if ('session' in answer) queryClient.setQueryData(VENT_QUERY_KEY, { session: answer.session });
    },
  });
}
