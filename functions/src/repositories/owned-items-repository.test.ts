import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { UnprocessedItemsError } from './batch.ts';
import { OwnedItemsRepository } from './owned-items-repository.ts';
import type { Table } from './table.ts';

/**
 * A DynamoDB that holds a person's items and, like a throttled table, leaves some deletes
 * unprocessed: `stuck` keys are never deleted, others only after `slowFor` refusals.
 */
function throttledTable(options: { stuck: string[]; slowFor?: number }) {
  const items = new Set(['PROFILE', 'REQ#1', 'REQ#2', 'VENT', 'COACHREQ#1']);
  const refusals = new Map<string, number>();
  const batchSizes: number[] = [];
  const send = async (command: unknown) => {
    if (command instanceof QueryCommand) return { Items: [...items].map((sk) => ({ pk: 'USER#u1', sk })) };
    if (!(command instanceof BatchWriteCommand)) throw new Error('unexpected command');
    const requests = command.input.RequestItems?.main ?? [];
    batchSizes.push(requests.length);
    const unprocessed = requests.filter((request) => {
      const sk = String(request.DeleteRequest?.Key?.sk);
      const refused = refusals.get(sk) ?? 0;
      if (options.stuck.includes(sk) || refused < (options.slowFor ?? 0)) {
        refusals.set(sk, refused + 1);
        return true;
      }
      items.delete(sk);
      return false;
    });
    return { UnprocessedItems: unprocessed.length ? { main: unprocessed } : {} };
  };
  const table = { db: { send }, name: 'main' } as unknown as Table;
  return { table, items, batchSizes };
}

function recordingRetry() {
  const waits: number[] = [];
  return { waits, retry: { attempts: 6, baseDelayMs: 50, sleep: async (ms: number) => void waits.push(ms) } };
}

describe('deleting everything a person owns', () => {
  it('fails loudly when DynamoDB keeps items unprocessed after every retry', async () => {
    const { table, items, batchSizes } = throttledTable({ stuck: ['REQ#2'] });
    const { waits, retry } = recordingRetry();

    const deletion = new OwnedItemsRepository(table, retry).deleteAll('u1', 'a@example.com');

    await expect(deletion).rejects.toBeInstanceOf(UnprocessedItemsError);
    await expect(deletion).rejects.toMatchObject({ operation: 'BatchWrite', remaining: 1 });
    expect([...items]).toEqual(['REQ#2']);
    expect(batchSizes).toEqual([6, 1, 1, 1, 1, 1]);
    // Exponential backoff with full jitter: each wait is under 50, 100, 200, 400, 800 ms.
    expect(waits).toHaveLength(5);
    waits.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(ms).toBeLessThan(50 * 2 ** i);
    });
  });

  it('resends only the unprocessed items and reports success once all are gone', async () => {
    const { table, items, batchSizes } = throttledTable({ stuck: [], slowFor: 2 });
    const { waits, retry } = recordingRetry();

    const removed = await new OwnedItemsRepository(table, retry).deleteAll('u1', 'a@example.com');

    expect(removed).toBe(6);
    expect(items.size).toBe(0);
    expect(batchSizes).toEqual([6, 6, 6]);
    expect(waits).toHaveLength(2);
  });
});
