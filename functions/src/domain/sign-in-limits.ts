import { AUTH_MESSAGES } from '@briefs/shared';
import type { RateTicket } from '../repositories/rate-limit-repository.ts';
import type { Runtime } from '../runtime.ts';
import { giveBackAttempt, takeAttempt } from './rate-limits.ts';

/**
 * Guessing limits (docs/security.md). Every attempt is counted atomically before the password is
 * checked, and a right password gives its attempt back, so the counters hold failures.
 *
 * - Per address, all accounts and both sign-in pages: 60 attempts in 5 minutes. Stops one source
 *   from flooding the password hashing (which slowed real sign-ins) or spraying many accounts.
 * - Per account, per audience, per address: 10 failures in 15 minutes (sliding). Stops guessing
 *   one account from one source. Keyed by audience, so member sign-ins with the admin's email
 *   never touch the admin's counter; keyed by address, so nobody can lock anyone else out.
 *
 * There is deliberately no account-wide lock: it would let anyone lock any account out. A guesser
 * with many addresses is slowed per address and faces the common-password check instead.
 */
export const SIGN_IN_PER_ADDRESS = { bucket: 'sign-in-address', limit: 60, windowSeconds: 5 * 60 };
export const SIGN_IN_FAILURES = { limit: 10, windowSeconds: 15 * 60 };
export const CHANGE_PASSWORD_FAILURES = { bucket: 'change-password', limit: 5, windowSeconds: 15 * 60 };

export function takeSignInAttempt(
  runtime: Runtime,
  kind: 'member' | 'admin',
  email: string,
  address: string,
): Promise<RateTicket[]> {
  return takeAttempt(
    runtime,
    [
      { rule: SIGN_IN_PER_ADDRESS, subject: address },
      { rule: { bucket: `sign-in-${kind}`, ...SIGN_IN_FAILURES }, subject: `${email}#${address}` },
    ],
    AUTH_MESSAGES.tooManyAttempts,
  );
}

/** Guessing the current password at Change Password: 5 failures in 15 minutes per account. */
export function takeChangePasswordAttempt(runtime: Runtime, userId: string): Promise<RateTicket[]> {
  return takeAttempt(
    runtime,
    [{ rule: CHANGE_PASSWORD_FAILURES, subject: userId }],
    AUTH_MESSAGES.tooManyPasswordAttempts,
  );
}

/** A right password: its attempt no longer counts as a failure (the per-address one stays). */
export function signInSucceeded(runtime: Runtime, tickets: RateTicket[]): Promise<void> {
  return giveBackAttempt(runtime, tickets.slice(-1));
}
