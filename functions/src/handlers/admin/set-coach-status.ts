import { coachStatusBody, idParamsSchema } from '@briefs/shared';
import { setCoachStatus } from '../../domain/admin-coaches.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'admin/set-coach-status', params: idParamsSchema, body: coachStatusBody },
  async ({ params, body, runtime }) => {
    await setCoachStatus(runtime, params.id, body.status);
    return { body: { status: body.status } };
  },
);
