import { videoUploadSlotBody } from '@briefs/shared';
import { createVideoUploadSlot } from '../../domain/video-submissions.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'media/create-video-upload', body: videoUploadSlotBody },
  async ({ body, userId, runtime }) => ({ status: 201, body: await createVideoUploadSlot(runtime, userId, body) }),
);
