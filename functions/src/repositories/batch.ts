import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from './table.ts';

/**
 * BatchWrite and BatchGet may answer with part of the work undone (throttling, size limits). AWS's
 * guidance is to resend only those items with exponential backoff; when some are still left after
 * the last attempt, the caller must hear of it: reporting a deletion or a search-index update as
 * done while items remain would be a silent partial failure.
 */
export type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Key } };
type Key = Record<string, unknown>;

const WRITE_BATCH = 25;
const GET_BATCH = 100;

export interface BatchRetry {
  /** Sends of one batch in all, the first included. */
  attempts: number;
  /** The wait before the first resend; each later wait doubles, with full jitter. */
  baseDelayMs: number;
  sleep: (ms: number) => Promise<void>;
}

/** 6 sends waiting up to 50, 100, 200, 400 and 800 ms: about 1.5 s at most before giving up. */
export const DEFAULT_BATCH_RETRY: BatchRetry = {
  attempts: 6,
  baseDelayMs: 50,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export class UnprocessedItemsError extends Error {
  override readonly name = 'UnprocessedItemsError';
  constructor(
    readonly operation: 'BatchWrite' | 'BatchGet',
    readonly remaining: number,
  ) {
    super(`${operation} left ${remaining} item(s) unprocessed after retries`);
  }
}

async function untilDone<T>(
  items: T[],
  retry: BatchRetry,
  operation: UnprocessedItemsError['operation'],
  send: (items: T[]) => Promise<T[]>,
): Promise<void> {
  let left = items;
  for (let attempt = 0; left.length && attempt < retry.attempts; attempt++) {
    if (attempt > 0) await retry.sleep(Math.random() * retry.baseDelayMs * 2 ** (attempt - 1));
    left = await send(left);
  }
  if (left.length) throw new UnprocessedItemsError(operation, left.length);
}

/** Writes every request in batches of 25; throws UnprocessedItemsError when any remains. */
export async function batchWriteAll(
  table: Table,
  requests: WriteRequest[],
  retry: BatchRetry = DEFAULT_BATCH_RETRY,
): Promise<void> {
  for (let i = 0; i < requests.length; i += WRITE_BATCH) {
    await untilDone(requests.slice(i, i + WRITE_BATCH), retry, 'BatchWrite', async (batch) => {
      const result = await table.db.send(new BatchWriteCommand({ RequestItems: { [table.name]: batch } }));
      return (result.UnprocessedItems?.[table.name] ?? []) as WriteRequest[];
    });
  }
}

/** Reads the items for `keys` in batches of 100 (any order); throws UnprocessedItemsError when any remains. */
export async function batchGetAll(
  table: Table,
  keys: Key[],
  retry: BatchRetry = DEFAULT_BATCH_RETRY,
): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  for (let i = 0; i < keys.length; i += GET_BATCH) {
    await untilDone(keys.slice(i, i + GET_BATCH), retry, 'BatchGet', async (batch) => {
      const result = await table.db.send(new BatchGetCommand({ RequestItems: { [table.name]: { Keys: batch } } }));
      items.push(...(result.Responses?.[table.name] ?? []));
      return result.UnprocessedKeys?.[table.name]?.Keys ?? [];
    });
  }
  return items;
}

export const deleteRequest = (Key: Key): WriteRequest => ({ DeleteRequest: { Key } });
export const putRequest = (Item: Record<string, unknown>): WriteRequest => ({ PutRequest: { Item } });
