import type { JobAccepted, UploadVideoFields, VideoUploadSlot } from '@briefs/shared';
import { ERROR_CATALOGUE, GENERIC_MESSAGES } from '@briefs/shared';
import { ApiError, apiFetch } from '../../../lib/api-client';

export type VideoFields = Omit<UploadVideoFields, 'uploadKey' | 'confirmedSafe'>;

/** PUT straight to storage (never through the API), reporting progress for the upload bar. */
function putFile(slot: VideoUploadSlot, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', slot.uploadUrl);
    for (const [name, value] of Object.entries(slot.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((100 * event.loaded) / event.total));
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(
            new ApiError({
              status: request.status,
              code: 'INTERNAL',
              kind: 'http',
              error: GENERIC_MESSAGES.submissionFailed,
            }),
          );
    request.onerror = () =>
      reject(new ApiError({ status: 0, code: 'INTERNAL', kind: 'network', error: ERROR_CATALOGUE.INTERNAL.message }));
    request.send(file);
  });
}

/**
 * Sends a coach-mode video: a presigned upload slot (POST /api/uploads/video, refused at once when
 * too large), the file put straight to storage, then POST /upload-video naming the upload. The
 * server checks the bytes and answers with the job to poll.
 */
export async function uploadVideo(
  file: File,
  fields: VideoFields,
  onProgress: (percent: number) => void,
): Promise<{ jobId: string; uploadKey: string }> {
  const slot = await apiFetch<VideoUploadSlot>('/api/uploads/video', {
    method: 'POST',
    body: { size: file.size, contentType: file.type },
  });
  await putFile(slot, file, onProgress);
  const { jobId } = await submitUploadedVideo(slot.uploadKey, fields, false);
  return { jobId, uploadKey: slot.uploadKey };
}

/** POST /upload-video for a finished upload; with `confirmedSafe` after a check-in. */
export function submitUploadedVideo(
  uploadKey: string,
  fields: VideoFields,
  confirmedSafe: boolean,
): Promise<JobAccepted> {
  return apiFetch<JobAccepted>('/upload-video', {
    method: 'POST',
    body: { ...fields, uploadKey, ...(confirmedSafe ? { confirmedSafe } : {}) },
  });
}
