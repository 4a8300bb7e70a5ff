import { parentAtTheEdge } from './compose/safe-steps.ts';
import { INTERVENTIONS, type Intervention } from './interventions/index.ts';
import { readSkillHead, SKILL_HEAD_MARGIN, SKILL_HEAD_WEIGHT, type SkillHeadRead } from './meaning/skill-head.ts';
import {
  applicability,
  EVENT_AHEAD,
  type FitContext,
  familyBoost,
  momentNamed,
  readFacts,
} from './situation/applies.ts';
import {
  AROUSED,
  CONCERN_SKILLS,
  type Concern,
  IMMINENT_SKILLS,
  NEEDS_WORDS,
  PERFORMANCE_AHEAD,
  PERFORMANCE_SKILLS,
} from './situation/concern.ts';
import { deathMetAtWork } from './situation/loss.ts';
import { practicalBoost } from './situation/practical-families.ts';
import type { Reading } from './situation/read-situation.ts';
import { setbackBoost } from './situation/setback-families.ts';
import { choiceDueSoon } from './situation/their-question.ts';
import { STILL_IN_IT } from './situation/timing.ts';
import { stableHash } from './text.ts';

export interface SkillConstraints {
  excludeIds?: readonly string[];
  avoidBreath?: boolean;
  needDiscreet?: boolean;
  maxSeconds?: number;
  preferShort?: boolean;
}

/** A voice to step back from: "I keep telling myself", "spiralling", "so stupid", "what's wrong with me". */
const INNER_VOICE =
  /\b(?:tell(?:ing)? myself|voice in my head|in my head|spiral\w*|overthink\w*|can'?t stop thinking|keep thinking|beat(?:ing)? myself up|(?:so|such an?|feel) (?:stupid|useless|pathetic|idiot)|hate myself|harsh on myself|my own worst|talk myself|mind (?:is )?racing|what'?s wrong with me|rattled|head (?:is )?gone|(?:get|keep) my head(?: (?:straight|together|right|down))?|pull myself together|(?:stuck|lost) in (?:it|the feeling)|can'?t think straight|panick?\w*)\b/;
const SELF_TALK_MARGIN = 2;
const QUICK_CHOICE: Readonly<Record<string, number>> = { 'two-option-decision': -9, 'distanced-self-talk': 4 };
const ANTICIPATION_SKILLS = new Set(['imagery-rehearsal', 'implementation-intentions', 'worry-dump']);
const GUILT_SKILLS: Record<string, number> = {
  'repair-after-snapping': 5,
  'repair-at-work': 5,
  'self-compassion-break': 3,
};
const AFTER_THE_SAFE_STEP: Record<string, number> = {
  'physiological-sigh': 8,
  'box-breathing': 4,
  'cool-down-pause': -8,
  'cue-words': -8,
  defusion: -4,
};
/** After a death: kindness towards yourself, someone to talk to, words for it. */
const LOSS_SKILLS: Record<string, number> = {
  'self-compassion-break': 4,
  'micro-reach-out': 2,
  'expressive-writing': 2,
};
/** Wrong after a death: "will this matter in ten years", "reset after a mistake", "set a process goal". */
const UNFIT_AFTER_LOSS = new Set([
  'ten-years-test',
  'after-action-review',
  'fear-ladder',
  'mistake-reset',
  'process-goals',
  'mastery-log',
  'woop',
  'cognitive-reappraisal',
  'arousal-reappraisal',
  'good-enough-criteria',
]);
/** Repair skills are for a sharp moment of the person's own: at home with someone close, or not. */
const REPAIR_FOR: Record<string, 'close' | 'others'> = {
  'repair-after-snapping': 'close',
  'repair-at-work': 'others',
};

/** A replay or a worry loop with the event days away: the moment's tools, not a written or daily one. */
function withEventClose(concern: Concern, reading: Reading): Concern {
  const close = reading.timing === 'before' && (reading.minutesUntil ?? Number.POSITIVE_INFINITY) <= 3 * 24 * 60;
  if (concern === 'replay_after' && reading.timing === 'before') return 'replay_before';
  if (concern === 'grief' && deathMetAtWork(reading.plainText)) return 'grief_at_work';
  return concern === 'stop_loop' && close ? 'stop_loop_before' : concern;
}

function repairFit(skill: Intervention, reading: Reading): number {
  const repair = REPAIR_FOR[skill.id];
  if (!repair) return 0;
  // "My boss yelled at me and I feel awful": nothing of theirs to repair, whatever the guilt boost says.
  if (!reading.sharpMoment) return -4 - (GUILT_SKILLS[skill.id] ?? 0);
  return (repair === 'close') === reading.personal ? 0 : -8;
}

function themeFit(skill: Intervention, theme: string | undefined): number {
  if (!theme) return 0;
  const index = skill.themes.indexOf(theme as Intervention['themes'][number]);
  return index === -1 ? 0 : Math.max(5, 10 - 2 * index);
}

/** Concerns that keep people awake and have a skill of their own. */
const AWAKE_OVER: ReadonlySet<string> = new Set([
  'decide',
  'asked_choice',
  'hard_talk',
  'say_no',
  'money_avoidance',
  'ask',
  'mediate',
]);
const SLEEP_WORDS =
  /\b(?:sleep\w*|slept|awake|bed|insomnia|night\w*|tired|exhausted|knackered|drained|shattered|when i get (?:in|home)|after work|nap|drowsy|fading|switch off|evenings?|late|(?:9|10|11|12) ?pm|(?:[1-5]|midnight) ?am\b|3am|2am|4am|wake|waking)\b/i;

/** Words that put the person in the middle of it now; "on shift again friday" does not. */
const IN_IT_NOW =
  /\b(?:right now|rn|in the middle of|halfway|half-?time|changeover|mid-?\w+|between (?:sets|races|rounds|maps|games|heats)|break before|as we speak|still (?:at|in|on))\b/i;

/** Points per unit of meaning fit: 0.1 of cosine similarity is worth a clear timing match. */
const MEANING_WEIGHT = 45;

/**
 * With a meaning reading, closeness to the skill's exemplars leads and a timing the person did not
 * state only nudges; without one (no encoder), the keyword theme leads as before.
 */
function baseScore(skill: Intervention, reading: Reading): number {
  const timingFits = skill.timing.includes(reading.timing);
  if (reading.matches.length === 0) {
    return themeFit(skill, reading.theme) + 0.15 * themeFit(skill, reading.secondaryTheme) + (timingFits ? 4 : -6);
  }
  const fit = reading.matches.find((match) => match.skillId === skill.id)?.fit ?? 0;
  // A countdown or being in the middle of it is a hard fact; a past-tense word ("yesterday I broke
  // the build") says less about when the worry is.
  const certain =
    reading.minutesUntil !== undefined ||
    (reading.timing === 'during' && (IN_IT_NOW.test(reading.plainText) || STILL_IN_IT.test(reading.plainText)));
  const lingering = (t: string) => t === 'after' || t === 'ongoing';
  // "After" and "ongoing" blur: what happened yesterday is still with them today.
  const near = lingering(reading.timing) && skill.timing.some(lingering);
  const timing = timingFits ? 2 : certain ? -6 : near ? 0.5 : reading.timingExplicit ? -2.5 : -1.5;
  return MEANING_WEIGHT * fit + timing + 0.1 * themeFit(skill, reading.theme);
}

export type Veto = 'night' | 'loss' | 'needs' | 'applies';

export interface Scored {
  points: number;
  /** Why rules say this skill's moment or need is missing (none when nothing is). */
  vetoes: Veto[];
}

function score(skill: Intervention, reading: Reading, constraints: SkillConstraints, context: FitContext): Scored {
  const vetoes: Veto[] = [];
  let total = baseScore(skill, reading);
  // Strong body arousal right before or during the moment: settle the body first.
  if (reading.intensity === 3 && reading.emotion === 'anxious' && reading.timing !== 'after' && skill.usesBreath)
    total += 2;
  // Hours or days ahead, a last-minutes skill ("in the last minutes before your…") does not fit yet.
  // Unless what goes wrong in the moment is named: then it is what to practise now and use then.
  if (skill.lastMinutes && reading.timing === 'before' && (reading.minutesUntil ?? 0) >= 180)
    total -= momentNamed(context.facts) ? 1 : 5;
  // Sleep skills only when the person speaks of sleep or the night: "7am tomorrow" is a time, not a bed.
  if (skill.kind === 'sleep' && !SLEEP_WORDS.test(reading.plainText)) {
    total -= 10;
    vetoes.push('night');
  }
  // Lying awake over a choice, a talk to have or money is the choice, the talk or the money: the
  // sleep rules treat the symptom.
  if (skill.kind === 'sleep' && [...reading.concerns].some((concern) => AWAKE_OVER.has(concern))) total -= 3;
  // Two hours before an exam is too late for a study schedule, and mid-race too late for a weekly plan;
  // a final tomorrow leaves no week for a ladder of goals.
  if (skill.needsDays && (reading.timing === 'during' || (reading.minutesUntil ?? 9999) <= 600)) total -= 8;
  else if (skill.needsDays && reading.timing === 'before' && (reading.minutesUntil ?? 9999) <= DAYS_NEEDED) total -= 2;
  // Fear of freezing or blanking before it happens: rehearse it, plan the first move, or write it out.
  if (reading.anticipatedMistake && ANTICIPATION_SKILLS.has(skill.id)) total += 3;
  // Mid-competition after a mistake: a reset routine is made for exactly this.
  if (reading.timing === 'during' && reading.theme === 'choking_mistake' && skill.id === 'mistake-reset') total += 1.5;
  // Guilt after a sharp moment: repair, and kindness towards yourself.
  if (reading.emotion === 'guilty' && reading.timing === 'after') total += GUILT_SKILLS[skill.id] ?? 0;
  // "Go to them... agree a signal for when you walk in" is for home; a customer needs another repair.
  total += repairFit(skill, reading);
  // "Close the laptop and leave work behind" fits work that follows someone home, not a night with a baby.
  if (skill.id === 'shutdown-ritual') total += reading.workAtNight ? 3 : reading.personal ? -4 : 0;
  // The friend's-eye view fits almost anything a little, so it became the default (15% of a set):
  // it leads by a margin only when their words show a voice to step back from.
  if (skill.id === 'distanced-self-talk' && !INNER_VOICE.test(reading.plainText)) total -= SELF_TALK_MARGIN;
  if (reading.loss) total += UNFIT_AFTER_LOSS.has(skill.id) ? -10 : (LOSS_SKILLS[skill.id] ?? 0);
  if (reading.loss && UNFIT_AFTER_LOSS.has(skill.id)) vetoes.push('loss');
  // A parent at the edge with a crying baby, after the safe step: a breath that steadies them, not a
  // pause before replying to a message, a word for a focus that slipped, or a way to fall asleep.
  if (parentAtTheEdge(reading.text)) total += (AFTER_THE_SAFE_STEP[skill.id] ?? 0) - (skill.kind === 'sleep' ? 8 : 0);
  // A choice due today: the friend's-eye view in a minute, not a sheet that sets a date to decide.
  if (
    (reading.concerns.has('decide') || reading.concerns.has('asked_choice')) &&
    choiceDueSoon(reading.plainText, reading.minutesUntil)
  )
    total += QUICK_CHOICE[skill.id] ?? 0;
  for (const concern of reading.concerns) {
    total += CONCERN_SKILLS[withEventClose(concern, reading)][skill.id] ?? 0;
  }
  const text = reading.plainText;
  // "A spot on the rim" is nonsense for a skipper or a medical bill: a shot routine needs a shot.
  // A concern said in so many words ("aren't speaking to each other") is what the skill works on too.
  const named = [...reading.concerns].some((concern) => (CONCERN_SKILLS[concern][skill.id] ?? 0) > 0);
  const needs = NEEDS_WORDS[skill.id];
  if (needs && !named && !needs.test(text)) {
    total -= 10;
    vetoes.push('needs');
  }
  const fit = { ...context, named };
  const applies = applicability(skill.id, fit);
  if (applies < 0) vetoes.push('applies');
  total += applies + familyBoost(skill.id, fit) + setbackBoost(skill.id, text, fit);
  total += practicalBoost(skill.id, text, fit);
  // A talk, a test or a fight ahead, with nothing more specific said: rehearse it, plan the start.
  // When what goes wrong in the moment is named, that moment's tool leads, not a rehearsal of the whole.
  const generic = skill.id === 'imagery-rehearsal' && momentNamed(context.facts);
  if (reading.timing === 'before' && reading.concerns.size === 0 && PERFORMANCE_AHEAD.test(text) && !generic)
    total += ((reading.minutesUntil ?? 999) <= 60 ? IMMINENT_SKILLS : PERFORMANCE_SKILLS)[skill.id] ?? 0;
  // In the middle of it with the body or head racing: a breath that settles it comes first.
  if (reading.timing === 'during' && reading.availableSeconds <= 600 && AROUSED.test(text))
    total += IMMINENT_SKILLS[skill.id] ?? 0;
  // Minutes from the start, even two minutes of routine is long: the shortest settling skills fit.
  if ((reading.minutesUntil ?? 999) <= 10 && skill.durationSeconds > 90) total -= 4;
  if (constraints.preferShort) total -= skill.durationSeconds / 60;
  // Small, stable variation so similar situations do not all get the same skill.
  total += (stableHash(`${reading.seed}:${skill.id}`) % 1000) / (reading.matches.length ? 2000 : 700);
  return { points: total, vetoes };
}

function allowed(skill: Intervention, reading: Reading, c: SkillConstraints, strict: boolean): boolean {
  if (c.excludeIds?.includes(skill.id)) return false;
  if (c.avoidBreath && skill.usesBreath) return false;
  if (!strict) return true;
  const maxSeconds = Math.min(reading.availableSeconds, c.maxSeconds ?? Number.POSITIVE_INFINITY);
  if (skill.durationSeconds > maxSeconds && !(skill.withThem && c.maxSeconds === undefined)) return false;
  if ((reading.discreetNeeded || c.needDiscreet) && !skill.discreet) return false;
  return true;
}

/**
 * When the reading is weak we do not guess: one skill that helps in most stressful moments, chosen
 * only by when it is (a breath before or during, naming the feeling after, sorting what you control
 * when it is ongoing).
 */
const BROADLY_USEFUL: Record<Reading['timing'], readonly string[]> = {
  before: ['box-breathing', 'grounding-54321'],
  during: ['box-breathing', 'grounding-54321'],
  after: ['affect-labelling', 'self-compassion-break'],
  ongoing: ['control-sort', 'affect-labelling'],
};

function broadlyUseful(reading: Reading, constraints: SkillConstraints): Intervention | undefined {
  const timing = reading.timingExplicit ? reading.timing : 'ongoing';
  return BROADLY_USEFUL[timing]
    .map((id) => INTERVENTIONS.find((skill) => skill.id === id))
    .find((skill): skill is Intervention => skill !== undefined && allowed(skill, reading, constraints, true));
}

/**
 * Picks the skill that best fits theme, timing and the time available. Hard limits (time, being
 * seen, rejected skills) filter first; if nothing survives, time and discretion are relaxed but a
 * rejected skill is never offered again.
 */
/** Under two days ahead, a plan that works over days has no days to work in. */
const DAYS_NEEDED = 2 * 24 * 60;

export function selectSkill(reading: Reading, constraints: SkillConstraints = {}): Intervention {
  if (reading.weak) {
    const broad = broadlyUseful(reading, constraints);
    if (broad) return broad;
  }
  const best = rankSkills(reading, constraints)[0];
  if (!best) throw new Error('No skill left after exclusions');
  return best[0];
}

/**
 * Every allowed skill with its score, best first (hard limits relaxed only when none survives them).
 * `rulesOnly` leaves the skill head out, for the trainer that learns beside the rules.
 */
export function rankSkills(
  reading: Reading,
  constraints: SkillConstraints = {},
  { rulesOnly = false } = {},
): Array<readonly [Intervention, number]> {
  const learned = rulesOnly ? undefined : readSkillHead(reading.text, reading.meaningVector);
  const ruled = scoreByRules(reading, constraints);
  if (ruled.length === 0) return [];
  const ranked = learned ? withSkillHead(ruled, learned) : ruled.map(([skill, { points }]) => [skill, points] as const);
  return ranked.sort((a, b) => b[1] - a[1]);
}

/** Every allowed skill's rule score (hard limits relaxed only when none survives them). */
export function scoreByRules(
  reading: Reading,
  constraints: SkillConstraints = {},
): Array<readonly [Intervention, Scored]> {
  const text = reading.plainText;
  const context: FitContext = {
    facts: readFacts(text),
    timing: reading.timing,
    minutesUntil: reading.minutesUntil,
    performanceAhead: reading.timing === 'before' && (PERFORMANCE_AHEAD.test(text) || EVENT_AHEAD.test(text)),
    named: false,
  };
  for (const strict of [true, false]) {
    const candidates = INTERVENTIONS.filter((skill) => allowed(skill, reading, constraints, strict));
    if (candidates.length > 0)
      return candidates.map((skill) => [skill, score(skill, reading, constraints, context)] as const);
  }
  return [];
}

/**
 * Vetoes the head may not overrule: a sleep skill with no night, a skill unfit after a death, a skill
 * whose moment is missing. A skill made for one concern whose words are missing ("needs") is not one
 * of them: those word lists miss most of the ways people say the concern (held out, keeping them
 * cost 1.6 points of estimated clear fit).
 */
const FIRM_VETOES: ReadonlySet<Veto> = new Set(['night', 'loss', 'applies'] as const);

/** Far below any skill the head can reach, so the rules' order stands among the rest. */
const OUT_OF_REACH = -1000;

/**
 * What outside coaches chose for situations like this one leads, among the skills the rules score
 * within a margin of their best and do not veto: where their words name the need (a needle and
 * fainting, a race to pace) the rules' lead stands, and a skill whose moment is missing (a sleep skill
 * with no night, a child's-feelings skill with no child's feelings) stays out.
 */
function withSkillHead(
  ruled: ReadonlyArray<readonly [Intervention, Scored]>,
  learned: SkillHeadRead,
): Array<readonly [Intervention, number]> {
  const top = Math.max(...ruled.map(([, { points }]) => points));
  return ruled.map(([skill, { points, vetoes }]) => {
    // The rules' own best stays in reach even when one of their conditions marked it down.
    const firm = vetoes.some((veto) => FIRM_VETOES.has(veto));
    const reached = points === top || (!firm && points >= top - SKILL_HEAD_MARGIN);
    return [skill, points + SKILL_HEAD_WEIGHT * (reached ? learned.scoreOf(skill.id) : OUT_OF_REACH)] as const;
  });
}
