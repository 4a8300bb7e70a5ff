import { expireVentNotes } from '../../domain/vent-notes.ts';
import { log } from '../../lib/log.ts';
import { observed } from '../../lib/observe.ts';
import { getJobRuntime } from '../../runtime.ts';

/** EventBridge (hourly) → every vent note past its 24 hours loses its record and its audio. */
export const handler = observed(async () => {
  const removed = await expireVentNotes(getJobRuntime('scheduled/expire-vent-notes'));
  if (removed) log.info('vent notes expired', { removed });
  return { removed };
});
