import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CoachingVideo, TokenPool } from '@briefs/shared';
import type { Table } from './table.ts';

/**
 * A person's coaching history. Key: pk `USER#<userId>`, sk `REQ#<id>` where the id sorts by time,
 * so the newest entries are one Query (ScanIndexForward false) away and deleting the person
 * removes them with the rest of their pk.
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
}

const requestKey = (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `REQ#${id}` });

export class RequestRepository {
  constructor(private readonly table: Table) {}

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
}
