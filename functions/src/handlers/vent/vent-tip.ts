import { configuredCoachModel } from '../../coaching/configured-model.ts';
import { warmSafetyGate } from '../../coaching/safety/load-gate.ts';
import { ventTip } from '../../domain/vent-tip.ts';
import { apiHandler } from '../../http/api-handler.ts';

// The encoder loads during the container's start, not on the first person's request.
warmSafetyGate();

export const handler = apiHandler({ route: 'vent/vent-tip' }, async ({ userId, account, runtime }) => ({
  body: await ventTip(runtime, configuredCoachModel(runtime.config), userId, account?.background ?? ''),
}));
