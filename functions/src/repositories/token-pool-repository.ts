import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LIMITS, type TokenPool } from '@briefs/shared';
import { accountKey } from './keys.ts';
import { isConditionalCheckFailed, type Table } from './table.ts';

/**
 * The two monthly token pools, stored on the account item (`briefTokensRemaining`,
 * `coachTokensRemaining`, their limits, and one `tokensRenewAt`). Every change is a single
 * conditional UpdateItem, so two simultaneous charges of the last token cannot both succeed.
 */
const FIELDS = {
  brief: { remaining: 'briefTokensRemaining', limit: 'briefMonthlyLimit', fallback: LIMITS.defaultBriefMonthlyLimit },
  coach: { remaining: 'coachTokensRemaining', limit: 'coachMonthlyLimit', fallback: LIMITS.defaultCoachMonthlyLimit },
} as const;

export class TokenPoolRepository {
  constructor(private readonly table: Table) {}

  /** The conditional update that takes one token (for a transaction with the result it pays for). */
  chargeItem(userId: string, pool: TokenPool, now: Date) {
    return {
      Update: {
        TableName: this.table.name,
        Key: accountKey(userId),
        UpdateExpression: 'SET #rem = #rem - :one',
        ConditionExpression: '#rem > :zero AND tokensRenewAt > :now',
        ExpressionAttributeNames: { '#rem': FIELDS[pool].remaining },
        ExpressionAttributeValues: { ':one': 1, ':zero': 0, ':now': now.toISOString() },
      },
    };
  }

  /** Takes one token unless the pool is empty or due for renewal; returns whether it did. */
  async charge(userId: string, pool: TokenPool, now: Date): Promise<boolean> {
    try {
      await this.table.db.send(new UpdateCommand(this.chargeItem(userId, pool, now).Update));
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }

  /**
   * Takes one token and writes `items` in one transaction: the result and its charge exist together
   * or not at all, so a process that dies in between has charged nothing. False when the pool is
   * empty or due for renewal (nothing written).
   */
  async chargeWith(userId: string, pool: TokenPool, now: Date, items: object[]): Promise<boolean> {
    try {
      await this.table.db.send(
        new TransactWriteCommand({ TransactItems: [this.chargeItem(userId, pool, now), ...items] as never }),
      );
      return true;
    } catch (error) {
      const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons;
      if (
        error instanceof Error &&
        error.name === 'TransactionCanceledException' &&
        reasons?.[0]?.Code === 'ConditionalCheckFailed'
      )
        return false;
      throw error;
    }
  }

  /** Gives a token back after a failure that followed the charge (never above the limit). */
  async refund(userId: string, pool: TokenPool): Promise<void> {
    try {
      await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: accountKey(userId),
          UpdateExpression: 'SET #rem = #rem + :one',
          ConditionExpression: '#rem < #limit',
          ExpressionAttributeNames: { '#rem': FIELDS[pool].remaining, '#limit': FIELDS[pool].limit },
          ExpressionAttributeValues: { ':one': 1 },
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }

  /**
   * Refills both pools to their limits when the renewal date has passed (or was never set), and
   * moves the date to `nextRenewAt`. The condition makes a late or repeated run change nothing.
   */
  async renewIfDue(userId: string, now: Date, nextRenewAt: Date): Promise<boolean> {
    try {
      await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: accountKey(userId),
          UpdateExpression:
            'SET briefTokensRemaining = if_not_exists(briefMonthlyLimit, :briefDefault), coachTokensRemaining = if_not_exists(coachMonthlyLimit, :coachDefault), tokensRenewAt = :next',
          ConditionExpression:
            'attribute_exists(pk) AND (attribute_not_exists(tokensRenewAt) OR tokensRenewAt <= :now)',
          ExpressionAttributeValues: {
            ':briefDefault': FIELDS.brief.fallback,
            ':coachDefault': FIELDS.coach.fallback,
            ':next': nextRenewAt.toISOString(),
            ':now': now.toISOString(),
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }
}
