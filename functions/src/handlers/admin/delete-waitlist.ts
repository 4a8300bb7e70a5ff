import { idsBody } from '@briefs/shared';
import { deleteWaitlist } from '../../domain/admin-waitlist.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler({ route: 'admin/delete-waitlist', body: idsBody }, async ({ body, runtime }) => ({
  body: await deleteWaitlist(runtime, body.ids),
}));
