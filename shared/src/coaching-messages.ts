import type { TokenPool } from './schemas/requests.ts';

/** Spec §8 TOKENS_EXHAUSTED text; both the server's `error` and the web use it. */
export function formatRenewDate(renewAt: string | undefined): string {
  if (!renewAt || Number.isNaN(Date.parse(renewAt))) return 'next month';
  return new Date(renewAt).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'on March 1, 2027' for a date, 'next month' without one (never 'on next month'). */
export function renewsWhen(renewAt: string | undefined): string {
  const date = formatRenewDate(renewAt);
  return date === 'next month' ? date : `on ${date}`;
}

export function tokensExhaustedMessage(pool: TokenPool, renewAt?: string): string {
  const name = pool === 'coach' ? 'B.R.I.E.F a Coach' : 'B.R.I.E.F.S';
  return `Your ${name} tokens are exhausted. They renew ${renewsWhen(renewAt)}.`;
}
