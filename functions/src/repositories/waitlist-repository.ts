import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { searchPartition, WAITLIST_LIST_KEY, waitlistKey } from './keys.ts';
import { decodeCursor, encodeCursor, type Page } from './pagination.ts';
import { emailEntryKeys, searchEntries } from './search-index.ts';
import { GSI1, isConditionalCheckFailed, type Table } from './table.ts';

/**
 * Waitlist entries. Key: pk `WAITLIST#<id>`, sk `ENTRY`, where id is derived from the email, so
 * one email is one entry (a conditional put decides simultaneous sign-ups) and the admin can act
 * on ids directly. Listed through gsi1: gsi1pk `WAITLIST`, gsi1sk `<createdAt>#<id>` (listed newest first);
 * searched by email prefix through gsi2: gsi2pk `FIND#WAITLIST`, gsi2sk `e:<email>#<id>`.
 */
export interface WaitlistEntry {
  id: string;
  email: string;
  createdAt: string;
}

export function waitlistIdFor(email: string): string {
  return createHash('sha256').update(email).digest('base64url').slice(0, 22);
}

export class WaitlistRepository {
  constructor(private readonly table: Table) {}

  /** Creates the entry unless one exists for this email; returns whether it created it. */
  async createIfAbsent(email: string, now: Date): Promise<boolean> {
    const entry: WaitlistEntry = { id: waitlistIdFor(email), email, createdAt: now.toISOString() };
    try {
      await this.table.db.send(
        new PutCommand({
          TableName: this.table.name,
          Item: {
            ...waitlistKey(entry.id),
            gsi1pk: WAITLIST_LIST_KEY,
            gsi1sk: `${entry.createdAt}#${entry.id}`,
            ...emailEntryKeys(WAITLIST_LIST_KEY, email, entry.id),
            ...entry,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }

  async get(id: string): Promise<WaitlistEntry | null> {
    const result = await this.table.db.send(new GetCommand({ TableName: this.table.name, Key: waitlistKey(id) }));
    return (result.Item as WaitlistEntry | undefined) ?? null;
  }

  async list(cursor: string | undefined, limit: number): Promise<Page<WaitlistEntry>> {
    const result = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        IndexName: GSI1,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': WAITLIST_LIST_KEY },
        ExclusiveStartKey: decodeCursor(cursor, {
          fixed: { gsi1pk: WAITLIST_LIST_KEY },
          keys: ['pk', 'sk', 'gsi1sk'],
        }),
        Limit: limit,
        // Newest first: the admin looks for the people who just arrived.
        ScanIndexForward: false,
      }),
    );
    const items = (result.Items ?? []).map(({ id, email, createdAt }) => ({ id, email, createdAt }) as WaitlistEntry);
    return { items, nextCursor: encodeCursor(result.LastEvaluatedKey) };
  }

  /** One page of entries whose email starts with `prefix` (trimmed, lowercased), in email order. */
  async search(prefix: string, cursor: string | undefined, limit: number): Promise<Page<WaitlistEntry>> {
    const page = await searchEntries(this.table, searchPartition(WAITLIST_LIST_KEY), `e:${prefix}`, cursor, limit);
    const items = page.items.map(({ id, email, createdAt }) => ({ id, email, createdAt }) as WaitlistEntry);
    return { items, nextCursor: page.nextCursor };
  }

  /** Deletes the entry; returns whether it existed. */
  async delete(id: string): Promise<boolean> {
    const result = await this.table.db.send(
      new DeleteCommand({ TableName: this.table.name, Key: waitlistKey(id), ReturnValues: 'ALL_OLD' }),
    );
    return Boolean(result.Attributes);
  }

  /** The conditional delete used inside the account-creation transaction. */
  deleteItem(id: string) {
    return {
      Delete: { TableName: this.table.name, Key: waitlistKey(id), ConditionExpression: 'attribute_exists(pk)' },
    };
  }
}
