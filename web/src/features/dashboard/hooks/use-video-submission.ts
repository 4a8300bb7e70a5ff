import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { waitForJob } from '../api/get-job';
import { USAGE_QUERY_KEY } from '../api/get-usage';
import type { CoachingAnswer } from '../api/upload-text';
import { submitUploadedVideo, uploadVideo, type VideoFields } from '../api/upload-video';

/** Where a video submission stands, for the waiting area. */
export type VideoProgress = { phase: 'uploading'; percent: number } | { phase: 'processing' } | null;

/**
 * Coach mode's video: a presigned upload straight to storage (with progress), then the server's
 * job polled while the waiting exercises run. The upload is remembered so that, after a check-in,
 * "I'm safe, keep going" re-runs the same video without sending it again.
 */
export function useVideoSubmission() {
  const [progress, setProgress] = useState<VideoProgress>(null);
  const uploaded = useRef<{ uploadKey: string; fields: VideoFields } | null>(null);
  const running = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();

  async function finish(jobId: string, controller: AbortController) {
    setProgress({ phase: 'processing' });
    try {
      return { jobId, answer: await waitForJob<CoachingAnswer>(jobId, controller.signal) };
    } finally {
      // Usage is reloaded after every submission, whatever its outcome (spec §7).
      void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
    }
  }

  function start(): AbortController {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    return controller;
  }

  async function send(file: File, fields: VideoFields) {
    const controller = start();
    uploaded.current = null;
    setProgress({ phase: 'uploading', percent: 0 });
    const sent = await uploadVideo(file, fields, (percent) => setProgress({ phase: 'uploading', percent }));
    uploaded.current = { uploadKey: sent.uploadKey, fields };
    return finish(sent.jobId, controller);
  }

  /** After a check-in: the same upload, confirmed safe. */
  async function resendConfirmed() {
    if (!uploaded.current) throw new Error('no video to send again');
    const controller = start();
    const { uploadKey, fields } = uploaded.current;
    const { jobId } = await submitUploadedVideo(uploadKey, fields, true);
    return finish(jobId, controller);
  }

  function reset() {
    running.current?.abort();
    running.current = null;
    uploaded.current = null;
    setProgress(null);
  }

  return { progress, send, resendConfirmed, reset };
}
