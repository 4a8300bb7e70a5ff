import { randomBytes } from 'node:crypto';

/** URL-safe random ids (128 bits); valid for the shared idSchema. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}
