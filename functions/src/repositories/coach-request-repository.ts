import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { coachRequestKey, coachRequestLookupKey, OPEN_COACH_REQUESTS_KEY, requestKey } from './keys.ts';
import { decodeCursor, encodeCursor, type Page } from './pagination.ts';
import { cancellationReasons, GSI1, GSI2, isTransactionCanceled, putNewAndUpdate, type Table } from './table.ts';

/**
 * Requests for a human coach. Key: pk `USER#<userId>`, sk `COACHREQ#<id>` (keyed to the person, so
 * deleting them removes their requests). The id sorts by time.
 * - Open requests, oldest first (the coach's list): gsi1pk `COACHREQ#OPEN`, gsi1sk
 *   `<createdAt>#<id>`. Answering a request removes gsi1pk/gsi1sk, which takes it off that list.
 * - Lookup by id (a coach answering one): gsi2pk `COACHREQ#<id>`, gsi2sk `COACHREQ`.
 * - `openUntil` is createdAt + 24 h (spec §4: the countdown; an expired request can still be
 *   answered, so it carries no TTL).
 * - A coach's reply and the person watching it are written by CoachReplyRepository.
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
  /** When the person first watched the reply (or dismissed its notice). */
  replyWatchedAt?: string;
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
}
