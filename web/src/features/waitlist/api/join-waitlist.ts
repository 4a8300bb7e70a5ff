import {
  type JoinWaitlistBody,
  type JoinWaitlistResponse,
  WAITLIST_STATUSES,
  type WaitlistStatus,
} from '@briefs/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

function isWaitlistStatus(value: unknown): value is WaitlistStatus {
  return (WAITLIST_STATUSES as readonly unknown[]).includes(value);
}

/** POST /api/waitlist (public). An absent status counts as created (spec §3). */
export async function joinWaitlist(body: JoinWaitlistBody): Promise<JoinWaitlistResponse> {
  const data = await apiFetch<Partial<JoinWaitlistResponse> | undefined>('/api/waitlist', {
    method: 'POST',
    body,
    auth: 'none',
  });
  return { status: isWaitlistStatus(data?.status) ? data.status : 'created' };
}

export function useJoinWaitlist() {
  return useMutation({ mutationKey: ['waitlist', 'join'], mutationFn: joinWaitlist });
}
