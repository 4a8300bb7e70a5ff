import { randomBytes } from 'node:crypto';
import { LIMITS, type Role } from '@briefs/shared';
import { hashPassword } from '../auth/passwords.ts';
import { newId } from '../lib/ids.ts';
import type { AccountRecord } from '../repositories/account-repository.ts';

/** The first instant of next month (UTC): when monthly token pools renew. */
export function nextRenewal(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** A new account record with the default pools; the caller stores it. */
export async function newAccount(
  fields: { email: string; name?: string; role: Role; password?: string; mustChangePassword?: boolean; phone?: string },
  now: Date,
): Promise<AccountRecord> {
  return {
    id: newId(),
    email: fields.email,
    name: fields.name ?? fields.email.split('@')[0] ?? '',
    phone: fields.phone ?? '',
    background: '',
    role: fields.role,
    createdAt: now.toISOString(),
    // Without a password the account gets an unusable one until a temporary password is set.
    passwordHash: await hashPassword(fields.password ?? randomBytes(24).toString('base64url'), {
      randomSecret: fields.mustChangePassword || !fields.password,
    }),
    mustChangePassword: fields.mustChangePassword ?? false,
    tokenVersion: 1,
    briefMonthlyLimit: LIMITS.defaultBriefMonthlyLimit,
    briefTokensRemaining: LIMITS.defaultBriefMonthlyLimit,
    coachMonthlyLimit: LIMITS.defaultCoachMonthlyLimit,
    coachTokensRemaining: LIMITS.defaultCoachMonthlyLimit,
    tokensRenewAt: nextRenewal(now).toISOString(),
  };
}

/** Who may sign in at all: users, approved coaches and admins. */
export function maySignIn(account: AccountRecord): boolean {
  if (account.role === 'coach') return account.status === 'approved';
  return true;
}
