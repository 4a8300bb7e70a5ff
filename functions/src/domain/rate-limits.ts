import { AppError } from '../lib/app-error.ts';
import { countMetric, METRIC } from '../lib/metrics.ts';
import type { RateRule, RateTicket } from '../repositories/rate-limit-repository.ts';
import type { Runtime } from '../runtime.ts';

/** Throws RATE_LIMITED once `subject` has made more than `limit` hits in the window. */
export async function enforceRateLimit(runtime: Runtime, rule: RateRule, subject: string): Promise<void> {
  const hits = await runtime.repos.rateLimits.hit(rule.bucket, subject, rule.windowSeconds, runtime.now());
  if (hits > rule.limit) throw new AppError('RATE_LIMITED', { retryAfterSeconds: rule.windowSeconds });
}

/**
 * Takes one attempt from each limit, in order, before the work they guard (a password check).
 * The first limit that is used up stops the attempt with `message`; the tickets let a caller give
 * the attempt back when it succeeded, so only failures count against the person.
 */
export async function takeAttempt(
  runtime: Runtime,
  limits: ReadonlyArray<{ rule: RateRule; subject: string }>,
  message: string,
): Promise<RateTicket[]> {
  const tickets: RateTicket[] = [];
  for (const { rule, subject } of limits) {
    const taken = await runtime.repos.rateLimits.take(rule, subject, runtime.now());
    tickets.push(taken.ticket);
    if (!taken.allowed) {
      countMetric(METRIC.signInLocked, { name: 'limit', value: rule.bucket });
      throw new AppError('RATE_LIMITED', { retryAfterSeconds: rule.windowSeconds }, message);
    }
  }
  return tickets;
}

export async function giveBackAttempt(runtime: Runtime, tickets: RateTicket[]): Promise<void> {
  await Promise.all(tickets.map((ticket) => runtime.repos.rateLimits.giveBack(ticket)));
}
