import type { VentSessionResponse } from '@briefs/shared';
import { getVentSession } from '../../domain/vent-notes.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler({ route: 'vent/get-vent' }, async ({ userId, runtime }) => {
  const body: VentSessionResponse = { session: await getVentSession(runtime, userId) };
  return { body };
});
