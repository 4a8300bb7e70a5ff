import type { CoachAnswer, CoachModel, CoachRequest, RebriefRequest } from './coach-model.ts';
import { composeCoachingTip } from './coach-model.ts';
import { type ComposeOptions, composeTip } from './compose/compose-tip.ts';
import { findRejectedSkills, readFeedback } from './feedback.ts';
import type { Intervention } from './interventions/index.ts';
import { type SkillConstraints, selectSkill } from './select-skill.ts';
import { type Reading, readSituation } from './situation/read-situation.ts';
import { GENERIC_WORLD } from './situation/roles.ts';
import { stableHash } from './text.ts';
import { matchVideo } from './videos/index.ts';

/** Long inputs are cut before reading: enough for any situation, and it bounds the work per call. */
const MAX_INPUT_CHARS = 5000;
const SHORT_MAX_SECONDS = 120;

function clip(text: string | undefined): string {
  return (text ?? '').slice(0, MAX_INPUT_CHARS);
}

/**
 * The offline coach: deterministic, no network, answers in a few milliseconds. It reads the
 * situation, picks one evidence-based skill that fits, and writes the two marked sections.
 */
export class BuiltinCoachEngine implements CoachModel {
  async tip(req: CoachRequest): Promise<CoachAnswer> {
    return this.tipSync(req);
  }

  async rebrief(req: RebriefRequest): Promise<CoachAnswer> {
    return this.rebriefSync(req);
  }

  tipSync(req: CoachRequest): CoachAnswer {
    const reading = readSituation(clip(req.situation), clip(req.background));
    return this.answer(reading, selectSkill(reading));
  }

  rebriefSync(req: RebriefRequest): CoachAnswer {
    const feedback = readFeedback(clip(req.feedback));
    const situation = readSituation(clip(req.situation), clip(req.background));
    // "It's not about work, it's my partner": the feedback is now the situation to read.
    const reread = feedback.themeOverride !== undefined && feedback.themeOverride !== situation.theme;
    const base = reread ? readSituation(clip(req.feedback), clip(req.background)) : situation;
    const dropWorld = feedback.notWork && base.world.isWork;
    const reading: Reading = {
      ...base,
      theme: feedback.themeOverride ?? base.theme,
      secondaryTheme: reread ? undefined : base.secondaryTheme,
      world: dropWorld ? GENERIC_WORLD : base.world,
      hasRole: dropWorld ? false : base.hasRole,
      seed: stableHash(`${situation.seed}:${req.feedback}`),
    };
    if (!reread && (feedback.timing.minutesUntil !== undefined || feedback.timing.timing)) {
      reading.timing = feedback.timing.timing ?? reading.timing;
      reading.minutesUntil = feedback.timing.minutesUntil ?? reading.minutesUntil;
      reading.availableSeconds = Math.min(reading.availableSeconds, feedback.timing.availableSeconds);
      reading.whenPhrase = feedback.timing.whenPhrase ?? reading.whenPhrase;
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

  private answer(reading: Reading, skill: Intervention, options: ComposeOptions = {}): CoachAnswer {
    const { brief, fas, summary } = composeTip(reading, skill, options);
    return {
      brief,
      fas,
      summary,
      skillId: skill.id,
      theme: reading.theme,
      coachingTip: composeCoachingTip(brief, fas),
      suggestedVideo: matchVideo(skill.id, reading.theme, reading.seed, {
        // Speaking videos only when the moment involves speaking: a driving test does not.
        speaker: reading.speaking,
      }),
    };
  }
}
