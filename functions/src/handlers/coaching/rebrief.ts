import { rebriefBody } from '@briefs/shared';
import { configuredCoachModel, configuredSafetyClassifier } from '../../coaching/configured-model.ts';
import { rebrief } from '../../domain/coaching.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler(
  { route: 'coaching/rebrief', body: rebriefBody },
  async ({ body, caller, runtime }) => ({
    body: await rebrief(
      runtime,
      configuredCoachModel(runtime.config),
      caller!.sub,
      body,
      configuredSafetyClassifier(runtime.config),
    ),
  }),
);
