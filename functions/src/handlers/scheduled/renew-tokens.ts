import { renewAllDue } from '../../domain/token-pools.ts';
import { log } from '../../lib/log.ts';
import { observed } from '../../lib/observe.ts';
import { getJobRuntime } from '../../runtime.ts';

/** EventBridge (monthly) → renews every pool whose date has passed. Safe to run late or twice. */
export const handler = observed(async () => {
  const renewed = await renewAllDue(getJobRuntime('scheduled/renew-tokens'));
  log.info('monthly token renewal', { renewed });
  return { renewed };
});
