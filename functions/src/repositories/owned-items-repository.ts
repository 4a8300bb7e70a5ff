import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { emailClaimKey } from './account-repository.ts';
import type { Table } from './table.ts';

/**
 * Removes a person and everything stored under their pk (`USER#<id>`: profile, requests, shares,
 * vent note, coach requests) plus their email claim. Query + BatchWrite, never a Scan.
 */
export class OwnedItemsRepository {
  constructor(private readonly table: Table) {}

  async deleteAll(userId: string, email: string): Promise<number> {
    const keys: Array<Record<string, unknown>> = [emailClaimKey(email)];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.table.db.send(
        new QueryCommand({
          TableName: this.table.name,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `USER#${userId}` },
          ProjectionExpression: 'pk, sk',
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) keys.push({ pk: item.pk, sk: item.sk });
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    for (let i = 0; i < keys.length; i += 25) {
      let requests = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      // BatchWrite may leave items unprocessed under load; retry those until done.
      for (let attempt = 0; requests.length && attempt < 5; attempt++) {
        const result = await this.table.db.send(
          new BatchWriteCommand({ RequestItems: { [this.table.name]: requests } }),
        );
        requests = (result.UnprocessedItems?.[this.table.name] ?? []) as typeof requests;
      }
    }
    return keys.length;
  }
}
