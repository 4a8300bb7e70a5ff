import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { COMMUNITY_FEED_MAX, COMMUNITY_REPORTS_TO_HIDE } from '@briefs/shared';
import { COMMUNITY_FEED_KEY, caseLookupKey, requestKey, shareKey } from './keys.ts';
import {
  cancellationReasons,
  epochSeconds,
  expiryAttributes,
  GSI1,
  GSI2,
  isConditionalCheckFailed,
  isTransactionCanceled,
  putNewAndUpdate,
  type Table,
} from './table.ts';

/**
 * Community cases (De-B.R.I.E.F). Key: pk `USER#<authorId>`, sk `SHARE#<requestId>`: one case per
 * request, under its author so deleting the request or the person removes it. The case's public
 * id is the request id.
 * - Feed: gsi1pk `COMMUNITY`, gsi1sk `<createdAt>#<id>`, read newest first with the key condition
 *   `gsi1sk > <now - 24 h>`, so an expired case is never returned even before TTL removes it.
 *   (One partition: fine for a day of shares; shard by hour if it ever runs hot.)
 * - Lookup by id (reports): gsi2pk `CASE#<id>`, gsi2sk `CASE`.
 * - Expiry: `expiresAt` (epoch seconds, the table's TTL attribute) = createdAt + 24 h.
 * - Reports: `reporters` (string set) and `reportCount`; the feed filters out cases the viewer
 *   reported and cases with COMMUNITY_REPORTS_TO_HIDE reports or more.
 */
export interface CommunityCaseRecord {
  id: string;
  authorId: string;
  authorName: string;
  createdAt: string;
  transcript: string;
  tip: string;
  summary: string;
  expiresAt: number;
  reportCount?: number;
}

export type ShareOutcome = 'created' | 'already-shared' | 'no-request';

export class CommunityRepository {
  constructor(private readonly table: Table) {}

  /** Publishes the case and marks the request shared, atomically; a request is shared once. */
  async share(record: CommunityCaseRecord): Promise<ShareOutcome> {
    try {
      await putNewAndUpdate(
        this.table,
        {
          ...shareKey(record.authorId, record.id),
          gsi1pk: COMMUNITY_FEED_KEY,
          gsi1sk: `${record.createdAt}#${record.id}`,
          ...caseLookupKey(record.id),
          ...record,
          ...expiryAttributes(record.expiresAt),
        },
        {
          Key: requestKey(record.authorId, record.id),
          UpdateExpression: 'SET sharedAt = :at',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(sharedAt)',
          ExpressionAttributeValues: { ':at': record.createdAt },
        },
      );
      return 'created';
    } catch (error) {
      if (!isTransactionCanceled(error)) throw error;
      const [caseReason] = cancellationReasons(error);
      if (caseReason === 'ConditionalCheckFailed') return 'already-shared';
      const request = await this.table.db.send(
        new GetCommand({
          TableName: this.table.name,
          Key: requestKey(record.authorId, record.id),
          ProjectionExpression: 'sharedAt',
        }),
      );
      return request.Item ? 'already-shared' : 'no-request';
    }
  }

  async get(authorId: string, id: string): Promise<CommunityCaseRecord | null> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: shareKey(authorId, id) }),
    );
    return (result.Item as CommunityCaseRecord | undefined) ?? null;
  }

  /** Cases shared in the last 24 hours, newest first, without the viewer's reported ones. */
  async listRecent(viewerId: string, now: Date, windowHours: number): Promise<CommunityCaseRecord[]> {
    const since = new Date(now.getTime() - windowHours * 3600_000).toISOString();
    const items: CommunityCaseRecord[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.table.db.send(
        new QueryCommand({
          TableName: this.table.name,
          IndexName: GSI1,
          KeyConditionExpression: 'gsi1pk = :feed AND gsi1sk > :since',
          FilterExpression:
            'expiresAt > :now AND (attribute_not_exists(reportCount) OR reportCount < :hide) AND NOT contains(reporters, :viewer)',
          ExpressionAttributeValues: {
            ':feed': COMMUNITY_FEED_KEY,
            ':since': since,
            ':now': epochSeconds(now),
            ':hide': COMMUNITY_REPORTS_TO_HIDE,
            ':viewer': viewerId,
          },
          ScanIndexForward: false,
          ExclusiveStartKey: startKey,
          Limit: COMMUNITY_FEED_MAX,
        }),
      );
      items.push(...((page.Items ?? []) as CommunityCaseRecord[]));
      startKey = page.LastEvaluatedKey;
    } while (startKey && items.length < COMMUNITY_FEED_MAX);
    return items.slice(0, COMMUNITY_FEED_MAX);
  }

  /** The case with this public id that has not expired, or null. One Query on gsi2. */
  async findLive(id: string, now: Date): Promise<CommunityCaseRecord | null> {
    const { gsi2pk, gsi2sk } = caseLookupKey(id);
    const result = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        IndexName: GSI2,
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk = :sk',
        FilterExpression: 'expiresAt > :now',
        ExpressionAttributeValues: { ':pk': gsi2pk, ':sk': gsi2sk, ':now': epochSeconds(now) },
      }),
    );
    return (result.Items?.[0] as CommunityCaseRecord | undefined) ?? null;
  }

  /** Counts one report per member; a repeated report changes nothing. */
  async report(record: CommunityCaseRecord, reporterId: string): Promise<void> {
    try {
      await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: shareKey(record.authorId, record.id),
          UpdateExpression: 'ADD reporters :me, reportCount :one',
          ConditionExpression: 'attribute_exists(pk) AND NOT contains(reporters, :reporter)',
          ExpressionAttributeValues: { ':me': new Set([reporterId]), ':one': 1, ':reporter': reporterId },
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }
}
