import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CoachStatus, Role } from '@briefs/shared';
import { decodeCursor, encodeCursor, type Page } from './pagination.ts';
import { GSI1, type Table } from './table.ts';

/**
 * Accounts. Key: pk `USER#<id>`, sk `PROFILE`. Everything a person owns (requests, shares, vent
 * note, coach requests) lives under the same pk with other sort keys, so deleting a person is one
 * Query on their pk. Lists by role use gsi1: gsi1pk `ROLE#<role>`, gsi1sk `<createdAt>#<id>`.
 * Emails are unique through EMAIL#<email> claim items written in the same transaction.
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

export const accountKey = (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' });
export const emailClaimKey = (email: string) => ({ pk: `EMAIL#${email}`, sk: 'CLAIM' });

export class AccountRepository {
  constructor(private readonly table: Table) {}

  async get(id: string): Promise<AccountRecord | null> {
    const result = await this.table.db.send(new GetCommand({ TableName: this.table.name, Key: accountKey(id) }));
    return (result.Item as AccountRecord | undefined) ?? null;
  }

  /** Creates the account and claims its email atomically; false when the email is taken. */
  async create(account: AccountRecord): Promise<boolean> {
    try {
      await this.table.db.send(new TransactWriteCommand({ TransactItems: this.createItems(account) }));
      return true;
    } catch (error) {
      if (error instanceof Error && error.name === 'TransactionCanceledException') return false;
      throw error;
    }
  }

  /** The transaction items of a creation, for callers that add their own (waitlist conversion). */
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
            gsi1pk: `ROLE#${account.role}`,
            gsi1sk: `${account.createdAt}#${account.id}`,
            ...account,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ];
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
    return result.Attributes?.tokenVersion as number | undefined;
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
                UpdateExpression: 'SET email = :to',
                ExpressionAttributeValues: { ':to': to },
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
        ExpressionAttributeValues: { ':pk': `ROLE#${role}` },
        ExclusiveStartKey: decodeCursor(cursor),
        Limit: limit,
      }),
    );
    return { items: (result.Items ?? []) as AccountRecord[], nextCursor: encodeCursor(result.LastEvaluatedKey) };
  }
}
