import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type BatchRetry, batchWriteAll, DEFAULT_BATCH_RETRY, deleteRequest } from './batch.ts';
import { emailClaimKey, userPk } from './keys.ts';
import type { Table } from './table.ts';

/**
 * Removes a person and everything stored under their pk (`USER#<id>`: profile, requests, shares,
 * vent note, coach requests) plus their email claim. Query + BatchWrite, never a Scan. Items
 * DynamoDB leaves unprocessed are retried with backoff; any still left throw UnprocessedItemsError,
 * so a deletion is never reported done while something of the person remains.
 */
export class OwnedItemsRepository {
  constructor(
    private readonly table: Table,
    private readonly retry: BatchRetry = DEFAULT_BATCH_RETRY,
  ) {}

  async deleteAll(userId: string, email: string): Promise<number> {
    const keys: Array<Record<string, unknown>> = [emailClaimKey(email)];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.table.db.send(
        new QueryCommand({
          TableName: this.table.name,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': userPk(userId) },
          ProjectionExpression: 'pk, sk',
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) keys.push({ pk: item.pk, sk: item.sk });
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    await batchWriteAll(this.table, keys.map(deleteRequest), this.retry);
    return keys.length;
  }
}
