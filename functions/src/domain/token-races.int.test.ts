import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LIMITS } from '@briefs/shared';
import { describe, expect, it } from 'vitest';
import { testTable } from '../../../infra/local/test-support/api.ts';
import { seedAccount, testRuntime } from '../../../infra/local/test-support/seed.ts';
import type { CoachModel } from '../coaching/coach-model.ts';
import { submitText } from './coaching.ts';
import { chargeToken } from './token-pools.ts';

/** Puts an account at a month's end: pool empty, renewal date passed. */
async function dueForRenewal(userId: string): Promise<void> {
  const table = testTable();
  await table.db.send(
    new UpdateCommand({
      TableName: table.name,
      Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
      UpdateExpression: 'SET briefTokensRemaining = :zero, tokensRenewAt = :past',
      ExpressionAttributeValues: { ':zero': 0, ':past': new Date(Date.now() - 60_000).toISOString() },
    }),
  );
}

describe('token pools under races', () => {
  it('at month rollover, parallel requests all find the renewed pool (none told tokens are exhausted)', async () => {
    const runs = 5;
    const parallel = 8;
    let underSpent = 0;
    for (let run = 0; run < runs; run++) {
      const user = await seedAccount('user');
      await dueForRenewal(user.id);
      const results = await Promise.allSettled(
        Array.from({ length: parallel }, () => chargeToken(testRuntime(), user.id, 'brief')),
      );
      const account = await testRuntime().repos.accounts.get(user.id);
      const refused = results.filter((r) => r.status === 'rejected').length;
      if (refused > 0 || account?.briefTokensRemaining !== LIMITS.defaultBriefMonthlyLimit - parallel) underSpent += 1;
    }
    console.log(`month rollover: ${runs} runs of ${parallel} parallel charges, ${underSpent} under-spent`);
    expect(underSpent).toBe(0);
  });

  it('charges nothing for a request whose process dies before its answer is stored', async () => {
    const user = await seedAccount('user');
    let modelCalled!: () => void;
    const called = new Promise<void>((resolve) => {
      modelCalled = resolve;
    });
    // The model never answers: as if the Lambda were killed while the model ran.
    const stalled: CoachModel = {
      tip: () => {
        modelCalled();
        return new Promise(() => {});
      },
      rebrief: () => new Promise(() => {}),
    };
    void submitText(testRuntime(), stalled, user.id, {
      transcript: 'A deadline at work has me stressed.',
      background: '',
      isCoach: false,
    } as never);
    await called;
    const account = await testRuntime().repos.accounts.get(user.id);
    expect(account?.briefTokensRemaining).toBe(LIMITS.defaultBriefMonthlyLimit);
  });
});
