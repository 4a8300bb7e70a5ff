import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { PASSWORD_PATTERN } from '@briefs/shared';

/**
 * scrypt at OWASP's parameters (N=2^17, r=8, p=1): memory-hard and built into Node, so no native
 * module complicates Lambda bundling. Stored as `scrypt$<log2N>$<r>$<p>$<salt>$<hash>` (base64url)
 * so the parameters can be raised later without invalidating old hashes.
 */
const LOG2N = 17;
const TEMPORARY_LOG2N = 14;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEM = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, log2n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: 2 ** log2n, r, p, maxmem: MAX_MEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * `randomSecret` is for machine-generated temporary passwords (80+ bits of entropy): guessing
 * them is hopeless at any cost factor, so a lighter N keeps bulk account creation within API
 * Gateway's time limit. People's own passwords always get the full cost.
 */
export async function hashPassword(password: string, options: { randomSecret?: boolean } = {}): Promise<string> {
  const log2n = options.randomSecret ? TEMPORARY_LOG2N : LOG2N;
  const salt = randomBytes(16);
  const key = await derive(password, salt, log2n, R, P);
  return ['scrypt', log2n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(log2n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Hashes of random strings nobody knows, one per cost (computed once per container): compared
 * against where an account has no such hash, so every sign-in does the same work.
 */
const dummyHashes = new Map<boolean, Promise<string>>();
export function dummyPasswordHash(randomSecret = false): Promise<string> {
  let hash = dummyHashes.get(randomSecret);
  if (!hash) {
    hash = hashPassword(randomBytes(24).toString('base64url'), { randomSecret });
    dummyHashes.set(randomSecret, hash);
  }
  return hash;
}

const costOf = (stored: string) => Number(stored.split('$')[1]);

/**
 * Checks a password against the stored hashes (either may be missing) with the same work every
 * time: one full-cost and one light derivation, padding with dummy hashes where an account has
 * none. Otherwise the time would tell unknown emails, accounts still on a (lightly hashed)
 * temporary password and accounts with a pending reset apart.
 */
export async function verifyAgainst(
  password: string,
  hashes: { primary?: string; temporary?: string },
): Promise<{ primary: boolean; temporary: boolean }> {
  const stored = [hashes.primary, hashes.temporary].filter((h): h is string => Boolean(h));
  const padding: Promise<string>[] = [];
  if (!stored.some((h) => costOf(h) === LOG2N)) padding.push(dummyPasswordHash(false));
  if (!stored.some((h) => costOf(h) === TEMPORARY_LOG2N)) padding.push(dummyPasswordHash(true));
  const [primary, temporary] = await Promise.all([
    hashes.primary ? verifyPassword(password, hashes.primary) : false,
    hashes.temporary ? verifyPassword(password, hashes.temporary) : false,
    ...padding.map(async (dummy) => verifyPassword(password, await dummy)),
  ]);
  return { primary: Boolean(primary), temporary: Boolean(temporary) };
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '@$!%*?&#';

/** A random temporary password that meets the spec's rule (and avoids look-alike characters). */
export function generateTemporaryPassword(length = 14): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const password = chars.join('');
  return PASSWORD_PATTERN.test(password) ? password : generateTemporaryPassword(length);
}
