import { LIMITS } from '@briefs/shared';

const WINDOW_MS = LIMITS.coachResponseHours * 3600_000;

/** Spec §4: open for 24 hours after createdAt, shown as hh:mm:ss; null once expired. */
export function timeLeft(createdAt: string, now: number): string | null {
  const left = Date.parse(createdAt) + WINDOW_MS - now;
  if (!(left > 0)) return null;
  const total = Math.floor(left / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
