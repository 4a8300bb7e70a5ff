import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CoachStatus, Role } from '@briefs/shared';
import { batchGetAll, batchWriteAll, deleteRequest, putRequest } from './batch.ts';
import { accountKey, emailClaimKey, NAME_WORD_SK_PREFIX, roleListPk, searchPartition } from './keys.ts';
import { decodeCursor, decodeJsonCursor, encodeCursor, invalidCursor, type Page } from './pagination.ts';
import { emailEntryKeys, firstMatchingWord, nameWordItems, searchEntries } from './search-index.ts';
import { GSI1, type Table, type TransactItem } from './table.ts';

/**
 * Accounts. Key: pk `USER#<id>`, sk `PROFILE`. Everything a person owns (requests, shares, vent
 * note, coach requests) lives under the same pk with other sort keys, so deleting a person is one
 * Query on their pk. Lists by role use gsi1: gsi1pk `ROLE#<role>`, gsi1sk `<createdAt>#<id>` (listed newest first).
 * Emails are unique through EMAIL#<email> claim items written in the same transaction.
 * The admin search finds accounts by email or name word through gsi2 (see search-index.ts).
 */
export interface AccountRecord {
  id: string;
  email: string;
  name: string;
  phone: string;
  background: string;
  role: Role;
  createdAt: string;
  passwordHash: string;
  tempPasswordHash?: string;
  tempPasswordExpiresAt?: string;
  /** Set while the account is on an emailed temporary password: when that password stops working. */
  passwordExpiresAt?: string;
  mustChangePassword?: boolean;
  tokenVersion: number;
  briefMonthlyLimit?: number;
  briefTokensRemaining?: number;
  coachMonthlyLimit?: number;
  coachTokensRemaining?: number;
  tokensRenewAt?: string;
  status?: CoachStatus;
  specialties?: string[];
  cvKey?: string;
}

export class AccountRepository {
  constructor(private readonly table: Table) {}

  async get(id: string): Promise<AccountRecord | null> {
    return ((await this.table.getItem(accountKey(id))) as AccountRecord | undefined) ?? null;
  }

  /**
   * Creates the account and claims its email atomically; false when the email is taken or one of
   * `alongside` (another repository's items of the same change, as a waitlist entry's conditional
   * delete) fails its condition, in which case nothing is written.
   */
  async create(account: AccountRecord, alongside: TransactItem[] = []): Promise<boolean> {
    try {
      await this.table.db.send(
        new TransactWriteCommand({ TransactItems: [...this.createItems(account), ...alongside] }),
      );
      return true;
    } catch (error) {
      if (error instanceof Error && error.name === 'TransactionCanceledException') return false;
      throw error;
    }
  }

  /** The items a creation writes (also seeded in batches by the bench). */
  createItems(account: AccountRecord) {
    return [
      {
        Put: {
          TableName: this.table.name,
          Item: { ...emailClaimKey(account.email), userId: account.id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: this.table.name,
          Item: {
            ...accountKey(account.id),
            gsi1pk: roleListPk(account.role),
            gsi1sk: `${account.createdAt}#${account.id}`,
            ...emailEntryKeys(account.role, account.email, account.id),
            ...account,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...nameWordItems(account).map((Item) => ({ Put: { TableName: this.table.name, Item } })),
    ];
  }

  /** Rewrites the account's name-word search items after its name changed (rare: a profile save). */
  async syncNameWords(account: { id: string; role: Role; name: string }): Promise<void> {
    const existing = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': accountKey(account.id).pk, ':prefix': NAME_WORD_SK_PREFIX },
        ProjectionExpression: 'pk, sk',
      }),
    );
    const wanted = nameWordItems(account);
    const wantedSks = new Set(wanted.map((item) => item.sk));
    await batchWriteAll(this.table, [
      ...(existing.Items ?? [])
        .filter((item) => !wantedSks.has(item.sk as string))
        .map((item) => deleteRequest({ pk: item.pk, sk: item.sk })),
      ...wanted.map(putRequest),
    ]);
  }

  /** Sets the given attributes (never keys); `expectedVersion` guards against a concurrent password change. */
  /** Returns the token version after the update (bumped when asked). */
  async update(
    id: string,
    changes: Partial<AccountRecord>,
    options: { bumpTokenVersion?: boolean; remove?: Array<keyof AccountRecord>; ifStatus?: CoachStatus } = {},
  ): Promise<number | undefined> {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets = Object.entries(changes)
      .filter(([key, value]) => value !== undefined && key !== 'id' && key !== 'email' && key !== 'role')
      .map(([key, value], i) => {
        names[`#a${i}`] = key;
        values[`:v${i}`] = value;
        return `#a${i} = :v${i}`;
      });
    if (options.bumpTokenVersion) {
      names['#tv'] = 'tokenVersion';
      values[':one'] = 1;
      sets.push('#tv = #tv + :one');
    }
    const removes = (options.remove ?? []).map((key, i) => {
      names[`#r${i}`] = key;
      return `#r${i}`;
    });
    if (!sets.length && !removes.length) return undefined;
    const expression = [
      sets.length ? `SET ${sets.join(', ')}` : '',
      removes.length ? `REMOVE ${removes.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    if (options.ifStatus) {
      names['#status'] = 'status';
      values[':expectedStatus'] = options.ifStatus;
    }
    const result = await this.table.db.send(
      new UpdateCommand({
        TableName: this.table.name,
        Key: accountKey(id),
        UpdateExpression: expression,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
        ConditionExpression: options.ifStatus
          ? 'attribute_exists(pk) AND #status = :expectedStatus'
          : 'attribute_exists(pk)',
        ReturnValues: 'ALL_NEW',
      }),
    );
    const updated = result.Attributes as AccountRecord | undefined;
    if (changes.name !== undefined && updated) await this.syncNameWords(updated);
    return updated?.tokenVersion;
  }

  /** Moves the email claim and the account's email in one transaction; false when taken. */
  async changeEmail(id: string, from: string, to: string): Promise<boolean> {
    try {
      await this.table.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: this.table.name,
                Key: emailClaimKey(from),
                ConditionExpression: 'userId = :id',
                ExpressionAttributeValues: { ':id': id },
              },
            },
            {
              Put: {
                TableName: this.table.name,
                Item: { ...emailClaimKey(to), userId: id },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Update: {
                TableName: this.table.name,
                Key: accountKey(id),
                UpdateExpression: 'SET email = :to, gsi2sk = :find',
                ExpressionAttributeValues: { ':to': to, ':find': `e:${to.toLowerCase()}#${id}` },
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof Error && error.name === 'TransactionCanceledException') return false;
      throw error;
    }
  }

  async listByRole(role: Role, cursor: string | undefined, limit: number): Promise<Page<AccountRecord>> {
    const result = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        IndexName: GSI1,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': roleListPk(role) },
        ExclusiveStartKey: decodeCursor(cursor, { fixed: { gsi1pk: roleListPk(role) }, keys: ['pk', 'sk', 'gsi1sk'] }),
        Limit: limit,
        // Newest first: the admin looks for the people who just arrived.
        ScanIndexForward: false,
      }),
    );
    return { items: (result.Items ?? []) as AccountRecord[], nextCursor: encodeCursor(result.LastEvaluatedKey) };
  }

  /**
   * One page of accounts of a role with a name word or an email starting with `prefix`: name-word
   * entries first, then emails, each account once (search-index.ts). Queries on the search index,
   * plus one BatchGet for the accounts found by a name word. The cursor remembers the phase.
   */
  async search(role: Role, prefix: string, cursor: string | undefined, limit: number): Promise<Page<AccountRecord>> {
    const state = decodeJsonCursor(cursor) ?? {};
    let phase: 'n' | 'e' = state.phase === 'e' ? 'e' : 'n';
    let key = state.key as string | undefined;
    if (key !== undefined && typeof key !== 'string') throw invalidCursor();
    const ids: string[] = [];
    const found = new Map<string, AccountRecord>();
    for (;;) {
      const page = await searchEntries(
        this.table,
        searchPartition(role),
        `${phase}:${prefix}`,
        key,
        limit - ids.length,
      );
      for (const item of page.items) {
        const word = firstMatchingWord(item.name, prefix);
        if (phase === 'n' && item.sk === `${NAME_WORD_SK_PREFIX}${word}`) ids.push(item.userId as string);
        if (phase === 'e' && word === undefined) {
          ids.push(item.id as string);
          found.set(item.id as string, item as unknown as AccountRecord);
        }
      }
      key = page.nextCursor ?? undefined;
      if (key && ids.length >= limit)
        return { items: await this.withAccounts(ids, found, role), nextCursor: encodeCursor({ phase, key }) };
      if (!key && phase === 'n') phase = 'e';
      else if (!key) return { items: await this.withAccounts(ids, found, role), nextCursor: null };
    }
  }

  /** The accounts for `ids`, in order, reading those not yet `found` with BatchGet. */
  private async withAccounts(ids: string[], found: Map<string, AccountRecord>, role: Role): Promise<AccountRecord[]> {
    const missing = ids.filter((id) => !found.has(id));
    for (const item of await batchGetAll(this.table, missing.map(accountKey))) {
      found.set(item.id as string, item as unknown as AccountRecord);
    }
    return ids.map((id) => found.get(id)).filter((a): a is AccountRecord => a?.role === role);
  }
}
