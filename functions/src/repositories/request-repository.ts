import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CoachingVideo, TokenPool } from '@briefs/shared';
import { coachRequestKey, REQUEST_SK_PREFIX, requestKey, shareKey, userPk } from './keys.ts';
import type { Page } from './pagination.ts';
import type { Table } from './table.ts';

/**
 * A person's coaching history. Key: pk `USER#<userId>`, sk `REQ#<id>` where the id sorts by time,
 * so a page of the newest entries is one Query (ScanIndexForward false, the cursor is the last id
 * of the previous page) and deleting the person removes them with the rest of their pk.
 *
 * Links, so the history list needs no further reads: `sharedAt` once the request is shared to the
 * community (its case is `USER#<userId>` / `SHARE#<id>`), `coachRequestId` and `coachOpenUntil`
 * once it was sent to a coach (`USER#<userId>` / `COACHREQ#<coachRequestId>`), and
 * `coachReplyKey` (the S3 key of the coach's video), which the coach's side sets when it answers.
 * Files a request owns live under `requestMediaPrefix(userId, id)` (member-keys.ts) in the media bucket.
 */
export interface CoachingRequestRecord {
  id: string;
  userId: string;
  createdAt: string;
  transcript: string;
  tip: string;
  summary: string;
  skillId: string;
  theme: string;
  suggestedVideo: CoachingVideo;
  pool: TokenPool;
  rebriefs?: number;
  sharedAt?: string;
  coachRequestId?: string;
  coachOpenUntil?: string;
  coachReplyKey?: string;
  coachRepliedAt?: string;
  /** What the coach said, from the transcriber, shown under the reply's player. */
  coachReplyTranscript?: string;
  /** When the person first played the reply; until then the dashboard shows a notice. */
  coachReplyWatchedAt?: string;
}

export class RequestRepository {
  constructor(private readonly table: Table) {}

  /** The Put of a new request, for a transaction with the token it costs. */
  putItem(record: CoachingRequestRecord) {
    return { Put: { TableName: this.table.name, Item: { ...requestKey(record.userId, record.id), ...record } } };
  }

  async put(record: CoachingRequestRecord): Promise<void> {
    await this.table.db.send(
      new PutCommand({ TableName: this.table.name, Item: { ...requestKey(record.userId, record.id), ...record } }),
    );
  }

  async get(userId: string, id: string): Promise<CoachingRequestRecord | null> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: requestKey(userId, id) }),
    );
    return (result.Item as CoachingRequestRecord | undefined) ?? null;
  }

  /** Newest first; `cursor` is the id of the last request of the previous page. */
  async list(userId: string, cursor: string | undefined, limit: number): Promise<Page<CoachingRequestRecord>> {
    const result = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :req)',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':req': REQUEST_SK_PREFIX },
        ScanIndexForward: false,
        ExclusiveStartKey: cursor ? requestKey(userId, cursor) : undefined,
        Limit: limit,
      }),
    );
    const items = (result.Items ?? []) as CoachingRequestRecord[];
    const last = items.at(-1);
    return { items, nextCursor: result.LastEvaluatedKey && last ? last.id : null };
  }

  async replaceTip(
    userId: string,
    id: string,
    tip: { tip: string; summary: string; skillId: string; suggestedVideo: CoachingVideo },
  ) {
    await this.table.db.send(
      new UpdateCommand({
        TableName: this.table.name,
        Key: requestKey(userId, id),
        UpdateExpression:
          'SET tip = :tip, summary = :summary, skillId = :skill, suggestedVideo = :video ADD rebriefs :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':tip': tip.tip,
          ':summary': tip.summary,
          ':skill': tip.skillId,
          ':video': tip.suggestedVideo,
          ':one': 1,
        },
      }),
    );
  }

  /** Deletes the request with its community case and coach request, in one transaction. */
  async deleteWithLinks(record: CoachingRequestRecord): Promise<void> {
    const TableName = this.table.name;
    const keys = [
      shareKey(record.userId, record.id),
      ...(record.coachRequestId ? [coachRequestKey(record.userId, record.coachRequestId)] : []),
    ];
    await this.table.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName,
              Key: requestKey(record.userId, record.id),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          ...keys.map((Key) => ({ Delete: { TableName, Key } })),
        ],
      }),
    );
  }
}
