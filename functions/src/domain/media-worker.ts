import { ERROR_CATALOGUE } from '@briefs/shared';
import { AppError } from '../lib/app-error.ts';
import { log } from '../lib/log.ts';
import { countMetric, METRIC } from '../lib/metrics.ts';
import type { MediaJobRef } from '../media/job-queue.ts';
import type { Runtime } from '../runtime.ts';
import { runCoachReplyJob } from './coach-replies.ts';
import { runTranscriptionJob } from './transcription.ts';
import { runVideoJob } from './video-coaching.ts';

/**
 * Runs one media job to its end and records the outcome once. Never throws: Lambda would retry
 * an asynchronous invocation, and a retried job finds it is no longer pending and stops.
 */
export async function runMediaJob(runtime: Runtime, ref: MediaJobRef): Promise<void> {
  const job = await runtime.repos.jobs.get(ref.userId, ref.jobId, runtime.now());
  if (job?.status !== 'pending') return;
  try {
    const result = await (job.kind === 'transcribe-audio'
      ? runTranscriptionJob(runtime, job)
      : job.kind === 'coach-reply'
        ? runCoachReplyJob(runtime, job)
        : runVideoJob(runtime, job));
    await runtime.repos.jobs.finish(job.userId, job.id, { status: 'done', result });
  } catch (error) {
    const appError = error instanceof AppError && error.status < 500 ? error : null;
    if (!appError) {
      log.error('media job failed', { kind: job.kind, err: error instanceof Error ? error.stack : String(error) });
      countMetric(METRIC.mediaJobFailed, { name: 'kind', value: job.kind });
    }
    if (job.kind === 'coach-video') await runtime.media.delete(job.mediaKey).catch(() => undefined);
    await runtime.repos.jobs.finish(job.userId, job.id, {
      status: 'failed',
      errorCode: appError?.code ?? 'INTERNAL',
      error: appError?.message ?? ERROR_CATALOGUE.INTERNAL.message,
    });
  }
}
