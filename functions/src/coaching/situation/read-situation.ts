import { situationSentences, stableHash } from '../text.ts';
import type { Theme, Timing } from '../themes.ts';
import {
  anticipatesMistake,
  feelsInBody,
  involvesSpeaking,
  readEvent,
  readPeople,
  workFollowsHome,
} from './context.ts';
import { type Emotion, readEmotion, readIntensity, readStakes, type Stakes } from './feeling.ts';
import { readLoss } from './loss.ts';
import { GENERIC_WORLD, type RoleWorld, readRole } from './roles.ts';
import { hasOwnSharpMoment, readSharpTarget } from './sharp-moment.ts';
import { THEME_SIGNALS } from './theme-signals.ts';
import { readTiming } from './timing.ts';

export interface Reading {
  theme: Theme;
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
  general: 'ongoing',
};

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

export function readSituation(situation: string, background = ''): Reading {
  const sentences = situationSentences(situation);
  const text = forMatching(sentences.join(' '));
  const bg = forMatching(situationSentences(background).join(' '));
  const ranked = scoreThemes(text, bg);
  const [top, second] = ranked;
  const themeScore = top?.[1] ?? 0;
  const theme: Theme = top && themeScore >= MIN_THEME_SCORE ? top[0] : 'general';
  const secondaryTheme = second && second[1] >= MIN_THEME_SCORE && theme !== 'general' ? second[0] : undefined;
  const timingReading = readTiming(text);
  const role = readRole(bg) ?? readRole(text);
  // The person they were sharp with is who the tip is about, before anyone else they mention.
  const target = readSharpTarget(text);
  const named = target ?? readPeople(text);
  const event = readEvent(text);
  let world: RoleWorld = role ?? GENERIC_WORLD;
  if (event) world = { ...world, event };
  if (named) world = { ...world, people: named.people };
  // "I snapped at my partner": the nurse is at home now, so the tip is not framed by the ward.
  if (named?.personal) world = { ...world, label: '', place: 'at home', isWork: false };
  return {
    theme,
    secondaryTheme,
    themeScore,
    emotion: readEmotion(text, theme),
    intensity: readIntensity(sentences.join(' '), text),
    timing: timingReading.timing ?? DEFAULT_TIMING[theme],
    minutesUntil: timingReading.minutesUntil,
    availableSeconds: timingReading.availableSeconds,
    discreetNeeded: timingReading.discreetNeeded,
    whenPhrase: timingReading.whenPhrase,
    stakes: readStakes(text),
    world,
    hasRole: role !== undefined && !named?.personal,
    personal: named?.personal ?? false,
    speaking: involvesSpeaking(text),
    anticipatedMistake: anticipatesMistake(text),
    bodySigns: feelsInBody(text),
    sharpMoment: hasOwnSharpMoment(text),
    sharpWith: target?.people,
    loss: readLoss(text),
    workAtNight: workFollowsHome(text),
    text: sentences.join(' '),
    seed: stableHash(`${text}\u0000${bg}`),
  };
}
