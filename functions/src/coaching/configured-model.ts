import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import type { Config } from '../config.ts';
import type { CoachModel } from './coach-model.ts';
import { createCoachModel } from './index.ts';
import { meaningReader } from './meaning/read-meaning.ts';
import { BedrockSafetyClassifier, type GuardrailRef } from './safety/bedrock-classifier.ts';
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
    guardrail: guardrailOf(config),
  });
  return model;
}

function guardrailOf(config: Config): GuardrailRef | undefined {
  return config.BEDROCK_GUARDRAIL_ID
    ? { id: config.BEDROCK_GUARDRAIL_ID, version: config.BEDROCK_GUARDRAIL_VERSION }
    : undefined;
}

let classifier: BedrockSafetyClassifier | undefined;

/** The Bedrock safety classification tier, where the product runs with Bedrock; none with the built-in engine. */
export function configuredSafetyClassifier(config: Config): BedrockSafetyClassifier | undefined {
  if (config.COACH_ENGINE !== 'bedrock') return undefined;
  classifier ??= new BedrockSafetyClassifier({
    client: new BedrockRuntimeClient(config.AWS_REGION ? { region: config.AWS_REGION } : {}),
    modelId: config.SAFETY_MODEL_ID || config.BEDROCK_MODEL_ID,
    guardrail: guardrailOf(config),
  });
  return classifier;
}
