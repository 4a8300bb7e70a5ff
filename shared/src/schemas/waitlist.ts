import * as z from 'zod/mini';
import { emailSchema } from './common.ts';

export const joinWaitlistBody = z.strictObject({ email: emailSchema });
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBody>;

export const WAITLIST_STATUSES = ['created', 'already_waitlisted', 'already_user'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
export interface JoinWaitlistResponse {
  status: WaitlistStatus;
}
