import {
  ConverseCommand,
  type ConverseCommandInput,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { BuiltinCoachEngine } from './builtin-engine.ts';
import type { CoachAnswer, CoachModel, CoachRequest, RebriefRequest } from './coach-model.ts';
import { composeCoachingTip, parseCoachingTip } from './coach-model.ts';
import { findRejectedSkills } from './feedback.ts';
import { interventionById } from './interventions/index.ts';
import { COACH_PROMPT_VERSION, COACH_SYSTEM_PROMPT } from './prompts/coach-v1.ts';
import { checkModelOutput } from './safety/check-output.ts';
import { stableHash, toPlainText } from './text.ts';
import { matchVideo } from './videos/index.ts';

/** The one method of the Bedrock client we use; injected so tests can check what we send. */
export interface ConverseClient {
  send(command: ConverseCommand, options?: { abortSignal?: AbortSignal }): Promise<ConverseCommandOutput>;
}

export interface BedrockEngineOptions {
  modelId: string;
  client: ConverseClient;
  timeoutMs?: number;
  maxTokens?: number;
  temperature?: number;
  fallback?: BuiltinCoachEngine;
  warn?: (line: string) => void;
}

/** The model itself flagged a crisis the gate missed: the caller must answer with crisis resources. */
export class ModelFlaggedCrisisError extends Error {
  constructor() {
    super('The model flagged a crisis');
    this.name = 'ModelFlaggedCrisisError';
  }
}

const ATTEMPTS = 2;

function skillBlock(skillId: string): string {
  const skill = interventionById(skillId);
  if (!skill) return '';
  const steps = skill.steps.map((step, i) => `${i + 1}. ${step}`).join('\n');
  return `<library_skill>\nName: ${skill.name}\nWhy: ${skill.why}\nSteps:\n${steps}\nUse it when ${skill.cue}\nSource: ${skill.source}\n</library_skill>`;
}

export function buildUserMessage(req: CoachRequest | RebriefRequest, plannedSkillId: string): string {
  const parts = [
    `<situation>\n${toPlainText(req.situation)}\n</situation>`,
    `<background>\n${toPlainText(req.background ?? '') || 'none'}\n</background>`,
  ];
  if ('feedback' in req) {
    parts.push(`<previous_tip>\n${toPlainText(req.previousTip)}\n</previous_tip>`);
    parts.push(`<feedback>\n${toPlainText(req.feedback)}\n</feedback>`);
  }
  parts.push(skillBlock(plannedSkillId));
  parts.push(
    'feedback' in req
      ? 'Write a new coaching tip that follows the feedback and uses a different skill from the previous tip.'
      : 'Write the coaching tip.',
  );
  return parts.filter(Boolean).join('\n\n');
}

export class BedrockCoachEngine implements CoachModel {
  private readonly fallback: BuiltinCoachEngine;
  private readonly warn: (line: string) => void;

  constructor(private readonly options: BedrockEngineOptions) {
    this.fallback = options.fallback ?? new BuiltinCoachEngine();
    this.warn = options.warn ?? ((line) => console.warn(line));
  }

  async tip(req: CoachRequest): Promise<CoachAnswer> {
    return this.run(req, this.fallback.tipSync(req));
  }

  async rebrief(req: RebriefRequest): Promise<CoachAnswer> {
    return this.run(req, this.fallback.rebriefSync(req));
  }

  converseInput(req: CoachRequest | RebriefRequest, plannedSkillId: string): ConverseCommandInput {
    return {
      modelId: this.options.modelId,
      system: [{ text: COACH_SYSTEM_PROMPT }],
      messages: [{ role: 'user', content: [{ text: buildUserMessage(req, plannedSkillId) }] }],
      inferenceConfig: { maxTokens: this.options.maxTokens ?? 900, temperature: this.options.temperature ?? 0.4 },
    };
  }

  private async run(req: CoachRequest | RebriefRequest, planned: CoachAnswer): Promise<CoachAnswer> {
    const input = this.converseInput(req, planned.skillId);
    let reason = 'unknown';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const text = await this.callOnce(input);
        if (/^\W*CRISIS\W*$/.test(text.trim())) throw new ModelFlaggedCrisisError();
        const check = checkModelOutput(text);
        const parsed = parseCoachingTip(text);
        if (!check.ok || !parsed) throw new Error(`invalid answer: ${check.problems.join('; ')}`);
        const skillId = findRejectedSkills(parsed.fas)[0] ?? planned.skillId;
        return {
          ...planned,
          brief: parsed.brief,
          fas: parsed.fas,
          skillId,
          coachingTip: composeCoachingTip(parsed.brief, parsed.fas),
          suggestedVideo:
            skillId === planned.skillId
              ? planned.suggestedVideo
              : matchVideo(skillId, planned.theme, stableHash(req.situation)),
        };
      } catch (error) {
        if (error instanceof ModelFlaggedCrisisError) throw error;
        reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
    }
    this.warn(
      JSON.stringify({
        level: 'warn',
        event: 'coach.bedrock.fallback',
        modelId: this.options.modelId,
        promptVersion: COACH_PROMPT_VERSION,
        attempts: ATTEMPTS,
        reason: reason.slice(0, 300),
      }),
    );
    return planned;
  }

  private async callOnce(input: ConverseCommandInput): Promise<string> {
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
      const output = await Promise.race([
        this.options.client.send(new ConverseCommand(input), { abortSignal: controller.signal }),
        timeout,
      ]);
      const blocks = output.output?.message?.content ?? [];
      return blocks.map((block) => ('text' in block && typeof block.text === 'string' ? block.text : '')).join('');
    } finally {
      clearTimeout(timer);
    }
  }
}
