import { log } from '../lib/log.ts';
import type { CoachAnswer, CoachModel, CoachRequest, RebriefRequest } from './coach-model.ts';
import { composeCoachingTip } from './coach-model.ts';
import { type ComposeOptions, composeTip } from './compose/compose-tip.ts';
import { plainEnglish } from './compose/second-language.ts';
import { findRejectedSkills, readFeedback } from './feedback.ts';
import { type Intervention, interventionById } from './interventions/index.ts';
import { type MeaningRead, NO_MEANING, readMeaningOf, type SkillMatch } from './meaning/match-skills.ts';
import type { MeaningReader } from './meaning/read-meaning.ts';
import { type SkillConstraints, selectSkill } from './select-skill.ts';
import { plainMeaning } from './situation/plain-meaning.ts';
import { type Reading, readSituation } from './situation/read-situation.ts';
import { GENERIC_WORLD } from './situation/roles.ts';
import { mendSpelling } from './spelling/mend-spelling.ts';
import { splitSentences, stableHash } from './text.ts';
import type { Theme } from './themes.ts';
import { matchVideo } from './videos/index.ts';

/** Long inputs are cut before reading: enough for any situation, and it bounds the work per call. */
const MAX_INPUT_CHARS = 5000;
const SHORT_MAX_SECONDS = 120;

function clip(text: string | undefined): string {
  return (text ?? '').slice(0, MAX_INPUT_CHARS);
}

/**
 * With a meaning reading, the theme is the one of the chosen skill's themes that the closest skills
 * share (a slow-breathing tip after a hard call is about the call, not anger); a weak reading
 * stays general.
 */
function themeForSkill(reading: Reading, skill: Intervention): Theme {
  if (reading.matches.length === 0) return reading.theme;
  if (reading.weak) return 'general';
  const support = (theme: Theme) =>
    Math.max(
      -1,
      ...reading.matches
        .slice(0, THEME_NEIGHBOURS)
        .filter((match) => interventionById(match.skillId)?.themes[0] === theme)
        .map((match) => match.fit),
    );
  return skill.themes.reduce(
    (best, theme) => (support(theme) > support(best) ? theme : best),
    skill.themes[0] ?? 'general',
  );
}

const THEME_NEIGHBOURS = 8;

export interface BuiltinEngineOptions {
  /** Reads the message by meaning (the safety gate's sentence encoder); without it, keywords only. */
  readMeaning?: MeaningReader;
}

const TURNED_DOWN =
  /\b(?:does(?:n't| not) (?:work|help)|do(?:n't| not) (?:like|want)|not for me|hate|too long|tried (?:it|that))\b/i;

/** What the feedback asks for, without the part that turns the last tip down ("writing does not work"). */
function wanted(feedback: string): string {
  return splitSentences(feedback)
    .filter((sentence) => !TURNED_DOWN.test(sentence))
    .join(' ');
}

/** Situation and feedback read together: each skill's fit is the mean of the two. */
function blend(situation: readonly SkillMatch[], feedback: readonly SkillMatch[]): readonly SkillMatch[] {
  if (feedback.length === 0) return situation;
  const fromFeedback = new Map(feedback.map((match) => [match.skillId, match]));
  return situation
    .map((match) => {
      const other = fromFeedback.get(match.skillId);
      if (!other) return match;
      return {
        skillId: match.skillId,
        similarity: (match.similarity + other.similarity) / 2,
        fit: (match.fit + other.fit) / 2,
      };
    })
    .sort((a, b) => b.fit - a.fit || a.skillId.localeCompare(b.skillId));
}

export interface PlannedAnswer {
  answer: CoachAnswer;
  candidates: readonly [string, ...string[]];
}

/** How many meaning-matched skills a model is offered to choose from. */
export const CANDIDATE_COUNT = 4;

/**
 * The offline coach: deterministic, no network. It reads the situation by meaning (closest skill
 * exemplars) plus the facts keywords read reliably (stated times and roles), picks one
 * evidence-based skill that fits, and writes the two marked sections around a reflection of what
 * the person said.
 */
/** What the coach reads: typos mended and second-language grammar put plainly; the gate reads the original. */
export function readTextAsCoached(situation: string): string {
  return plainEnglish(mendSpelling(clip(situation)));
}

export class BuiltinCoachEngine implements CoachModel {
  constructor(private readonly options: BuiltinEngineOptions = {}) {}

  async tip(req: CoachRequest): Promise<CoachAnswer> {
    return this.tipWith(req, await this.match(req.situation));
  }

  async rebrief(req: RebriefRequest): Promise<CoachAnswer> {
    return this.rebriefWith(req, await this.match(req.situation), await this.match(wanted(req.feedback)));
  }

  /**
   * Skills ranked by meaning for this text; empty when no encoder is configured, and when it fails
   * (a model that will not load must not cost the person their tip: the keyword reading still answers).
   */
  async match(text: string): Promise<MeaningRead> {
    if (!this.options.readMeaning || !text.trim()) return NO_MEANING;
    try {
      return readMeaningOf(await this.options.readMeaning(clip(plainMeaning(text))));
    } catch (error) {
      log.error('coach: meaning reading failed; keywords only', { err: String(error) });
      return NO_MEANING;
    }
  }

  tipSync(req: CoachRequest): CoachAnswer {
    return this.tipWith(req, NO_MEANING);
  }

  rebriefSync(req: RebriefRequest): CoachAnswer {
    return this.rebriefWith(req, NO_MEANING, NO_MEANING);
  }

  tipWith(req: CoachRequest, meaning: MeaningRead): CoachAnswer {
    const reading = readSituation(
      readTextAsCoached(req.situation),
      clip(req.background),
      meaning.matches,
      meaning.whole,
    );
    return this.answer(reading, selectSkill(reading));
  }

  rebriefWith(req: RebriefRequest, meaning: MeaningRead, feedbackMeaning: MeaningRead): CoachAnswer {
    const feedback = readFeedback(clip(req.feedback));
    // "I need something for my racing thoughts": what the feedback asks for weighs as much as the situation.
    const situation = readSituation(
      readTextAsCoached(req.situation),
      clip(req.background),
      blend(meaning.matches, feedbackMeaning.matches),
      meaning.whole,
    );
    // "It's not about work, it's my partner": the feedback is now the situation to read.
    const reread = feedback.themeOverride !== undefined && feedback.themeOverride !== situation.theme;
    const base = reread
      ? readSituation(clip(req.feedback), clip(req.background), feedbackMeaning.matches, feedbackMeaning.whole)
      : situation;
    const dropWorld = feedback.notWork && base.world.isWork;
    const reading: Reading = {
      ...base,
      theme: feedback.themeOverride ?? base.theme,
      secondaryTheme: reread ? undefined : base.secondaryTheme,
      world: dropWorld ? GENERIC_WORLD : base.world,
      hasRole: dropWorld ? false : base.hasRole,
      seed: stableHash(`${situation.seed}:${req.feedback}`),
      // The feedback answered the question a weak reading asked.
      weak: false,
    };
    if (!reread && (feedback.timing.minutesUntil !== undefined || feedback.timing.timing)) {
      reading.timing = feedback.timing.timing ?? reading.timing;
      reading.minutesUntil = feedback.timing.minutesUntil ?? reading.minutesUntil;
      reading.availableSeconds = Math.min(reading.availableSeconds, feedback.timing.availableSeconds);
      reading.whenPhrase = feedback.timing.whenPhrase ?? reading.whenPhrase;
      // They answered "when is it?" in so many words.
      if (feedback.timing.timing) reading.sure = { ...reading.sure, timing: feedback.timing.certain };
    }
    const constraints: SkillConstraints = {
      excludeIds: findRejectedSkills(clip(req.previousTip)),
      avoidBreath: feedback.avoidBreath,
      needDiscreet: feedback.needDiscreet,
      preferShort: feedback.preferShort,
      maxSeconds: feedback.preferShort ? SHORT_MAX_SECONDS : undefined,
    };
    return this.answer(reading, selectSkill(reading, constraints), {
      short: feedback.preferShort,
      feedback: req.feedback,
      quoteSource: reread ? '' : undefined,
    });
  }

  /**
   * The built-in answer plus the skills a language model may choose from: the built-in choice first,
   * then the closest by meaning, never a skill the person already turned down.
   */
  async plan(req: CoachRequest | RebriefRequest): Promise<PlannedAnswer> {
    const meaning = await this.match(req.situation);
    const rebrief = 'feedback' in req;
    const answer = rebrief
      ? this.rebriefWith(req, meaning, await this.match(req.feedback))
      : this.tipWith(req, meaning);
    const rejected = new Set(rebrief ? findRejectedSkills(clip(req.previousTip)) : []);
    const ids = [answer.skillId, ...meaning.matches.map((match) => match.skillId)].filter((id) => !rejected.has(id));
    const [first, ...rest] = [...new Set(ids)].slice(0, CANDIDATE_COUNT);
    return { answer, candidates: [first ?? answer.skillId, ...rest] };
  }

  private answer(read: Reading, skill: Intervention, options: ComposeOptions = {}): CoachAnswer {
    const reading = { ...read, theme: themeForSkill(read, skill) };
    const { brief, fas, summary } = composeTip(reading, skill, options);
    return {
      brief,
      fas,
      summary,
      skillId: skill.id,
      theme: reading.theme,
      coachingTip: composeCoachingTip(brief, fas),
      weakReading: reading.weak,
      suggestedVideo: matchVideo(skill.id, reading.theme, reading.seed, {
        // Speaking videos only when the moment involves speaking: a driving test does not.
        speaker: reading.speaking,
      }),
    };
  }
}
