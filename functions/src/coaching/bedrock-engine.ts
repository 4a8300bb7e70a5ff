import {
  ConverseCommand,
  type ConverseCommandInput,
  type ConverseCommandOutput,
  type GuardrailConfiguration,
} from '@aws-sdk/client-bedrock-runtime';
import { log } from '../lib/log.ts';
import { countMetric, METRIC } from '../lib/metrics.ts';
import { answerFromTool, coachToolConfig, flagsCrisis, toolInputOf } from './bedrock/tool-answer.ts';
import { BuiltinCoachEngine } from './builtin-engine.ts';
import type { CoachAnswer, CoachModel, CoachRequest, RebriefRequest } from './coach-model.ts';
import { interventionById } from './interventions/index.ts';
import { COACH_PROMPT_VERSION, COACH_SYSTEM_PROMPT } from './prompts/coach-v3.ts';
import { toPlainText } from './text.ts';

/** The one method of the Bedrock client we use; injected so tests can check what we send. */
export interface ConverseClient {
  send(command: ConverseCommand, options?: { abortSignal?: AbortSignal }): Promise<ConverseCommandOutput>;
}

export interface BedrockEngineOptions {
  modelId: string;
  client: ConverseClient;
  /** A Bedrock Guardrail applied to the call; an intervention is answered as a crisis. */
  guardrail?: { id: string; version: string };
  timeoutMs?: number;
  maxTokens?: number;
  temperature?: number;
  fallback?: BuiltinCoachEngine;
}

/** The model itself flagged a crisis the gate missed: the caller must answer with crisis resources. */
export class ModelFlaggedCrisisError extends Error {
  constructor() {
    super('The model flagged a crisis');
    this.name = 'ModelFlaggedCrisisError';
  }
}

/**
 * Retries live in one place, the SDK client: it resends throttled and transient failures with
 * backoff (standard mode), 2 sends in all. The engine makes one call per request on top of that,
 * so a request costs at most 2 model calls; an answer that fails the checks falls back at once.
 */
export const BEDROCK_CLIENT_RETRY = { maxAttempts: 2, retryMode: 'standard' } as const;

function skillBlock(skillId: string): string {
  const skill = interventionById(skillId);
  if (!skill) return '';
  const steps = skill.steps.map((step, i) => `${i + 1}. ${step}`).join('\n');
  return `<skill id="${skill.id}">\nName: ${skill.name}\nTakes: about ${Math.round(skill.durationSeconds / 60) || 1} min${skill.discreet ? ', works unnoticed' : ''}\nWhy: ${skill.why}\nSteps:\n${steps}\nUse it when ${skill.cue}\n</skill>`;
}

export function buildUserMessage(req: CoachRequest | RebriefRequest, candidates: readonly string[]): string {
  const parts = [
    `<situation>\n${toPlainText(req.situation)}\n</situation>`,
    `<background>\n${toPlainText(req.background ?? '') || 'none'}\n</background>`,
  ];
  if ('feedback' in req) {
    parts.push(`<previous_tip>\n${toPlainText(req.previousTip)}\n</previous_tip>`);
    parts.push(`<feedback>\n${toPlainText(req.feedback)}\n</feedback>`);
  }
  parts.push(`<candidate_skills>\n${candidates.map(skillBlock).filter(Boolean).join('\n')}\n</candidate_skills>`);
  parts.push(
    'feedback' in req
      ? 'Write a new coaching tip that follows the feedback, with a different skill from the previous tip.'
      : 'Write the coaching tip.',
  );
  return parts.join('\n\n');
}

/**
 * Coaching by a Bedrock model through the Converse API's tool use: the model receives the skills
 * the library matched by meaning and answers with a structured call, validated with the shared
 * schema; the server composes and checks the tip. Any error, timeout (the client's retries included)
 * or invalid answer falls back to the built-in engine's answer.
 */
export class BedrockCoachEngine implements CoachModel {
  private readonly fallback: BuiltinCoachEngine;

  constructor(private readonly options: BedrockEngineOptions) {
    this.fallback = options.fallback ?? new BuiltinCoachEngine();
  }

  async tip(req: CoachRequest): Promise<CoachAnswer> {
    return this.run(req);
  }

  async rebrief(req: RebriefRequest): Promise<CoachAnswer> {
    return this.run(req);
  }

  converseInput(req: CoachRequest | RebriefRequest, candidates: readonly [string, ...string[]]): ConverseCommandInput {
    const guardrail = this.options.guardrail;
    const guardrailConfig: GuardrailConfiguration | undefined = guardrail
      ? { guardrailIdentifier: guardrail.id, guardrailVersion: guardrail.version }
      : undefined;
    return {
      modelId: this.options.modelId,
      system: [{ text: COACH_SYSTEM_PROMPT }],
      messages: [{ role: 'user', content: [{ text: buildUserMessage(req, candidates) }] }],
      toolConfig: coachToolConfig(candidates),
      inferenceConfig: { maxTokens: this.options.maxTokens ?? 1200, temperature: this.options.temperature ?? 0.4 },
      ...(guardrailConfig ? { guardrailConfig } : {}),
    };
  }

  private async run(req: CoachRequest | RebriefRequest): Promise<CoachAnswer> {
    const { answer: planned, candidates } = await this.fallback.plan(req);
    const input = this.converseInput(req, candidates);
    const personText = [req.situation, req.background ?? '', 'feedback' in req ? req.feedback : ''].join('\n');
    let reason: string;
    let failure: 'call' | 'answer' = 'call';
    try {
      const output = await this.callOnce(input);
      failure = 'answer';
      if (output.stopReason === 'guardrail_intervened') throw new ModelFlaggedCrisisError();
      const toolInput = toolInputOf(output.output?.message?.content ?? []);
      if (flagsCrisis(toolInput)) throw new ModelFlaggedCrisisError();
      if (toolInput === undefined) throw new Error('the model answered without the tool');
      return answerFromTool(toolInput, candidates, planned, personText);
    } catch (error) {
      if (error instanceof ModelFlaggedCrisisError) throw error;
      reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    // The reason is the SDK's error or our check's, never the model's text or the person's.
    log.warn('coach engine fell back to the built-in engine', {
      modelId: this.options.modelId,
      promptVersion: COACH_PROMPT_VERSION,
      failure,
      reason: reason.slice(0, 300),
    });
    if (failure === 'call') countMetric(METRIC.bedrockFailure);
    countMetric(METRIC.engineFallback, { name: 'failure', value: failure });
    return planned;
  }

  private async callOnce(input: ConverseCommandInput): Promise<ConverseCommandOutput> {
    const controller = new AbortController();
    const timeoutMs = this.options.timeoutMs ?? 10_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Race as well as abort: a client that ignores the signal must not hold the request open.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`timed out after ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      return await Promise.race([
        this.options.client.send(new ConverseCommand(input), { abortSignal: controller.signal }),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
}
