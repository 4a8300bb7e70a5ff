import type { JobAccepted, TranscribeAudioResult } from '@briefs/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { waitForJob } from './get-job';

/** The file name only tells the server's logs what the browser recorded; the bytes decide. */
function fileNameFor(type: string): string {
  if (type.includes('mp4')) return 'recording.mp4';
  if (type.includes('ogg')) return 'recording.ogg';
  return 'recording.webm';
}

/**
 * POST /transcribe-audio (multipart field `audio`): the words, or, when transcription takes longer
 * than the call may wait, a job to poll.
 */
export async function transcribeAudio(audio: Blob, signal?: AbortSignal): Promise<TranscribeAudioResult> {
  const form = new FormData();
  form.set('audio', audio, fileNameFor(audio.type));
  const answer = await apiFetch<TranscribeAudioResult | JobAccepted>('/transcribe-audio', {
    method: 'POST',
    body: form,
    signal,
  });
  return 'jobId' in answer ? waitForJob<TranscribeAudioResult>(answer.jobId, signal) : answer;
}

export function useTranscribeAudioMutation() {
  return useMutation({
    mutationFn: ({ audio, signal }: { audio: Blob; signal?: AbortSignal }) => transcribeAudio(audio, signal),
  });
}
