import { LIMITS, type WaitlistStatus } from '@briefs/shared';
import type { Runtime } from '../runtime.ts';
import { enforceRateLimit } from './rate-limits.ts';

const signupRule = { bucket: 'waitlist', limit: LIMITS.waitlistSignupsPerMinutePerAddress, windowSeconds: 60 };

/**
 * Adds an email (already trimmed and lower-cased by the shared schema) to the waitlist.
 * Simultaneous sign-ups with one email make one entry: the conditional put decides the winner.
 */
export async function joinWaitlist(runtime: Runtime, email: string, sourceIp: string): Promise<WaitlistStatus> {
  await enforceRateLimit(runtime, signupRule, sourceIp);
  if (await runtime.repos.emailClaims.findUserId(email)) return 'already_user';
  const created = await runtime.repos.waitlist.createIfAbsent(email, runtime.now());
  return created ? 'created' : 'already_waitlisted';
}
