import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Single-table design (see docs/architecture.md#data). Every item has `pk` and `sk`; lists use
 * the `gsi1` index (`gsi1pk`/`gsi1sk`) so no request path ever scans. Items that expire carry
 * `expiresAt` (epoch seconds, the TTL attribute), and every read filters expired items itself
 * because TTL deletion lags.
 */
export interface Table {
  db: DynamoDBDocumentClient;
  name: string;
}

export const GSI1 = 'gsi1';

export function createTable(options: { name: string; region: string; endpoint?: string }): Table {
  const client = new DynamoDBClient({
    region: options.region,
    endpoint: options.endpoint,
    // DynamoDB Local accepts any credentials; in AWS the Lambda role's are used.
    ...(options.endpoint ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return {
    db: DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } }),
    name: options.name,
  };
}

export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
