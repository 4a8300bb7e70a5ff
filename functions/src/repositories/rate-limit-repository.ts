import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { epochSeconds, expiryAttributes, type Table } from './table.ts';

/**
 * Fixed-window counters. Key: pk `RATE#<bucket>#<subject>`, sk `<window start epoch>`.
 * One UpdateItem per hit; the item expires with its window (TTL `expiresAt`).
 */
export class RateLimitRepository {
  constructor(private readonly table: Table) {}

  /** Counts one hit and returns the count within the current window. */
  async hit(bucket: string, subject: string, windowSeconds: number, now: Date): Promise<number> {
    const nowSec = epochSeconds(now);
    const windowStart = nowSec - (nowSec % windowSeconds);
    // The same window always expires at the same moment, so setting the expiry again changes nothing.
    const expiry = expiryAttributes(windowStart + windowSeconds * 2);
    const result = await this.table.db.send(
      new UpdateCommand({
        TableName: this.table.name,
        Key: { pk: `RATE#${bucket}#${subject}`, sk: String(windowStart) },
        UpdateExpression: 'ADD hits :one SET expiresAt = :exp, gsi3pk = :xpk, gsi3sk = :xsk',
        ExpressionAttributeValues: {
          ':one': 1,
          ':exp': expiry.expiresAt,
          ':xpk': expiry.gsi3pk,
          ':xsk': expiry.gsi3sk,
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(result.Attributes?.hits ?? 1);
  }

  /** Reads the current window's count without adding to it. */
  async count(bucket: string, subject: string, windowSeconds: number, now: Date): Promise<number> {
    const nowSec = epochSeconds(now);
    const windowStart = nowSec - (nowSec % windowSeconds);
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: { pk: `RATE#${bucket}#${subject}`, sk: String(windowStart) } }),
    );
    return Number(result.Item?.hits ?? 0);
  }
}
