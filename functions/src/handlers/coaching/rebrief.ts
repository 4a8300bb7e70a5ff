import { rebriefBody } from '@briefs/shared';
import { configuredCoachModel, configuredSafetyClassifier } from '../../coaching/configured-model.ts';
import { warmSafetyGate } from '../../coaching/safety/load-gate.ts';
import { rebrief } from '../../domain/coaching.ts';
import { apiHandler } from '../../http/api-handler.ts';

// The encoder loads during the container's start, not on the first person's request.
warmSafetyGate();

export const handler = apiHandler(
  { route: 'coaching/rebrief', body: rebriefBody },
  async ({ body, userId, runtime }) => ({
    body: await rebrief(
      runtime,
      configuredCoachModel(runtime.config),
      userId,
      body,
      configuredSafetyClassifier(runtime.config),
    ),
  }),
);
