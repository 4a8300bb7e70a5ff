import type { Role } from '@briefs/shared';
import { verifyToken } from '../auth/tokens.ts';
import { countMetric, METRIC } from '../lib/metrics.ts';
import type { AccountRecord } from '../repositories/account-repository.ts';
import type { Runtime } from '../runtime.ts';
import { maySignIn } from './accounts.ts';
import { temporaryPasswordExpired } from './temporary-passwords.ts';

/** What the authorizer passes on (requestContext.authorizer.lambda): the token's verified claims. */
export interface AuthContext {
  sub: string;
  role: Role;
  /** Token version; compared with the account's on every request. */
  tv?: number;
  /** Token expiry, epoch seconds. */
  exp?: number;
}

/**
 * Used by the Lambda authorizer: verifies the bearer token (signature, ES256 only, issuer,
 * audience, expiry) and nothing else, so its answer depends on the token alone and API Gateway may
 * cache it. Whether the token is still current is decided per request by `currentAccount`
 * (docs/decisions/008-authorizer-cache.md). Returns the claims, or null for anything else.
 */
export async function authenticate(runtime: Runtime, authorization: string | undefined): Promise<AuthContext | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return null;
  try {
    const claims = await verifyToken(await runtime.keys.load(), token);
    return { sub: claims.sub, role: claims.role, tv: claims.tv, exp: claims.exp };
  } catch {
    countMetric(METRIC.tokenRejected);
    return null;
  }
}

/**
 * The caller's account when the token is still current: not expired (a cached authorizer answer
 * can outlive the token), same token version and role, and the account may still sign in. One
 * GetItem, which the handler then reuses instead of reading the account again.
 */
export async function currentAccount(runtime: Runtime, caller: AuthContext): Promise<AccountRecord | null> {
  if (caller.exp !== undefined && caller.exp * 1000 <= runtime.now().getTime()) return null;
  const account = await runtime.repos.accounts.get(caller.sub);
  if (!account || account.tokenVersion !== caller.tv || account.role !== caller.role || !maySignIn(account)) {
    return null;
  }
  // A session opened with an emailed temporary password ends when that password expires.
  if (temporaryPasswordExpired(account, runtime.now())) return null;
  return account;
}
