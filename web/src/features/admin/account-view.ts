import { type AdminAccount, adminText, LIMITS, spentOf } from '@briefs/shared';

/** Limits default to 30 and 5 when missing (spec §3); remaining defaults to the full limit. */
export function pools(account: AdminAccount) {
  const briefLimit = account.briefMonthlyLimit ?? LIMITS.defaultBriefMonthlyLimit;
  const coachLimit = account.coachMonthlyLimit ?? LIMITS.defaultCoachMonthlyLimit;
  const briefRemaining = account.briefTokensRemaining ?? briefLimit;
  const coachRemaining = account.coachTokensRemaining ?? coachLimit;
  return { briefLimit, coachLimit, briefRemaining, coachRemaining };
}

/** 'spent / total (left)' for each pool (spec §2 Users tab). */
export function tokenLines(account: AdminAccount) {
  const p = pools(account);
  return {
    brief: adminText.tokens(spentOf(p.briefLimit, p.briefRemaining), p.briefLimit, p.briefRemaining),
    coach: adminText.tokens(spentOf(p.coachLimit, p.coachRemaining), p.coachLimit, p.coachRemaining),
  };
}
