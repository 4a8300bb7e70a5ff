import {
  AUTH_MESSAGES,
  COACH_REGISTER_MESSAGES,
  type LoginResponse,
  type MeResponse,
  type UpdateMeBody,
} from '@briefs/shared';
import { dummyPasswordHash, generateTemporaryPassword, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { signToken } from '../auth/tokens.ts';
import { AppError } from '../http/app-error.ts';
import { log } from '../lib/log.ts';
import type { AccountRecord } from '../repositories/account-repository.ts';
import type { Runtime } from '../runtime.ts';
import { maySignIn } from './accounts.ts';
import { passwordResetEmail } from './emails.ts';
import { enforceRateLimit } from './rate-limits.ts';

const FAILED_LOGIN = { bucket: 'login-fail', limit: 10, windowSeconds: 15 * 60 };
const RESET_PER_ADDRESS = { bucket: 'reset-ip', limit: 5, windowSeconds: 15 * 60 };
const RESET_PER_ACCOUNT = { bucket: 'reset-account', limit: 3, windowSeconds: 60 * 60 };
export const TEMP_PASSWORD_HOURS = 1;

async function findAccount(runtime: Runtime, email: string): Promise<AccountRecord | null> {
  const id = await runtime.repos.emailClaims.findUserId(email);
  return id ? runtime.repos.accounts.get(id) : null;
}

async function issueToken(runtime: Runtime, account: AccountRecord, tokenVersion: number): Promise<string> {
  const key = await runtime.keys.load();
  const adminClaims = account.role === 'admin' ? { name: account.name, email: account.email } : {};
  return signToken(key, { sub: account.id, role: account.role, tv: tokenVersion, ...adminClaims }, runtime.now());
}

/**
 * Signs in with the password or an unexpired temporary one. Unknown emails are checked against
 * a dummy hash so both failures take as long and answer alike. Using the temporary password
 * replaces the old one and ends earlier tokens; the person must then choose their own.
 */
export async function login(
  runtime: Runtime,
  email: string,
  password: string,
  kind: 'member' | 'admin',
): Promise<LoginResponse> {
  const failures = await runtime.repos.rateLimits.count(
    FAILED_LOGIN.bucket,
    email,
    FAILED_LOGIN.windowSeconds,
    runtime.now(),
  );
  if (failures >= FAILED_LOGIN.limit) {
    log.warn('sign-in blocked after repeated failures', { kind });
    throw new AppError('RATE_LIMITED', {}, AUTH_MESSAGES.tooManyAttempts);
  }
  const account = await findAccount(runtime, email);
  const passwordOk = await verifyPassword(password, account?.passwordHash ?? (await dummyPasswordHash()));
  if (kind === 'member' && account?.role === 'coach' && !maySignIn(account)) refuseUnapprovedCoach(account);
  const roleOk =
    account !== null && (kind === 'admin' ? account.role === 'admin' : account.role !== 'admin') && maySignIn(account);
  if (account && roleOk && passwordOk) {
    return {
      token: await issueToken(runtime, account, account.tokenVersion),
      role: account.role,
      mustChangePassword: Boolean(account.mustChangePassword),
    };
  }
  if (account && roleOk && (await usableTemporaryPassword(runtime, account, password))) {
    const tokenVersion = await runtime.repos.accounts.update(
      account.id,
      { passwordHash: account.tempPasswordHash, mustChangePassword: true },
      { bumpTokenVersion: true, remove: ['tempPasswordHash', 'tempPasswordExpiresAt'] },
    );
    return {
      token: await issueToken(runtime, account, tokenVersion ?? account.tokenVersion + 1),
      role: account.role,
      mustChangePassword: true,
    };
  }
  await runtime.repos.rateLimits.hit(FAILED_LOGIN.bucket, email, FAILED_LOGIN.windowSeconds, runtime.now());
  throw new AppError('INVALID_CREDENTIALS', {}, AUTH_MESSAGES.loginFailed);
}

/** Pending and rejected coaches hold no usable password; they are told where their application stands. */
function refuseUnapprovedCoach(account: AccountRecord): never {
  const message =
    account.status === 'rejected' ? COACH_REGISTER_MESSAGES.rejectedSignIn : COACH_REGISTER_MESSAGES.pendingSignIn;
  throw new AppError('COACH_NOT_APPROVED', { status: account.status ?? 'pending' }, message);
}

async function usableTemporaryPassword(runtime: Runtime, account: AccountRecord, password: string): Promise<boolean> {
  if (!account.tempPasswordHash || !account.tempPasswordExpiresAt) return false;
  if (new Date(account.tempPasswordExpiresAt) <= runtime.now()) return false;
  return verifyPassword(password, account.tempPasswordHash);
}

/** Always the same answer; when the account exists a temporary password is emailed. */
export async function forgotPassword(runtime: Runtime, email: string, sourceIp: string): Promise<{ message: string }> {
  await enforceRateLimit(runtime, RESET_PER_ADDRESS, sourceIp);
  await enforceRateLimit(runtime, RESET_PER_ACCOUNT, email);
  const account = await findAccount(runtime, email);
  if (account && maySignIn(account)) {
    const temporary = generateTemporaryPassword();
    const expiresAt = new Date(runtime.now().getTime() + TEMP_PASSWORD_HOURS * 3600_000);
    await runtime.repos.accounts.update(account.id, {
      tempPasswordHash: await hashPassword(temporary, { randomSecret: true }),
      tempPasswordExpiresAt: expiresAt.toISOString(),
    });
    const loginUrl = `${runtime.config.APP_URL}${account.role === 'admin' ? '/admin-login' : '/login'}`;
    await runtime.mailer.send(passwordResetEmail(account.email, temporary, loginUrl, TEMP_PASSWORD_HOURS));
  }
  return { message: AUTH_MESSAGES.resetSuccess };
}

export async function changePassword(
  runtime: Runtime,
  userId: string,
  current: string,
  next: string,
): Promise<{ token: string }> {
  const account = await runtime.repos.accounts.get(userId);
  if (!account) throw new AppError('UNAUTHENTICATED');
  if (!(await verifyPassword(current, account.passwordHash))) throw new AppError('WRONG_PASSWORD');
  if (current === next)
    throw new AppError('VALIDATION_FAILED', {}, 'Choose a new password that differs from the current one.');
  const tokenVersion = await runtime.repos.accounts.update(
    userId,
    { passwordHash: await hashPassword(next), mustChangePassword: false },
    { bumpTokenVersion: true, remove: ['tempPasswordHash', 'tempPasswordExpiresAt'] },
  );
  return { token: await issueToken(runtime, account, tokenVersion ?? account.tokenVersion + 1) };
}

export function toMe(account: AccountRecord): MeResponse {
  return {
    id: account.id,
    role: account.role,
    name: account.name,
    email: account.email,
    phone: account.phone ?? '',
    background: account.background ?? '',
    mustChangePassword: Boolean(account.mustChangePassword),
  };
}

/** `known`: the account the request already read (the handler wrapper's), saving a second read. */
export async function getMe(runtime: Runtime, userId: string, known?: AccountRecord): Promise<MeResponse> {
  const account = known ?? (await runtime.repos.accounts.get(userId));
  if (!account) throw new AppError('UNAUTHENTICATED');
  return toMe(account);
}

/** Users change name, phone and background; coaches name and phone. Nothing else is written. */
export async function updateMe(runtime: Runtime, userId: string, body: UpdateMeBody): Promise<MeResponse> {
  const account = await runtime.repos.accounts.get(userId);
  if (!account) throw new AppError('UNAUTHENTICATED');
  const changes: Partial<AccountRecord> = { name: body.name, phone: body.phone };
  if (account.role === 'user') changes.background = body.background;
  await runtime.repos.accounts.update(userId, changes);
  return toMe({ ...account, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) });
}
