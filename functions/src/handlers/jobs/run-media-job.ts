import { warmSafetyGate } from '../../coaching/safety/load-gate.ts';
import { runMediaJob } from '../../domain/media-worker.ts';
import { observed } from '../../lib/observe.ts';
import type { MediaJobRef } from '../../media/job-queue.ts';
import { getJobRuntime } from '../../runtime.ts';

// The encoder loads during the container's start, not on the first person's request.
warmSafetyGate();

/** The media worker: invoked asynchronously (Lambda Event) by the upload handlers, or in-process locally. */
export const handler = observed(async (event: MediaJobRef): Promise<void> => {
  await runMediaJob(getJobRuntime('jobs/run-media-job'), { userId: String(event.userId), jobId: String(event.jobId) });
});
