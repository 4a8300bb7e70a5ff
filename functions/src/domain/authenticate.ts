import { verifyToken } from '../auth/tokens.ts';
import type { AuthContext } from '../http/api-handler.ts';
import type { Runtime } from '../runtime.ts';
import { maySignIn } from './accounts.ts';

/**
 * Used by the Lambda authorizer: verifies the bearer token (signature, ES256 only, issuer,
 * audience, expiry) and that it is still current (same token version and role, account still
 * allowed to sign in). Returns the caller, or null for anything else.
 */
export async function authenticate(runtime: Runtime, authorization: string | undefined): Promise<AuthContext | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return null;
  try {
    const claims = await verifyToken(await runtime.keys.load(), token);
    const account = await runtime.repos.accounts.get(claims.sub);
    if (!account || account.tokenVersion !== claims.tv || account.role !== claims.role || !maySignIn(account))
      return null;
    return { sub: account.id, role: account.role };
  } catch {
    return null;
  }
}
