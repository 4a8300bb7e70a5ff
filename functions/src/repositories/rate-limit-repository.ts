import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { rateLimitPk } from './keys.ts';
import { epochSeconds, expiryAttributes, type Table } from './table.ts';

/**
 * Rate-limit counters. Key: pk `RATE#<bucket>#<subject>`, sk `<window start epoch>`; the item
 * expires two windows later (TTL `expiresAt`).
 *
 * `take` is a sliding window: the current window's count plus the previous window's, weighted by
 * how much of it still lies inside the last `windowSeconds`. The hit is added first, in one
 * atomic UpdateItem, and the decision is made on the count that update returned: parallel callers
 * each get a different count, so no burst inside one window can slip more than the limit past the
 * check. A burst that straddles a window's end can read the previous window before its last hits
 * have landed and let a check or two more through; the limits are sized with that slack.
 */
export interface RateRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** A hit that was counted, so it can be given back (a sign-in that turned out right). */
export interface RateTicket {
  pk: string;
  sk: string;
}

export class RateLimitRepository {
  constructor(private readonly table: Table) {}

  private async add(pk: string, windowStart: number, windowSeconds: number, amount: number): Promise<number> {
    // The same window always expires at the same moment, so setting the expiry again changes nothing.
    const expiry = expiryAttributes(windowStart + windowSeconds * 2);
    const result = await this.table.db.send(
      new UpdateCommand({
        TableName: this.table.name,
        Key: { pk, sk: String(windowStart) },
        UpdateExpression: 'ADD hits :n SET expiresAt = :exp, gsi3pk = :xpk, gsi3sk = :xsk',
        ExpressionAttributeValues: {
          ':n': amount,
          ':exp': expiry.expiresAt,
          ':xpk': expiry.gsi3pk,
          ':xsk': expiry.gsi3sk,
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(result.Attributes?.hits ?? amount);
  }

  /** Counts one hit (fixed window) and returns the count within the current window. */
  async hit(bucket: string, subject: string, windowSeconds: number, now: Date): Promise<number> {
    const nowSec = epochSeconds(now);
    return this.add(rateLimitPk(bucket, subject), nowSec - (nowSec % windowSeconds), windowSeconds, 1);
  }

  /** Counts one hit and says whether it is within the limit over the sliding window. */
  async take(rule: RateRule, subject: string, now: Date): Promise<{ allowed: boolean; ticket: RateTicket }> {
    const nowSec = epochSeconds(now);
    const windowStart = nowSec - (nowSec % rule.windowSeconds);
    const pk = rateLimitPk(rule.bucket, subject);
    const [current, previous] = await Promise.all([
      this.add(pk, windowStart, rule.windowSeconds, 1),
      this.table.db.send(
        new GetCommand({ TableName: this.table.name, Key: { pk, sk: String(windowStart - rule.windowSeconds) } }),
      ),
    ]);
    const stillInside = 1 - (nowSec - windowStart) / rule.windowSeconds;
    const estimate = current + Number(previous.Item?.hits ?? 0) * stillInside;
    return { allowed: estimate <= rule.limit, ticket: { pk, sk: String(windowStart) } };
  }

  /** Gives a counted hit back (never below zero in practice: only a taken ticket is returned). */
  async giveBack(ticket: RateTicket): Promise<void> {
    await this.table.db
      .send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: { pk: ticket.pk, sk: ticket.sk },
          UpdateExpression: 'ADD hits :minus',
          ConditionExpression: 'hits > :zero',
          ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
        }),
      )
      .catch(() => undefined);
  }
}
