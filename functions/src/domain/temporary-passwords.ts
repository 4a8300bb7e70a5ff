import { LIMITS } from '@briefs/shared';
import { generateTemporaryPassword, hashPassword } from '../auth/passwords.ts';
import type { AccountRecord } from '../repositories/account-repository.ts';

/**
 * Emailed temporary passwords, for every flow that creates or opens an account for someone who
 * never chose a password (waitlist conversion, coach approval, forgot password).
 *
 * - They expire: `passwordExpiresAt` (account on a temporary password) or `tempPasswordExpiresAt`
 *   (a reset waiting beside the real password). The email states the lifetime.
 * - Until the person chooses their own password (`mustChangePassword`), the server accepts their
 *   session only on the routes the route table marks `temporarySession` (who am I, change
 *   password): see `apiHandler`.
 */
export type TemporaryPurpose = 'new-account' | 'reset';

export function temporaryPasswordHours(purpose: TemporaryPurpose): number {
  return purpose === 'reset' ? LIMITS.resetTemporaryPasswordHours : LIMITS.newAccountTemporaryPasswordHours;
}

export interface TemporaryPassword {
  /** Only ever put in the email. */
  password: string;
  hash: string;
  expiresAt: string;
  validHours: number;
}

export async function issueTemporaryPassword(purpose: TemporaryPurpose, now: Date): Promise<TemporaryPassword> {
  const password = generateTemporaryPassword();
  const validHours = temporaryPasswordHours(purpose);
  return {
    password,
    hash: await hashPassword(password, { randomSecret: true }),
    expiresAt: new Date(now.getTime() + validHours * 3600_000).toISOString(),
    validHours,
  };
}

/** The account fields that put an account on a temporary password. */
export function onTemporaryPassword(temporary: TemporaryPassword): Partial<AccountRecord> {
  return { passwordHash: temporary.hash, mustChangePassword: true, passwordExpiresAt: temporary.expiresAt };
}

/** An account on a temporary password whose time has run out. */
export function temporaryPasswordExpired(account: AccountRecord, now: Date): boolean {
  return Boolean(
    account.mustChangePassword && account.passwordExpiresAt && account.passwordExpiresAt <= now.toISOString(),
  );
}

/** A pending reset's temporary password, while it is still valid. */
export function usableResetHash(account: AccountRecord | null, now: Date): string | undefined {
  if (!account?.tempPasswordHash || !account.tempPasswordExpiresAt) return undefined;
  return account.tempPasswordExpiresAt > now.toISOString() ? account.tempPasswordHash : undefined;
}
