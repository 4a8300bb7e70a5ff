import { coachRequestBody } from '@briefs/shared';
import { createCoachRequest } from '../../domain/coach-requests.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'coach-requests/create', body: coachRequestBody },
  async ({ body, caller, runtime }) => createCoachRequest(runtime, caller!.sub, body),
);
