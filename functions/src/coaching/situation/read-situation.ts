import { interventionById } from '../interventions/index.ts';
import type { SkillMatch } from '../meaning/match-skills.ts';
import { situationSentences, stableHash } from '../text.ts';
import type { Theme, Timing } from '../themes.ts';
import { readFacts } from './applies.ts';
import { type Concern, readConcerns } from './concern.ts';
import {
  anticipatesMistake,
  feelsInBody,
  involvesSpeaking,
  readAddressee,
  readEvent,
  readPeople,
  workFollowsHome,
} from './context.ts';
import { type Emotion, readEmotion, readIntensity, readStakes, type Stakes } from './feeling.ts';
import { readLoss, whoDied } from './loss.ts';
import { plainMeaning } from './plain-meaning.ts';
import { GENERIC_WORLD, type RoleWorld, readOwnRole, readRole } from './roles.ts';
import { hasOwnSharpMoment, readSharpTarget } from './sharp-moment.ts';
import { THEME_SIGNALS } from './theme-signals.ts';
import { readTiming } from './timing.ts';

export interface Reading {
  theme: Theme;
  /** What the keywords alone read, with its score: trusted only when strong. */
  keywordTheme: Theme;
  secondaryTheme: Theme | undefined;
  themeScore: number;
  emotion: Emotion;
  intensity: 1 | 2 | 3;
  timing: Timing;
  minutesUntil: number | undefined;
  availableSeconds: number;
  discreetNeeded: boolean;
  whenPhrase: string | undefined;
  stakes: Stakes;
  world: RoleWorld;
  hasRole: boolean;
  /** The situation is about someone close to home (a partner, a parent), not work or sport. */
  personal: boolean;
  /** The moment involves speaking (a talk, an interview), so speaking videos fit. */
  speaking: boolean;
  /** They fear a mistake that has not happened yet ("imagining freezing on the first question"). */
  anticipatedMistake: boolean;
  /** They describe nerves in the body: a racing heart, shaking hands. */
  bodySigns: boolean;
  /** They were sharp with someone themselves ("I snapped at a customer"), and it has happened. */
  sharpMoment: boolean;
  /** Who they were sharp with, when named: "the patient's family member", "your partner". */
  sharpWith: string | undefined;
  /** Someone has died: a patient on the table, a grandparent. */
  loss: boolean;
  /** Work will not let go after hours: "can't switch off", "still answering slack at 11pm". */
  workAtNight: boolean;
  /** The person's words with instructions to the machine removed. */
  text: string;
  /** The same, lower-cased, with idioms and jargon in plain words: what the skill choice reads. */
  plainText: string;
  /** What they said about themselves (a role, a sport), apart from the situation. */
  background: string;
  /** The same, sentence by sentence, as they wrote them. */
  sentences: readonly string[];
  /** The person named when it is ("in 10 minutes", "tomorrow", "last night"), so timing is a fact. */
  timingExplicit: boolean;
  /**
   * How sure each slot is. A slot the tip states about them (their event, when it is) is written
   * only when sure; otherwise the tip says less: their own words or a neutral phrase ("it", "what is
   * ahead"). The event is sure when the event word is theirs (their situation or background says it)
   * and the event is theirs; the timing when their words point one way (see `readTiming`).
   */
  sure: { event: boolean; timing: boolean };
  /** What they are trying to do, where their words say it plainly ("I have to tell", "say no"). */
  concerns: ReadonlySet<Concern>;
  /** Skills ranked by meaning, closest first (empty when no encoder ran). */
  matches: readonly SkillMatch[];
  /** The message's meaning as one vector (its sentences' mean), when the encoder ran. */
  meaningVector?: Float32Array;
  /** Nothing stood out clearly enough to tailor a skill: answer honestly and ask one question. */
  weak: boolean;
  seed: number;
}

const DEFAULT_TIMING: Record<Theme, Timing> = {
  performance_nerves: 'before',
  choking_mistake: 'during',
  overload: 'ongoing',
  procrastination: 'ongoing',
  conflict: 'ongoing',
  sleep: 'before',
  exhaustion: 'ongoing',
  setback: 'after',
  self_doubt: 'ongoing',
  perfectionism: 'ongoing',
  decision: 'before',
  anger: 'during',
  uncertainty: 'ongoing',
  loneliness: 'ongoing',
  comeback: 'before',
  boundaries: 'ongoing',
  hard_talk: 'before',
  caring: 'ongoing',
  asking_help: 'ongoing',
  grief: 'after',
  critical_incident: 'after',
  study: 'before',
  endurance: 'before',
  general: 'ongoing',
};

/**
 * Their words say plainly what goes wrong (the body shakes at the first entry, they lost it on camera,
 * a mistake, a result, a feared moment): that is clear enough to tailor a skill, however far the
 * closest exemplar sits.
 */
function saysWhatGoesWrong(text: string): boolean {
  const f = readFacts(text);
  return (
    f.bodyInTheMoment ||
    f.fearedMoment ||
    f.eyesOnThem ||
    f.ownMistake ||
    f.badResult ||
    f.procedureFear ||
    f.nervousForOther ||
    f.intrusion ||
    f.angerAtSomeone ||
    hasOwnSharpMoment(text)
  );
}

/** Below this, the closest skill is no closer than skills are to situations in general. */
export const WEAK_FIT = 0.08;
const SHORT_MESSAGE_WORDS = 14;
/** "help", "bad day": too little to tailor a skill to, whatever the closest exemplar. */
const TOO_FEW_WORDS = 3;

/**
 * The theme follows the meaning: the best-matching skill's home theme, unless the keywords name one
 * of that skill's other themes (then the more specific keyword reading stands).
 */
function themeByMeaning(matches: readonly SkillMatch[], keywordTheme: Theme): Theme | undefined {
  const top = matches[0];
  const skill = top && top.fit >= WEAK_FIT ? interventionById(top.skillId) : undefined;
  if (!skill) return undefined;
  return skill.themes.includes(keywordTheme) ? keywordTheme : skill.themes[0];
}

/** Background only nudges: it describes the person, not today's situation. */
const BACKGROUND_WEIGHT = 0.3;
const MIN_THEME_SCORE = 1.5;

export function forMatching(text: string): string {
  return text.toLowerCase().replace(/[\u2018\u2019`´]/g, "'");
}

export function scoreThemes(text: string, background = ''): Array<[Theme, number]> {
  const scores: Array<[Theme, number]> = [];
  for (const [theme, signals] of Object.entries(THEME_SIGNALS) as Array<
    [Theme, ReadonlyArray<readonly [RegExp, number]>]
  >) {
    let score = 0;
    for (const [pattern, weight] of signals) {
      if (pattern.test(text)) score += weight;
      if (background && pattern.test(background)) score += weight * BACKGROUND_WEIGHT;
    }
    scores.push([theme, score]);
  }
  // Stable order on ties keeps the engine deterministic.
  return scores.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Words that put them at home, where a tip about family can say so. */
const AT_HOME = /\b(?:home|house|flat|kitchen|bedroom|bed|sofa|living room|lounge|garden|upstairs|downstairs)\b/;

export function readSituation(
  situation: string,
  background = '',
  matches: readonly SkillMatch[] = [],
  meaningVector?: Float32Array,
): Reading {
  const sentences = situationSentences(situation);
  // Idioms are read by what they mean ("47 not out" is still batting); the sentences stay theirs.
  const text = forMatching(plainMeaning(sentences.join(' ')));
  const bg = forMatching(situationSentences(background).join(' '));
  const ranked = scoreThemes(text, bg);
  const [top, second] = ranked;
  const themeScore = top?.[1] ?? 0;
  const keywordTheme: Theme = top && themeScore >= MIN_THEME_SCORE ? top[0] : 'general';
  // A rich message with a modest match still gets its closest skill; only a short, unclear one is weak.
  const topFit = matches[0]?.fit ?? 0;
  const words = sentences.join(' ').split(/\s+/).length;
  const loss = readLoss(text);
  // A death is grief whatever else the message holds.
  const concerns = loss ? new Set([...readConcerns(text), 'grief' as const]) : readConcerns(text);
  const weak =
    matches.length > 0 &&
    concerns.size === 0 &&
    !saysWhatGoesWrong(text) &&
    (topFit < WEAK_FIT / 2 || (topFit < WEAK_FIT && words < SHORT_MESSAGE_WORDS) || words < TOO_FEW_WORDS);
  const theme: Theme = matches.length ? (themeByMeaning(matches, keywordTheme) ?? 'general') : keywordTheme;
  const secondaryTheme = second && second[1] >= MIN_THEME_SCORE && theme !== 'general' ? second[0] : undefined;
  const timingReading = readTiming(text);
  // A role is a fact only when the person states it: "my teacher" is not the person's own job.
  const ownRole = readOwnRole(text);
  const role = readRole(bg) ?? ownRole;
  // The person they were sharp with is who the tip is about, before anyone else they mention.
  const target = readSharpTarget(text);
  const found = target ?? readAddressee(text) ?? readPeople(text);
  // Never "raise something with your wife" when it is the wife who died.
  const died = whoDied(text);
  const named = died && found?.people.endsWith(` ${died}`) ? undefined : found;
  const event = readEvent(text);
  let world: RoleWorld = role ?? GENERIC_WORLD;
  // The role's usual event and place ("your shift", "on the ward") only when the situation is in
  // that world; otherwise a neutral word, never a guess. Their own role ("thirty years as an
  // engineer") is no more sure of today's event: "your release" only if they say "release".
  const saysRoleEvent = role && new RegExp(`\\b${role.event}`).test(`${text} ${bg}`);
  if (role && !ownRole && !new RegExp(`\\b${role.event}`).test(text))
    world = { ...world, event: GENERIC_WORLD.event, place: GENERIC_WORLD.place };
  else if (role && !saysRoleEvent) world = { ...world, event: GENERIC_WORLD.event };
  if (event) world = { ...world, event };
  // Who is involved only as the person names them: a parent's tip never says "your teammates".
  world = { ...world, people: named?.people ?? GENERIC_WORLD.people };
  // "I snapped at my partner": the nurse is at home now, so the tip is not framed by the ward.
  // ...but "my friends are outside comparing answers" at an exam centre is not at home.
  if (named?.personal)
    world = { ...world, label: '', place: AT_HOME.test(text) ? 'at home' : GENERIC_WORLD.place, isWork: false };
  return {
    theme,
    keywordTheme,
    secondaryTheme,
    themeScore,
    emotion: readEmotion(text, theme),
    intensity: readIntensity(sentences.join(' '), text),
    // A break between two parts of the same day ("lunch break, the morning paper was a disaster") is
    // the middle of it, not the days before.
    timing: concerns.has('reset_between') ? 'during' : (timingReading.timing ?? DEFAULT_TIMING[theme]),
    timingExplicit: timingReading.timing !== undefined,
    sure: {
      event: world.event !== GENERIC_WORLD.event,
      // A break between two parts of the same day is the middle of it, in so many words.
      timing: concerns.has('reset_between') || timingReading.certain,
    },
    minutesUntil: timingReading.minutesUntil,
    availableSeconds: timingReading.availableSeconds,
    discreetNeeded: timingReading.discreetNeeded,
    // "Now that it has happened" is a claim: only when the timing is sure.
    whenPhrase: timingReading.certain ? timingReading.whenPhrase : undefined,
    stakes: readStakes(text),
    world,
    hasRole: role !== undefined && !named?.personal,
    personal: named?.personal ?? false,
    speaking: involvesSpeaking(text),
    anticipatedMistake: anticipatesMistake(text),
    bodySigns: feelsInBody(text),
    sharpMoment: hasOwnSharpMoment(text),
    sharpWith: target?.people,
    loss,
    workAtNight: workFollowsHome(text),
    text: sentences.join(' '),
    plainText: text,
    background: bg,
    sentences,
    concerns,
    matches,
    meaningVector,
    weak,
    seed: stableHash(`${text}\u0000${bg}`),
  };
}
