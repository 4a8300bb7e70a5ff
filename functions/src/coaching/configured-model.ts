import type { Config } from '../config.ts';
import type { CoachModel } from './coach-model.ts';
import { createCoachModel } from './index.ts';

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
  });
  return model;
}
