import { z } from 'zod';
import { emailSchema } from './common.ts';

export const joinWaitlistBody = z.object({ email: emailSchema }).strict();
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBody>;

export const WAITLIST_STATUSES = ['created', 'already_waitlisted', 'already_user'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
export interface JoinWaitlistResponse {
  status: WaitlistStatus;
}
