import type { UsageRecord } from '@briefs/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const USAGE_QUERY_KEY = ['dashboard', 'usage'] as const;

/** GET /api/usage: the two token pools, used this month, limits and renewal dates (spec §3). */
export function getUsage(): Promise<UsageRecord> {
  return apiFetch<UsageRecord>('/api/usage');
}

/** Loaded on mount and refetched after each submission (spec §7). Failures are only logged (spec §8). */
export function useUsageQuery() {
  return useQuery({ queryKey: USAGE_QUERY_KEY, queryFn: getUsage, staleTime: 0 });
}
