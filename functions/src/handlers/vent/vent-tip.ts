import { configuredCoachModel } from '../../coaching/configured-model.ts';
import { ventTip } from '../../domain/vent-tip.ts';
import { apiHandler } from '../../http/api-handler.ts';

export const handler = apiHandler({ route: 'vent/vent-tip' }, async ({ caller, account, runtime }) => ({
  body: await ventTip(runtime, configuredCoachModel(runtime.config), caller!.sub, account?.background ?? ''),
}));
