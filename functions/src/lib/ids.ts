import { randomBytes } from 'node:crypto';

/** URL-safe random ids (128 bits); valid for the shared idSchema. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/** Ids that sort by creation time (base36 milliseconds, then randomness); valid for idSchema. */
export function newSortableId(now: Date = new Date()): string {
  return `${now.getTime().toString(36).padStart(9, '0')}${randomBytes(8).toString('base64url')}`;
}
