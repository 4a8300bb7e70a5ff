import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { NAME_WORD_SK_PREFIX, type SearchList, searchPartition, userPk } from './keys.ts';
import { decodeCursor, encodeCursor, type Page } from './pagination.ts';
import type { Table } from './table.ts';

/**
 * The admin search index, `gsi2`. Each list has one partition: `FIND#<role>` for accounts,
 * `FIND#WAITLIST` for the waitlist. Its entries are sorted by text:
 * - the account or waitlist item itself: gsi2sk `e:<email>#<id>`;
 * - one small item per word of an account's name, under the account's pk (sk `FIND#NAME#<word>`,
 *   so deleting the person deletes them): gsi2sk `n:<word>#<id>`, with `userId` and `name`.
 * A search is a Query with begins_with on gsi2sk: first the name words (`n:<prefix>`), then the
 * emails (`e:<prefix>`). An account matching several ways is listed once: by its first matching
 * name word, and by its email only when no name word matches.
 */
export const SEARCH_INDEX = 'gsi2';
const MAX_NAME_WORDS = 6;

/** The email entry's index keys (emails are stored lowercase). */
export function emailEntryKeys(list: SearchList, email: string, id: string) {
  return { gsi2pk: searchPartition(list), gsi2sk: `e:${email.toLowerCase()}#${id}` };
}

/** Distinct lowercase words of a name, as searched. */
export function nameWords(name: string): string[] {
  const words = name
    .toLowerCase()
    .split(/[\s,]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').slice(0, 60))
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_NAME_WORDS);
}

/** The name-word items of an account (to put in a transaction or a batch). */
export function nameWordItems(account: { id: string; role: string; name: string }) {
  return nameWords(account.name).map((word) => ({
    pk: userPk(account.id),
    sk: `${NAME_WORD_SK_PREFIX}${word}`,
    gsi2pk: searchPartition(account.role as 'user'),
    gsi2sk: `n:${word}#${account.id}`,
    userId: account.id,
    name: account.name,
  }));
}

/** The name word an account is listed by for this search, if any (see above). */
export function firstMatchingWord(name: unknown, prefix: string): string | undefined {
  return nameWords(typeof name === 'string' ? name : '').find((word) => word.startsWith(prefix));
}

/** One page of index entries whose text starts with `prefix` (kind marker included). */
export async function searchEntries(
  table: Table,
  partition: string,
  prefix: string,
  cursor: string | undefined,
  limit: number,
): Promise<Page<Record<string, unknown>>> {
  const result = await table.db.send(
    new QueryCommand({
      TableName: table.name,
      IndexName: SEARCH_INDEX,
      KeyConditionExpression: 'gsi2pk = :pk AND begins_with(gsi2sk, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix },
      ExclusiveStartKey: decodeCursor(cursor, { fixed: { gsi2pk: partition }, keys: ['pk', 'sk', 'gsi2sk'] }),
      Limit: limit,
    }),
  );
  return { items: result.Items ?? [], nextCursor: encodeCursor(result.LastEvaluatedKey) };
}
