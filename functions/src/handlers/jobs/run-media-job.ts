import { runMediaJob } from '../../domain/media-worker.ts';
import { observed } from '../../lib/observe.ts';
import type { MediaJobRef } from '../../media/job-queue.ts';
import { getRuntime } from '../../runtime.ts';

/** The media worker: invoked asynchronously (Lambda Event) by the upload handlers, or in-process locally. */
export const handler = observed(async (event: MediaJobRef): Promise<void> => {
  await runMediaJob(getRuntime(), { userId: String(event.userId), jobId: String(event.jobId) });
});
