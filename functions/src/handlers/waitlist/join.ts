import { type JoinWaitlistResponse, joinWaitlistBody } from '@briefs/shared';
import { joinWaitlist } from '../../domain/waitlist.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'waitlist/join', body: joinWaitlistBody },
  async ({ body, runtime, sourceIp }) => {
    const response: JoinWaitlistResponse = { status: await joinWaitlist(runtime, body.email, sourceIp) };
    return { body: response };
  },
);
