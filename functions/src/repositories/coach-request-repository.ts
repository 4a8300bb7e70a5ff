import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { coachRequestKey, coachRequestLookupKey, OPEN_COACH_REQUESTS_KEY, requestKey } from './member-keys.ts';
import { decodeCursor, encodeCursor, type Page } from './pagination.ts';
import {
  cancellationReasons,
  GSI1,
  GSI2,
  isConditionalCheckFailed,
  isTransactionCanceled,
  putNewAndUpdate,
  type Table,
} from './table.ts';

/**
 * Requests for a human coach. Key: pk `USER#<userId>`, sk `COACHREQ#<id>` (keyed to the person, so
 * deleting them removes their requests). The id sorts by time.
 * - Open requests, oldest first (the coach's list): gsi1pk `COACHREQ#OPEN`, gsi1sk
 *   `<createdAt>#<id>`. Answering a request removes gsi1pk/gsi1sk, which takes it off that list.
 * - Lookup by id (a coach answering one): gsi2pk `COACHREQ#<id>`, gsi2sk `COACHREQ`.
 * - `openUntil` is createdAt + 24 h (spec §4: the countdown; an expired request can still be
 *   answered, so it carries no TTL).
 * - A reply (`answer`) sets status `answered`, `coachId`, `replyKey`, `answeredAt` and removes the
 *   gsi1 keys; the history request gets `coachReplyKey` in the same transaction.
 * - `requestId` names the history request (and the coach token) it came from; that request gets
 *   `coachRequestId` in the same transaction, so one paid submission makes one coach request.
 */
export interface CoachRequestRecord {
  id: string;
  userId: string;
  requestId: string;
  name: string;
  email: string;
  phone: string;
  background: string;
  transcript: string;
  videoKey?: string;
  createdAt: string;
  openUntil: string;
  status: 'open' | 'answered';
  /** Set when a coach answers: who, when, and the S3 key of the video reply. */
  coachId?: string;
  answeredAt?: string;
  replyKey?: string;
}

export interface CoachReply {
  coachId: string;
  replyKey: string;
  answeredAt: string;
}

export class CoachRequestRepository {
  constructor(private readonly table: Table) {}

  /** Stores the request and links it to its coach-pool submission; false when that one is already linked. */
  async create(record: CoachRequestRecord): Promise<boolean> {
    try {
      await putNewAndUpdate(
        this.table,
        {
          ...coachRequestKey(record.userId, record.id),
          gsi1pk: OPEN_COACH_REQUESTS_KEY,
          gsi1sk: `${record.createdAt}#${record.id}`,
          ...coachRequestLookupKey(record.id),
          ...record,
        },
        {
          Key: requestKey(record.userId, record.requestId),
          UpdateExpression: 'SET coachRequestId = :id, coachOpenUntil = :until',
          ConditionExpression: 'attribute_exists(pk) AND #pool = :coach AND attribute_not_exists(coachRequestId)',
          ExpressionAttributeNames: { '#pool': 'pool' },
          ExpressionAttributeValues: { ':id': record.id, ':until': record.openUntil, ':coach': 'coach' },
        },
      );
      return true;
    } catch (error) {
      if (isTransactionCanceled(error) && cancellationReasons(error).includes('ConditionalCheckFailed')) return false;
      throw error;
    }
  }

  /** Open requests, oldest first; `cursor` is the opaque key the previous page ended with. */
  async listOpen(cursor: string | undefined, limit: number): Promise<Page<CoachRequestRecord>> {
    const result = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        IndexName: GSI1,
        KeyConditionExpression: 'gsi1pk = :open',
        ExpressionAttributeValues: { ':open': OPEN_COACH_REQUESTS_KEY },
        ScanIndexForward: true,
        ExclusiveStartKey: decodeCursor(cursor, {
          fixed: { gsi1pk: OPEN_COACH_REQUESTS_KEY },
          keys: ['pk', 'sk', 'gsi1sk'],
        }),
        Limit: limit,
      }),
    );
    return {
      items: (result.Items ?? []) as CoachRequestRecord[],
      nextCursor: encodeCursor(result.LastEvaluatedKey),
    };
  }

  async findById(id: string): Promise<CoachRequestRecord | null> {
    const { gsi2pk, gsi2sk } = coachRequestLookupKey(id);
    const result = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        IndexName: GSI2,
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk = :sk',
        ExpressionAttributeValues: { ':pk': gsi2pk, ':sk': gsi2sk },
      }),
    );
    return (result.Items?.[0] as CoachRequestRecord | undefined) ?? null;
  }

  /**
   * Records a coach's reply once: the request must still be open (so of two coaches answering at
   * once exactly one wins; false for the other), leaves the open index, and the person's history
   * entry gets the reply's key in the same transaction.
   */
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

  /** The reply's transcript, kept on the person's history entry beside the reply (when it still exists). */
  async recordReplyTranscript(record: CoachRequestRecord, transcript: string): Promise<void> {
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
}
