import { sign } from 'node:crypto';
import type { Role } from '@briefs/shared';
import { JwtVerifier } from 'aws-jwt-verify';
import type { SigningKey } from './signing-keys.ts';

/**
 * Bearer tokens: ES256 JWTs. Members (user, coach) and admins get different audiences, so
 * neither token opens the other's routes. `tv` is the account's token version: changing or
 * resetting the password, deleting the account or rejecting a coach bumps it, which ends every
 * earlier token at once (the handler wrapper compares it on each request).
 * Lifetimes (docs/decisions/004-tokens.md): 7 days for members, who sign in on phones and are
 * revocable through `tv`; 8 hours for admins, whose token can do far more.
 */
export const TOKEN_ISSUER = 'https://briefs.coach';
/** Never fetched: the key is cached in the verifier, and tokens with another kid are refused first. */
const JWKS_URI = 'https://briefs.coach/.well-known/jwks.json';
export const AUDIENCE = { member: 'briefs-app', admin: 'briefs-admin' } as const;
export const TOKEN_TTL_SECONDS = { member: 7 * 24 * 3600, admin: 8 * 3600 } as const;

export interface TokenClaims {
  sub: string;
  role: Role;
  tv: number;
  /** Admin tokens carry name and email for the panel's header; member tokens carry neither. */
  name?: string;
  email?: string;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signToken(key: SigningKey, claims: TokenClaims, now: Date): string {
  const kind = claims.role === 'admin' ? 'admin' : 'member';
  const iat = Math.floor(now.getTime() / 1000);
  const header = { alg: 'ES256', typ: 'JWT', kid: key.kid };
  const payload = { ...claims, iss: TOKEN_ISSUER, aud: AUDIENCE[kind], iat, exp: iat + TOKEN_TTL_SECONDS[kind] };
  const input = `${b64(header)}.${b64(payload)}`;
  const signature = sign('sha256', Buffer.from(input), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

export interface VerifiedToken {
  sub: string;
  role: Role;
  tv: number;
  /** Expiry, epoch seconds. */
  exp: number;
}

const verifiers = new Map<string, ReturnType<typeof makeVerifier>>();
function makeVerifier(key: SigningKey) {
  const verifier = JwtVerifier.create({
    issuer: TOKEN_ISSUER,
    audience: [AUDIENCE.member, AUDIENCE.admin],
    jwksUri: JWKS_URI,
  });
  // The JWK carries alg ES256, which pins the algorithm (no `none`, no HS256 confusion).
  verifier.cacheJwks({ keys: [key.publicJwk] });
  return verifier;
}

/** Verifies signature, algorithm, issuer, audience and expiry; throws on any failure. */
export async function verifyToken(key: SigningKey, token: string): Promise<VerifiedToken> {
  const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8') || '{}') as {
    kid?: string;
  };
  if (header.kid !== key.kid) throw new Error('Unknown signing key');
  let verifier = verifiers.get(key.kid);
  if (!verifier) {
    verifier = makeVerifier(key);
    verifiers.set(key.kid, verifier);
  }
  const payload = (await verifier.verify(token)) as Record<string, unknown>;
  const role = payload.role;
  const audience = payload.aud;
  const roleFitsAudience =
    (role === 'admin' && audience === AUDIENCE.admin) ||
    ((role === 'user' || role === 'coach') && audience === AUDIENCE.member);
  if (!roleFitsAudience || typeof payload.sub !== 'string' || typeof payload.tv !== 'number') {
    throw new Error('Token claims do not fit together');
  }
  return { sub: payload.sub, role: role as Role, tv: payload.tv, exp: Number(payload.exp) };
}
