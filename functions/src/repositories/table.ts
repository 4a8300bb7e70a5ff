import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { expiryPartition } from './keys.ts';

/**
 * Single-table design (see docs/architecture.md#data). Every item has `pk` and `sk`; lists use
 * the `gsi1` and `gsi2` indexes so no request path ever scans. Items that expire carry `expiresAt`
 * (epoch seconds, the TTL attribute) through `expiryAttributes`. TTL deletion lags (up to days),
 * so a read that must not show an expired item checks the time itself: community cases and media
 * jobs compare `expiresAt`, vent notes their `expireAt`, and rate-limit windows are keyed by time.
 */
/** One write of a transaction, for a repository that adds another's items to its own change. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface Table {
  db: DynamoDBDocumentClient;
  name: string;
  /** One item by key (an eventually consistent read, like the document client's default): the lean path. */
  getItem(key: Record<string, string>): Promise<Record<string, unknown> | undefined>;
  /** Calls `listener` with each command's name as it is sent, on either client; returns the unsubscribe. */
  onCommand(listener: (commandName: string) => void): () => void;
}

export const GSI1 = 'gsi1';
export const GSI2 = 'gsi2';

export function isTransactionCanceled(error: unknown): boolean {
  return error instanceof Error && error.name === 'TransactionCanceledException';
}

/** The reasons DynamoDB gives for each item of a cancelled transaction, in order ('None' when fine). */
export function cancellationReasons(error: unknown): string[] {
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

/**
 * Two clients over one connection pool. The document client re-resolves its middleware on every
 * call (its handler closes over the command, so it cannot use the SDK's handler cache); the raw
 * client caches it, which takes about a fifth off the CPU of a single-item read. Every request
 * that needs a caller reads their account, so `getItem` takes the raw path.
 */
export function createTable(options: { name: string; region: string; endpoint?: string }): Table {
  const base = {
    region: options.region,
    endpoint: options.endpoint,
    // DynamoDB Local accepts any credentials; in AWS the Lambda role's are used.
    ...(options.endpoint ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  };
  const raw = new DynamoDBClient({ ...base, cacheMiddleware: true });
  const client = new DynamoDBClient({ ...base, requestHandler: raw.config.requestHandler });
  const db = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  const listeners = new Set<(commandName: string) => void>();
  // Added before any call: the raw client's cached handlers would not see a middleware added later.
  for (const stack of [raw.middlewareStack, db.middlewareStack]) {
    stack.add(
      (next, context) => async (args) => {
        for (const listener of listeners) listener(context.commandName ?? 'unknown');
        return next(args);
      },
      { step: 'initialize', name: 'tableCommandListeners' },
    );
  }
  return {
    db,
    name: options.name,
    async getItem(key) {
      const result = await raw.send(new GetItemCommand({ TableName: options.name, Key: marshall(key) }));
      return result.Item ? unmarshall(result.Item) : undefined;
    },
    onCommand(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The local-only sparse index the expiry sweep queries (see table-schema.ts). */
export const EXPIRY_INDEX = 'gsi3';

/**
 * What every item that expires carries: the TTL attribute, and its place in the expiry index so the
 * local sweep can find it without a scan. Put it into every item (or UpdateExpression) that sets
 * `expiresAt`. The sort key is the zero-padded epoch, so a string range query is a time range.
 */
export function expiryAttributes(expiresAt: number): { expiresAt: number; gsi3pk: string; gsi3sk: string } {
  return { expiresAt, gsi3pk: expiryPartition(expiresAt), gsi3sk: String(expiresAt).padStart(12, '0') };
}

export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** An update of one item, as a transaction step. */
export interface LinkedUpdate {
  Key: Record<string, unknown>;
  UpdateExpression: string;
  ConditionExpression: string;
  ExpressionAttributeValues: Record<string, unknown>;
  ExpressionAttributeNames?: Record<string, string>;
}

/**
 * Creates `item` (only if no item has its key) and applies `link` to another item, atomically.
 * Throws TransactionCanceledException when either condition fails.
 */
export async function putNewAndUpdate(table: Table, item: Record<string, unknown>, link: LinkedUpdate): Promise<void> {
  await table.db.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: table.name, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Update: { TableName: table.name, ...link } },
      ],
    }),
  );
}
