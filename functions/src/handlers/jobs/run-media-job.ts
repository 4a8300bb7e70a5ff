import { runMediaJob } from '../../domain/media-worker.ts';
import type { MediaJobRef } from '../../media/job-queue.ts';
import { getRuntime } from '../../runtime.ts';

/** The media worker: invoked asynchronously (Lambda Event) by the upload handlers, or in-process locally. */
export async function handler(event: MediaJobRef): Promise<void> {
  await runMediaJob(getRuntime(), { userId: String(event.userId), jobId: String(event.jobId) });
}
