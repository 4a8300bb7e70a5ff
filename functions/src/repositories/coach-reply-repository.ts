import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CoachRequestRecord } from './coach-request-repository.ts';
import { COACH_REQUEST_SK_PREFIX, coachRequestKey, requestKey, userPk } from './keys.ts';
import { cancellationReasons, isConditionalCheckFailed, isTransactionCanceled, type Table } from './table.ts';

/**
 * The reply side of a coach request (its items are described in coach-request-repository.ts):
 * - `answer` sets status `answered`, `coachId`, `replyKey`, `answeredAt` on `USER#<userId>` /
 *   `COACHREQ#<id>` and removes its gsi1 keys (off every coach's list); the person's history
 *   request gets `coachReplyKey` and `coachRepliedAt` in the same transaction.
 * - The transcript goes on the history request (`coachReplyTranscript`), shown under the player.
 * - Watching sets `replyWatchedAt` on the coach request and `coachReplyWatchedAt` on the history
 *   request. Replies not yet watched are one Query of the person's own `COACHREQ#` items, which are
 *   few (each one costs a coach token).
 */
export interface CoachReply {
  coachId: string;
  replyKey: string;
  answeredAt: string;
}

export interface UnwatchedReplyRecord {
  requestId: string;
  answeredAt: string;
}

export class CoachReplyRepository {
  constructor(private readonly table: Table) {}

  /** Records a reply once: the request must still be open, so of two coaches at once exactly one wins. */
  async answer(record: CoachRequestRecord, reply: CoachReply): Promise<boolean> {
    const TableName = this.table.name;
    try {
      await this.table.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName,
                Key: coachRequestKey(record.userId, record.id),
                UpdateExpression:
                  'SET #status = :answered, coachId = :coach, replyKey = :key, answeredAt = :at REMOVE gsi1pk, gsi1sk',
                ConditionExpression: 'attribute_exists(pk) AND #status = :open',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: {
                  ':answered': 'answered',
                  ':open': 'open',
                  ':coach': reply.coachId,
                  ':key': reply.replyKey,
                  ':at': reply.answeredAt,
                },
              },
            },
            {
              Update: {
                TableName,
                Key: requestKey(record.userId, record.requestId),
                UpdateExpression: 'SET coachReplyKey = :key, coachRepliedAt = :at',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: { ':key': reply.replyKey, ':at': reply.answeredAt },
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isTransactionCanceled(error) && cancellationReasons(error).includes('ConditionalCheckFailed')) return false;
      throw error;
    }
  }

  /** The reply's transcript, kept on the person's history entry (when it still exists). */
  async recordTranscript(record: CoachRequestRecord, transcript: string): Promise<void> {
    try {
      await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: requestKey(record.userId, record.requestId),
          UpdateExpression: 'SET coachReplyTranscript = :text',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':text': transcript },
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }

  /** The person's answered coach requests whose reply they have not watched, oldest first. */
  async listUnwatched(userId: string): Promise<UnwatchedReplyRecord[]> {
    const result = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :coachRequest)',
        FilterExpression: '#status = :answered AND attribute_not_exists(replyWatchedAt)',
        ProjectionExpression: 'requestId, answeredAt',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pk': userPk(userId),
          ':coachRequest': COACH_REQUEST_SK_PREFIX,
          ':answered': 'answered',
        },
      }),
    );
    return (result.Items ?? []) as UnwatchedReplyRecord[];
  }

  /** Marks both items watched; the first time counts, a second call changes nothing. */
  async markWatched(userId: string, coachRequestId: string, requestId: string, at: string): Promise<void> {
    const TableName = this.table.name;
    const watched = (Key: Record<string, string>, attribute: string) => ({
      Update: {
        TableName,
        Key,
        UpdateExpression: `SET ${attribute} = if_not_exists(${attribute}, :at)`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at },
      },
    });
    await this.table.db.send(
      new TransactWriteCommand({
        TransactItems: [
          watched(coachRequestKey(userId, coachRequestId), 'replyWatchedAt'),
          watched(requestKey(userId, requestId), 'coachReplyWatchedAt'),
        ],
      }),
    );
  }
}
