import { ERROR_CATALOGUE, type JobView, MEDIA_LIMITS } from '@briefs/shared';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** GET /api/jobs/{jobId}: one look at a media job. */
export function fetchJob(jobId: string, signal?: AbortSignal): Promise<JobView> {
  return apiFetch<JobView>(`/api/jobs/${encodeURIComponent(jobId)}`, { signal });
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      window.clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

/**
 * Polls a media job until it is done (its result) or failed (thrown as the ApiError the call would
 * have answered with, so the same error texts apply). Used while the waiting exercises run.
 */
export async function waitForJob<T>(jobId: string, signal?: AbortSignal): Promise<T> {
  const deadline = Date.now() + MEDIA_LIMITS.jobPollTimeoutMs;
  for (;;) {
    const job = await fetchJob(jobId, signal);
    if (job.status === 'done') return job.result as T;
    if (job.status === 'failed') {
      const code = job.code ?? 'INTERNAL';
      const { status, message } = ERROR_CATALOGUE[code];
      throw new ApiError({ status, code, kind: 'http', error: status >= 500 ? message : (job.error ?? message) });
    }
    if (Date.now() > deadline)
      throw new ApiError({ status: 504, code: 'INTERNAL', kind: 'http', error: ERROR_CATALOGUE.INTERNAL.message });
    await pause(MEDIA_LIMITS.jobPollIntervalMs, signal);
  }
}
