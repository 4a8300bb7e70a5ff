import type { ContentBlock, ToolConfiguration } from '@aws-sdk/client-bedrock-runtime';
import { COACH_TOOL_NAME, type CoachToolInput, coachToolInputSchema } from '@briefs/shared';
import * as z from 'zod/mini';
import type { CoachAnswer } from '../coach-model.ts';
import { composeCoachingTip } from '../coach-model.ts';
import { AI_LINE, fasSection } from '../compose/compose-tip.ts';
import { safeStep } from '../compose/safe-steps.ts';
import { interventionById } from '../interventions/index.ts';
import { checkModelOutput } from '../safety/check-output.ts';
import { toPlainText } from '../text.ts';
import { matchVideo } from '../videos/index.ts';

type SkillIds = readonly [string, ...string[]];

/** The one tool the model must call; its input schema is the shared schema with these candidates. */
export function coachToolConfig(candidates: SkillIds): ToolConfiguration {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(coachToolInputSchema(candidates)) as Record<string, unknown>;
  return {
    tools: [
      {
        toolSpec: {
          name: COACH_TOOL_NAME,
          description: 'Give the person one coaching tip: the brief, one library skill, its steps, cue and summary.',
          inputSchema: { json: schema as never },
        },
      },
    ],
    toolChoice: { tool: { name: COACH_TOOL_NAME } },
  };
}

/** The model's tool call, or undefined when it answered without one. */
export function toolInputOf(blocks: readonly ContentBlock[]): unknown {
  for (const block of blocks) if (block.toolUse?.name === COACH_TOOL_NAME) return block.toolUse.input;
  return undefined;
}

export class InvalidModelAnswer extends Error {
  override name = 'InvalidModelAnswer';
}

/** `crisis: true` from the model, checked before anything else is required of the answer. */
export function flagsCrisis(input: unknown): boolean {
  return typeof input === 'object' && input !== null && (input as { crisis?: unknown }).crisis === true;
}

function plainParagraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map(toPlainText)
    .filter(Boolean)
    .join('\n\n');
}

/** The safety step some moments need (`safe-steps.ts`), after the model's opening paragraph. */
function withSafeStep(brief: string, personText: string): string {
  const step = safeStep(personText);
  if (!step) return brief;
  const [first, ...rest] = brief.split('\n\n');
  return [first, step, ...rest].join('\n\n');
}

/**
 * Validates the tool input with the shared schema and composes the answer: the brief in plain
 * paragraphs (the AI disclosure added if the model left it out), the F.A.S from the library's own
 * name, why and source around the model's steps, then the same output check as every answer.
 */
export function answerFromTool(
  input: unknown,
  candidates: SkillIds,
  planned: CoachAnswer,
  personText: string,
): CoachAnswer {
  const parsed = coachToolInputSchema(candidates).safeParse(input);
  if (!parsed.success)
    throw new InvalidModelAnswer(parsed.error.issues.map((issue) => issue.path.join('.')).join(', '));
  const tool: CoachToolInput = parsed.data;
  const skill = interventionById(tool.skillId);
  if (!skill) throw new InvalidModelAnswer(`unknown skill ${tool.skillId}`);
  let brief = withSafeStep(plainParagraphs(tool.brief), personText);
  if (!/\bAI\b/.test(brief)) brief = `${brief}\n\n${AI_LINE}`;
  const fas = fasSection(skill, tool.steps.map(toPlainText), toPlainText(tool.cue).replace(/^use it when\s+/i, ''));
  const coachingTip = composeCoachingTip(brief, fas);
  const check = checkModelOutput(coachingTip, personText);
  if (!check.ok) throw new InvalidModelAnswer(check.problems.join('; '));
  const sameSkill = skill.id === planned.skillId;
  return {
    ...planned,
    brief,
    fas,
    skillId: skill.id,
    summary: toPlainText(tool.summary),
    coachingTip,
    theme: sameSkill ? planned.theme : (skill.themes[0] ?? planned.theme),
    suggestedVideo: sameSkill
      ? planned.suggestedVideo
      : matchVideo(skill.id, skill.themes[0] ?? 'general', brief.length),
    weakReading: false,
  };
}
