import { idsBody } from '@briefs/shared';
import { convertWaitlist } from '../../domain/admin-waitlist.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler({ route: 'admin/convert-waitlist', body: idsBody }, async ({ body, runtime }) => ({
  body: await convertWaitlist(runtime, body.ids),
}));
