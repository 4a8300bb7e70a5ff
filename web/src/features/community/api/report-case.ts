import type { CommunityFeed, ReportCaseResponse } from '@briefs/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** POST /api/debrief/{id}/report: hides the case for the reporter (and for all after three reports). */
export function reportCase(id: string): Promise<ReportCaseResponse> {
  return apiFetch<ReportCaseResponse>(`/api/debrief/${encodeURIComponent(id)}/report`, { method: 'POST', body: {} });
}

export function useReportCaseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportCase,
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<CommunityFeed>(QUERY_KEYS.community, (feed) =>
        feed ? { items: feed.items.filter((item) => item._id !== id) } : feed,
      ),
  });
}
