import { shareCaseBody } from '@briefs/shared';
import { warmSafetyGate } from '../../coaching/safety/load-gate.ts';
import { shareCase } from '../../domain/community.ts';
import { apiHandler } from '../../http/api-handler.ts';

// The encoder loads during the container's start, not on the first person's request.
warmSafetyGate();

export const handler = apiHandler(
  { route: 'community/share-case', body: shareCaseBody },
  async ({ body, account, runtime }) => ({ body: await shareCase(runtime, account!, body.requestId) }),
);
