import type { VentSessionResponse } from '@briefs/shared';
import { getVentSession } from '../../domain/vent-notes.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler({ route: 'vent/get-vent' }, async ({ caller, runtime }) => {
  const body: VentSessionResponse = { session: await getVentSession(runtime, caller!.sub) };
  return { body };
});
