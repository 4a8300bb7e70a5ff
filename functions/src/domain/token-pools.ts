import { LIMITS, type TokenPool, tokensExhaustedMessage, type UsageRecord } from '@briefs/shared';
import { AppError } from '../lib/app-error.ts';
import { countMetric, METRIC } from '../lib/metrics.ts';
import type { AccountRecord } from '../repositories/account-repository.ts';
import type { Runtime } from '../runtime.ts';
import { nextRenewal } from './accounts.ts';

/**
 * One token per coaching answer, from the B.R.I.E.F.S pool or the coach pool. The charge is one
 * conditional update; when it fails the pool is renewed if its date has passed (by this request or
 * a parallel one: either way the pool is fresh afterwards) and the charge is tried once more.
 * Only then is the pool really empty. (A request that lost the renewal race used to be told its
 * tokens were exhausted although the renewal had just refilled them.)
 */
export async function chargeToken(runtime: Runtime, userId: string, pool: TokenPool): Promise<void> {
  await chargeOrExhausted(runtime, userId, pool, (now) => runtime.repos.tokenPools.charge(userId, pool, now));
}

/**
 * Charges one token in the same transaction that stores what it paid for (`items`), with the same
 * renewal retry. Used where a result is stored, so a process that dies before it has charged nothing.
 */
export async function chargeTokenWith(
  runtime: Runtime,
  userId: string,
  pool: TokenPool,
  items: object[],
): Promise<void> {
  await chargeOrExhausted(runtime, userId, pool, (now) =>
    runtime.repos.tokenPools.chargeWith(userId, pool, now, items),
  );
}

/** Throws TOKENS_EXHAUSTED when the pool (renewed if due) has no token left; charges nothing. */
export async function assertTokenAvailable(runtime: Runtime, userId: string, pool: TokenPool): Promise<void> {
  const now = runtime.now();
  let account = await runtime.repos.accounts.get(userId);
  if (account && (!account.tokensRenewAt || account.tokensRenewAt <= now.toISOString())) {
    await runtime.repos.tokenPools.renewIfDue(userId, now, nextRenewal(now));
    account = await runtime.repos.accounts.get(userId);
  }
  if (!account) throw new AppError('UNAUTHENTICATED');
  const usage = toUsage(account);
  const left = pool === 'coach' ? usage.coachTokensRemaining : usage.briefTokensRemaining;
  if (left <= 0) throw exhausted(pool, account.tokensRenewAt);
}

async function chargeOrExhausted(
  runtime: Runtime,
  userId: string,
  pool: TokenPool,
  charge: (now: Date) => Promise<boolean>,
): Promise<void> {
  const now = runtime.now();
  if (await charge(now)) return;
  await runtime.repos.tokenPools.renewIfDue(userId, now, nextRenewal(now));
  if (await charge(now)) return;
  const account = await runtime.repos.accounts.get(userId);
  if (!account) throw new AppError('UNAUTHENTICATED');
  throw exhausted(pool, account.tokensRenewAt);
}

function exhausted(pool: TokenPool, renewAt: string | undefined): AppError {
  countMetric(METRIC.tokensExhausted, { name: 'pool', value: pool });
  return new AppError('TOKENS_EXHAUSTED', { pool, renewAt: renewAt ?? null }, tokensExhaustedMessage(pool, renewAt));
}

export function refundToken(runtime: Runtime, userId: string, pool: TokenPool): Promise<void> {
  return runtime.repos.tokenPools.refund(userId, pool);
}

export function toUsage(account: AccountRecord): UsageRecord {
  const briefLimit = account.briefMonthlyLimit ?? LIMITS.defaultBriefMonthlyLimit;
  const coachLimit = account.coachMonthlyLimit ?? LIMITS.defaultCoachMonthlyLimit;
  const briefLeft = account.briefTokensRemaining ?? briefLimit;
  const coachLeft = account.coachTokensRemaining ?? coachLimit;
  const renewAt = account.tokensRenewAt ?? '';
  return {
    brief: Math.max(0, briefLimit - briefLeft),
    coach: Math.max(0, coachLimit - coachLeft),
    resetAt: renewAt,
    briefTokensRemaining: briefLeft,
    briefTokensLimit: briefLimit,
    briefTokensRenewAt: renewAt,
    coachTokensRemaining: coachLeft,
    coachTokensLimit: coachLimit,
    coachTokensRenewAt: renewAt,
  };
}

/** Reading the usage also renews a record whose date has passed, so a late schedule is invisible. */
export async function getUsage(runtime: Runtime, userId: string, known?: AccountRecord): Promise<UsageRecord> {
  const now = runtime.now();
  let account = known ?? (await runtime.repos.accounts.get(userId));
  if (!account) throw new AppError('UNAUTHENTICATED');
  if (!account.tokensRenewAt || account.tokensRenewAt <= now.toISOString()) {
    await runtime.repos.tokenPools.renewIfDue(userId, now, nextRenewal(now));
    account = (await runtime.repos.accounts.get(userId)) ?? account;
  }
  return toUsage(account);
}

/** The monthly job: renews every member whose date has passed. Pages through the role index. */
export async function renewAllDue(runtime: Runtime): Promise<number> {
  const now = runtime.now();
  let renewed = 0;
  for (const role of ['user', 'coach'] as const) {
    let cursor: string | undefined;
    do {
      const page = await runtime.repos.accounts.listByRole(role, cursor, 100);
      for (const account of page.items) {
        if (account.tokensRenewAt && account.tokensRenewAt > now.toISOString()) continue;
        if (await runtime.repos.tokenPools.renewIfDue(account.id, now, nextRenewal(now))) renewed += 1;
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return renewed;
}
