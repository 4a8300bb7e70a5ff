import type { Config } from '../config.ts';
import type { CoachModel } from './coach-model.ts';
import { createCoachModel } from './index.ts';
import { meaningReader } from './meaning/read-meaning.ts';
import { loadSharedEncoder } from './safety/meaning/shared-encoder.ts';

/**
 * The coach model the configuration asks for, built once per container. Kept out of the shared
 * runtime so that only the coaching functions bundle the engine and its libraries.
 */
let model: CoachModel | undefined;

export function configuredCoachModel(config: Config): CoachModel {
  model ??= createCoachModel({
    engine: config.COACH_ENGINE,
    bedrockModelId: config.BEDROCK_MODEL_ID,
    region: config.AWS_REGION,
    // The safety gate's encoder: one model per container, and a message's sentences embedded once.
    readMeaning: meaningReader(loadSharedEncoder),
    guardrail: config.BEDROCK_GUARDRAIL_ID
      ? { id: config.BEDROCK_GUARDRAIL_ID, version: config.BEDROCK_GUARDRAIL_VERSION }
      : undefined,
  });
  return model;
}
