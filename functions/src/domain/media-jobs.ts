import { type ErrorCode, type JobView, MEDIA_WORKER } from '@briefs/shared';
import { AppError } from '../lib/app-error.ts';
import { newId } from '../lib/ids.ts';
import { countMetric, METRIC } from '../lib/metrics.ts';
import { configuredJobQueue } from '../media/job-queue.ts';
import type { MediaJobRecord } from '../repositories/job-repository.ts';
import type { Runtime } from '../runtime.ts';

/** Creates a pending job for an uploaded object and starts it; the caller polls GET /api/jobs/{id}. */
export async function startJob(
  runtime: Runtime,
  job: Omit<MediaJobRecord, 'expiresAt' | 'status' | 'createdAt' | 'id'> & { id?: string },
): Promise<string> {
  const now = runtime.now();
  const id = job.id ?? newId();
  if (!(await runtime.repos.jobs.create({ ...job, id, createdAt: now.toISOString() }, now))) {
    throw new AppError('CONFLICT', {}, 'This upload was already submitted.');
  }
  await configuredJobQueue(runtime.config).enqueue({ userId: job.userId, jobId: id });
  return id;
}

export function toJobView(job: MediaJobRecord): JobView {
  if (job.status === 'done') return { status: 'done', result: job.result };
  if (job.status === 'failed') {
    const code: ErrorCode = job.errorCode ?? 'INTERNAL';
    return { status: 'failed', code, error: job.error ?? undefined };
  }
  return { status: 'pending' };
}

/** Still pending a minute after the worker's own time limit: the worker died or never started. */
export const JOB_STUCK_AFTER_MS = (MEDIA_WORKER.timeoutSeconds + 60) * 1000;

export async function getJob(runtime: Runtime, userId: string, jobId: string): Promise<JobView> {
  const now = runtime.now();
  const job = await runtime.repos.jobs.get(userId, jobId, now);
  if (!job) throw new AppError('NOT_FOUND');
  if (job.status === 'pending' && now.getTime() - Date.parse(job.createdAt) > JOB_STUCK_AFTER_MS) {
    countMetric(METRIC.mediaJobStuck, { name: 'kind', value: job.kind });
  }
  return toJobView(job);
}

/**
 * Waits up to `budgetMs` for a job that is usually quick (a voice note offline takes a few
 * seconds), so the caller can answer at once; null when it is still running.
 */
export async function awaitJob(
  runtime: Runtime,
  userId: string,
  jobId: string,
  budgetMs: number,
): Promise<JobView | null> {
  const deadline = Date.now() + budgetMs;
  for (;;) {
    const view = await getJob(runtime, userId, jobId);
    if (view.status !== 'pending') return view;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The error a finished-but-failed job answers with, as thrown by the synchronous path. */
export function jobError(view: JobView): AppError {
  const code: ErrorCode = view.code ?? 'INTERNAL';
  return new AppError(code, {}, code === 'INTERNAL' ? undefined : view.error);
}
