import { AppError } from '../lib/app-error.ts';

/**
 * Opaque cursors for paged Query results: the LastEvaluatedKey, base64url JSON. A cursor comes
 * back from the client, so it is checked like any input before it reaches DynamoDB: exactly the
 * key attributes of the index being read, each a short non-empty string, and the partition the
 * query is for. Anything else answers 400, never a DynamoDB error (which would be a 500).
 */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface CursorShape {
  /** Key attributes whose value is fixed by the query (the index's partition key). */
  fixed: Record<string, string>;
  /** The other key attributes the start key must carry (table keys, index sort key). */
  keys: readonly string[];
}

export const INVALID_CURSOR_MESSAGE = 'This page link is not valid. Please start again from the first page.';
export const invalidCursor = () =>
  new AppError('VALIDATION_FAILED', { fields: [{ path: 'cursor' }] }, INVALID_CURSOR_MESSAGE);

export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/** Any JSON object a cursor carries (for cursors that hold more than a start key). */
export function decodeJsonCursor(cursor: string | undefined): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  if (cursor.length > 2048 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalidCursor();
  return value as Record<string, unknown>;
}

/** A start key for one index and partition, or a 400. */
export function decodeCursor(cursor: string | undefined, shape: CursorShape): Record<string, string> | undefined {
  const value = decodeJsonCursor(cursor);
  if (!value) return undefined;
  const expected = [...Object.keys(shape.fixed), ...shape.keys].sort();
  const actual = Object.keys(value).sort();
  if (expected.length !== actual.length || expected.some((name, i) => name !== actual[i])) throw invalidCursor();
  for (const name of expected) {
    const attribute = value[name];
    if (typeof attribute !== 'string' || attribute.length === 0 || attribute.length > 1024) throw invalidCursor();
    if (name in shape.fixed && attribute !== shape.fixed[name]) throw invalidCursor();
  }
  return value as Record<string, string>;
}
