import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchWriteAll, putRequest } from './batch.ts';
import { roleListPk, searchBackfillMarkerKey, WAITLIST_LIST_KEY } from './keys.ts';
import { emailEntryKeys, nameWordItems } from './search-index.ts';
import { GSI1, type Table } from './table.ts';

/**
 * Gives accounts and waitlist entries written before the admin search existed their search index
 * entries. Reads the lists through gsi1 (never a scan), once: a marker item (pk `SETTINGS`,
 * sk `SEARCH_INDEX_V1`) records that it ran. The local stack runs it in the background on start;
 * in AWS run `scripts/backfill-search-index.ts` once after deploying.
 */
const MARKER = searchBackfillMarkerKey;
const LISTS = [
  { gsi1pk: roleListPk('user'), list: 'user' },
  { gsi1pk: roleListPk('coach'), list: 'coach' },
  { gsi1pk: WAITLIST_LIST_KEY, list: WAITLIST_LIST_KEY },
] as const;

export async function backfillSearchIndex(table: Table): Promise<number> {
  const marker = await table.db.send(new GetCommand({ TableName: table.name, Key: MARKER }));
  if (marker.Item) return 0;
  let updated = 0;
  for (const { gsi1pk, list } of LISTS) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await table.db.send(
        new QueryCommand({
          TableName: table.name,
          IndexName: GSI1,
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': gsi1pk },
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) {
        if (item.gsi2pk) continue;
        const keys = emailEntryKeys(list, item.email as string, item.id as string);
        await table.db.send(
          new UpdateCommand({
            TableName: table.name,
            Key: { pk: item.pk, sk: item.sk },
            UpdateExpression: 'SET gsi2pk = :pk, gsi2sk = :sk',
            ExpressionAttributeValues: { ':pk': keys.gsi2pk, ':sk': keys.gsi2sk },
            ConditionExpression: 'attribute_exists(pk)',
          }),
        );
        if (list !== 'WAITLIST' && item.name) {
          const words = nameWordItems({ id: item.id, role: list, name: item.name });
          await batchWriteAll(table, words.map(putRequest));
        }
        updated += 1;
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
  await table.db.send(new PutCommand({ TableName: table.name, Item: { ...MARKER, at: new Date().toISOString() } }));
  return updated;
}
