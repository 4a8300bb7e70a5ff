import { ADMIN_TABS } from './constants.ts';

// The admin panel's plain values, apart from the schemas: the panel's first load then needs no
// validation library (the build puts Zod and every schema in one chunk).

/** One page of the admin lists, and how many rows a page shows in the panel. */
export const ADMIN_PAGE_SIZE = { accounts: 24, waitlist: 50 } as const;

export function isAdminTab(value: unknown): value is (typeof ADMIN_TABS)[number] {
  return typeof value === 'string' && (ADMIN_TABS as readonly string[]).includes(value);
}

/** Spec §5 admin edit: whole numbers; invalid or negative → 0; spent capped at the limit. */
export function parseCount(raw: string): number {
  const n = Number.parseInt(raw, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}
export function remainingFrom(limitRaw: string, spentRaw: string): { limit: number; remaining: number } {
  const limit = parseCount(limitRaw);
  const spent = Math.min(parseCount(spentRaw), limit);
  return { limit, remaining: limit - spent };
}
/** Spec §3: 'spent' = limit minus remaining, not below 0. */
export function spentOf(limit: number, remaining: number): number {
  return Math.max(0, limit - remaining);
}
