import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CoachingVideo, VentStatus } from '@briefs/shared';
import { VENT_EXPIRY_PARTITION, ventKey } from './keys.ts';
import { epochSeconds, expiryAttributes, isConditionalCheckFailed, type Table } from './table.ts';

/**
 * The one current vent note per person. Key: pk `USER#<userId>`, sk `VENT`: a new note replaces
 * the old item in one Put, and deleting the person removes it with the rest of their pk.
 *
 * `expireAt` (ISO) is when the note stops existing for the person; every read filters on it. The
 * TTL attribute is an hour later, so the hourly clean-up (which also deletes the audio) normally
 * gets there first and TTL is the backstop. `gsi2` (`VENT_EXPIRY` / `<expireAt>#<userId>`) lets
 * that clean-up find due notes with a Query, never a Scan.
 */
export interface VentRecord {
  userId: string;
  noteId: string;
  status: VentStatus;
  createdAt: string;
  expireAt: string;
  audioKey: string;
  contentType: string;
  /** The words of the note, kept only as long as the note, for the tip. */
  transcript: string;
  /** The person answered the check-in with "I'm safe" when they uploaded it. */
  confirmedSafe: boolean;
  coachingTip?: string;
  suggestedVideo?: CoachingVideo;
}

/** How long after expireAt DynamoDB's TTL may remove the item (the clean-up runs hourly). */
const TTL_GRACE_SECONDS = 3600;

export class VentRepository {
  constructor(private readonly table: Table) {}

  /** Stores the note, replacing any earlier one; returns the one it replaced (its audio goes too). */
  async replace(record: VentRecord): Promise<VentRecord | null> {
    const expiresAt = epochSeconds(new Date(record.expireAt)) + TTL_GRACE_SECONDS;
    const result = await this.table.db.send(
      new PutCommand({
        TableName: this.table.name,
        Item: {
          ...ventKey(record.userId),
          ...record,
          ...expiryAttributes(expiresAt),
          gsi2pk: VENT_EXPIRY_PARTITION,
          gsi2sk: `${record.expireAt}#${record.userId}`,
        },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return (result.Attributes as VentRecord | undefined) ?? null;
  }

  /** The stored item, expired or not: callers decide with `isLive`. */
  async getStored(userId: string): Promise<VentRecord | null> {
    const result = await this.table.db.send(new GetCommand({ TableName: this.table.name, Key: ventKey(userId) }));
    return (result.Item as VentRecord | undefined) ?? null;
  }

  /** Deletes the note when it is still the one named; returns the deleted item, null when none. */
  async delete(userId: string, noteId?: string): Promise<VentRecord | null> {
    try {
      const result = await this.table.db.send(
        new DeleteCommand({
          TableName: this.table.name,
          Key: ventKey(userId),
          ...(noteId ? { ConditionExpression: 'noteId = :note', ExpressionAttributeValues: { ':note': noteId } } : {}),
          ReturnValues: 'ALL_OLD',
        }),
      );
      return (result.Attributes as VentRecord | undefined) ?? null;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return null;
      throw error;
    }
  }

  /** Pending → processed, once: false when the note changed, was removed or was processed already. */
  async markProcessed(
    userId: string,
    noteId: string,
    tip: { coachingTip: string; suggestedVideo: CoachingVideo },
  ): Promise<boolean> {
    try {
      await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: ventKey(userId),
          UpdateExpression: 'SET #status = :processed, coachingTip = :tip, suggestedVideo = :video',
          ConditionExpression: 'noteId = :note AND #status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':processed': 'processed',
            ':pending': 'pending',
            ':note': noteId,
            ':tip': tip.coachingTip,
            ':video': tip.suggestedVideo,
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }

  /** Notes whose expireAt passed, oldest first, a page at a time. */
  async listDue(now: Date, limit = 100): Promise<VentRecord[]> {
    const result = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :now',
        ExpressionAttributeValues: { ':pk': VENT_EXPIRY_PARTITION, ':now': `${now.toISOString()}#\uffff` },
        Limit: limit,
      }),
    );
    return (result.Items as VentRecord[] | undefined) ?? [];
  }
}

export function isLive(record: VentRecord | null, now: Date): record is VentRecord {
  return record !== null && new Date(record.expireAt).getTime() > now.getTime();
}
