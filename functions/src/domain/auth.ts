import {
  AUTH_MESSAGES,
  COACH_REGISTER_MESSAGES,
  type LoginResponse,
  type MeResponse,
  type UpdateMeBody,
} from '@briefs/shared';
import { hashPassword, verifyAgainst, verifyPassword } from '../auth/passwords.ts';
import { signToken } from '../auth/tokens.ts';
import { AppError } from '../lib/app-error.ts';
import { log } from '../lib/log.ts';
import type { AccountRecord } from '../repositories/account-repository.ts';
import type { Runtime } from '../runtime.ts';
import { maySignIn } from './accounts.ts';
import { passwordResetEmail } from './emails.ts';
import { enforceRateLimit } from './rate-limits.ts';
import { signInSucceeded, takeChangePasswordAttempt, takeSignInAttempt } from './sign-in-limits.ts';
import { issueTemporaryPassword, temporaryPasswordExpired, usableResetHash } from './temporary-passwords.ts';

const RESET_PER_ADDRESS = { bucket: 'reset-ip', limit: 5, windowSeconds: 15 * 60 };
const RESET_PER_ACCOUNT = { bucket: 'reset-account', limit: 3, windowSeconds: 60 * 60 };
/** Forgot-password answers no sooner than this, so an unknown email is not told by its speed. */
export const FORGOT_PASSWORD_MIN_MS = 1200;

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
 * Signs in with the password or an unexpired reset password. The attempt is counted before any
 * password is checked (sign-in-limits.ts), and every check does the same hashing work whether
 * the email is unknown, on a temporary password or has a reset pending. Using the reset password
 * replaces the old one and ends earlier tokens; the person must then choose their own.
 */
export async function login(
  runtime: Runtime,
  email: string,
  password: string,
  kind: 'member' | 'admin',
  address: string,
): Promise<LoginResponse> {
  const tickets = await takeSignInAttempt(runtime, kind, email, address);
  const found = await findAccount(runtime, email);
  const now = runtime.now();
  const account =
    found && maySignIn(found) && (kind === 'admin' ? found.role === 'admin' : found.role !== 'admin') ? found : null;
  const matched = await verifyAgainst(password, {
    primary: account?.passwordHash,
    temporary: usableResetHash(account, now),
  });
  if (kind === 'member' && found?.role === 'coach' && !maySignIn(found)) refuseUnapprovedCoach(found);
  if (!account || (!matched.primary && !matched.temporary)) {
    log.info('sign-in failed', { kind });
    throw new AppError('INVALID_CREDENTIALS', {}, AUTH_MESSAGES.loginFailed);
  }
  await signInSucceeded(runtime, tickets);
  if (matched.primary) {
    if (temporaryPasswordExpired(account, now)) throw new AppError('TEMPORARY_PASSWORD_EXPIRED');
    return {
      token: await issueToken(runtime, account, account.tokenVersion),
      role: account.role,
      mustChangePassword: Boolean(account.mustChangePassword),
    };
  }
  // Admins have no Change Password screen: their reset password becomes their password as before.
  const restricted = account.role !== 'admin';
  const tokenVersion = await runtime.repos.accounts.update(
    account.id,
    {
      passwordHash: account.tempPasswordHash,
      mustChangePassword: restricted,
      ...(restricted ? { passwordExpiresAt: account.tempPasswordExpiresAt } : {}),
    },
    { bumpTokenVersion: true, remove: ['tempPasswordHash', 'tempPasswordExpiresAt'] },
  );
  return {
    token: await issueToken(runtime, account, tokenVersion ?? account.tokenVersion + 1),
    role: account.role,
    mustChangePassword: restricted,
  };
}

/** Pending and rejected coaches hold no usable password; they are told where their application stands. */
function refuseUnapprovedCoach(account: AccountRecord): never {
  const message =
    account.status === 'rejected' ? COACH_REGISTER_MESSAGES.rejectedSignIn : COACH_REGISTER_MESSAGES.pendingSignIn;
  throw new AppError('COACH_NOT_APPROVED', { status: account.status ?? 'pending' }, message);
}

/**
 * Always the same answer, no sooner than FORGOT_PASSWORD_MIN_MS; when the account exists a
 * temporary password is emailed. The hashing is done either way.
 */
export async function forgotPassword(runtime: Runtime, email: string, sourceIp: string): Promise<{ message: string }> {
  const started = Date.now();
  await enforceRateLimit(runtime, RESET_PER_ADDRESS, sourceIp);
  await enforceRateLimit(runtime, RESET_PER_ACCOUNT, email);
  const account = await findAccount(runtime, email);
  const temporary = await issueTemporaryPassword('reset', runtime.now());
  if (account && maySignIn(account)) {
    await runtime.repos.accounts.update(account.id, {
      tempPasswordHash: temporary.hash,
      tempPasswordExpiresAt: temporary.expiresAt,
    });
    const loginUrl = `${runtime.config.APP_URL}${account.role === 'admin' ? '/admin-login' : '/login'}`;
    await runtime.mailer.send(passwordResetEmail(account.email, temporary.password, loginUrl, temporary.validHours));
  }
  const wait = FORGOT_PASSWORD_MIN_MS - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return { message: AUTH_MESSAGES.resetSuccess };
}

export async function changePassword(
  runtime: Runtime,
  userId: string,
  current: string,
  next: string,
): Promise<{ token: string }> {
  const tickets = await takeChangePasswordAttempt(runtime, userId);
  const account = await runtime.repos.accounts.get(userId);
  if (!account) throw new AppError('UNAUTHENTICATED');
  if (!(await verifyPassword(current, account.passwordHash))) throw new AppError('WRONG_PASSWORD');
  await signInSucceeded(runtime, tickets);
  if (current === next)
    throw new AppError('VALIDATION_FAILED', {}, 'Choose a new password that differs from the current one.');
  const tokenVersion = await runtime.repos.accounts.update(
    userId,
    { passwordHash: await hashPassword(next), mustChangePassword: false },
    { bumpTokenVersion: true, remove: ['tempPasswordHash', 'tempPasswordExpiresAt', 'passwordExpiresAt'] },
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
