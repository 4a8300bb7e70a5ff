import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { BEDROCK_CLIENT_RETRY, BedrockCoachEngine } from './bedrock-engine.ts';
import { BuiltinCoachEngine } from './builtin-engine.ts';
import type { CoachModel } from './coach-model.ts';
import type { MeaningReader } from './meaning/read-meaning.ts';

export { BedrockCoachEngine, ModelFlaggedCrisisError } from './bedrock-engine.ts';
export { BuiltinCoachEngine } from './builtin-engine.ts';
export * from './coach-model.ts';
export { type CoachingOutcome, type CoachOptions, coachSafely, coachScreened } from './coach-service.ts';
export {
  assessSafety,
  assessSafetyAll,
  type CrisisCategory,
  checkModelOutput,
  crisisResponse,
  type SafetyAssessment,
} from './safety/index.ts';

export interface CoachModelOptions {
  engine: 'builtin' | 'bedrock';
  bedrockModelId?: string;
  region?: string;
  guardrail?: { id: string; version: string };
  /** Reads messages by meaning with the safety gate's sentence encoder. */
  readMeaning?: MeaningReader;
}

/** Configuration is injected by the caller (read once at start); this module never reads the environment. */
export function createCoachModel(options: CoachModelOptions): CoachModel {
  const builtin = new BuiltinCoachEngine({ readMeaning: options.readMeaning });
  if (options.engine === 'builtin') return builtin;
  if (!options.bedrockModelId) throw new Error('bedrockModelId is required when engine is "bedrock"');
  return new BedrockCoachEngine({
    modelId: options.bedrockModelId,
    client: new BedrockRuntimeClient({
      ...BEDROCK_CLIENT_RETRY,
      ...(options.region ? { region: options.region } : {}),
    }),
    guardrail: options.guardrail,
    fallback: builtin,
  });
}
