import { AppError } from '../http/app-error.ts';
import type { Runtime } from '../runtime.ts';

/** Throws RATE_LIMITED once `subject` has made more than `limit` hits in the window. */
export async function enforceRateLimit(
  runtime: Runtime,
  rule: { bucket: string; limit: number; windowSeconds: number },
  subject: string,
): Promise<void> {
  const hits = await runtime.repos.rateLimits.hit(rule.bucket, subject, rule.windowSeconds, runtime.now());
  if (hits > rule.limit) throw new AppError('RATE_LIMITED', { retryAfterSeconds: rule.windowSeconds });
}
