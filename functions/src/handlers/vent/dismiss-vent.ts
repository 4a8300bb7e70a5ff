import { dismissVentNote } from '../../domain/vent-notes.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler({ route: 'vent/dismiss-vent' }, async ({ userId, runtime }) => ({
  body: await dismissVentNote(runtime, userId),
}));
