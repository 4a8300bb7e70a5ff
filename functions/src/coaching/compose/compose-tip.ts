import type { Intervention } from '../interventions/index.ts';
import { readFacts } from '../situation/applies.ts';
import { deathSaid } from '../situation/loss.ts';
import type { Reading } from '../situation/read-situation.ts';
import { situationSentences, toPlainText } from '../text.ts';
import { THEME_LABELS } from '../themes.ts';
import { atStake } from './at-stake.ts';
import { fitExamples } from './examples.ts';
import { fill, sureOf } from './fill-slots.ts';
import { nearlyNeverCredited } from './heard-concern.ts';
import { answerReassurance, withoutReassuranceQuestion } from './reassure.ts';
import { composeReflection, openingWords, theirWhen } from './reflection.ts';
import { safeStep } from './safe-steps.ts';
import { PERFORMING } from './stake-words.ts';
import { themeInTheirWords } from './stated-theme.ts';
import { withTheirMoment } from './their-moment.ts';
import {
  ANTICIPATION_COPY,
  BODY_NERVES_COPY,
  GUILT_COPY,
  LOSS_COPY,
  THEME_COPY,
  type ThemeCopy,
  WORK_GUILT_COPY,
} from './theme-copy.ts';
import { whatTheyWant } from './what-they-want.ts';

export interface ComposeOptions {
  short?: boolean;
  /** Re-B.R.I.E.F: what the person said about the previous tip. */
  feedback?: string;
  /** Words to quote back; defaults to the situation, '' when the feedback is the new situation. */
  quoteSource?: string;
}

export interface ComposedTip {
  brief: string;
  fas: string;
  summary: string;
}

export function describeDuration(seconds: number): string {
  if (seconds < 60) return `about ${seconds} seconds`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? 'about 1 minute' : `about ${minutes} minutes`;
}

function bridgeLine(reading: Reading, skill: Intervention): string {
  const time = describeDuration(skill.durationSeconds);
  const seen = reading.discreetNeeded || reading.timing === 'during' || (reading.minutesUntil ?? 999) <= 30;
  const quiet = skill.discreet && seen ? ', and nobody around you will notice it' : '';
  if (reading.minutesUntil !== undefined && reading.minutesUntil <= 30)
    return `You do not have long, so here is one skill that takes ${time}${quiet}: ${skill.name}.`;
  // Only a short skill made for the middle of it is "one you can use in the moment"; a script is not.
  if (sureOf(reading, 'during') && skill.timing.includes('during') && skill.durationSeconds <= 120)
    return `${skill.name} is one you can use in the moment: it takes ${time}${quiet}.`;
  return quiet
    ? `One skill to try is ${skill.name}: it takes ${time}${quiet}.`
    : `One skill to try is ${skill.name}, and it takes ${time}.`;
}

export const AI_LINE = "I'm an AI coach, so take what fits and leave the rest.";

/** One specific question that would let the next tip fit: when it is, or what they dread in it. */
export function invitation(reading: Reading): string {
  const question = reading.timingExplicit
    ? 'What would help most right now: settling your body, a plan for what to do, or the words to say?'
    : 'When is it, or when was it, and which moment weighs on you most?';
  return `To make the next tip fit you, tap Re-B.R.I.E.F and tell me: ${question}`;
}

/**
 * Words for a state read reliably (a death, guilt after one's own sharp moment, fear of blanking,
 * nerves in the body); otherwise, with a meaning reading, the skill's own frame speaks alone, and
 * only the keyword path falls back to the theme's general words.
 */
function specialCopy(reading: Reading): ThemeCopy | undefined {
  const { theme } = reading;
  // Not for a death in someone else's life ("his wife died 4 years ago", a client's husband), and not
  // for grief named for something else ("money stress or grief?" about a shop she loves).
  if (
    reading.loss &&
    deathSaid(reading.plainText) &&
    reading.emotion === 'grieving' &&
    theme !== 'grief' &&
    !readFacts(reading.plainText).deathInBackground
  )
    return LOSS_COPY;
  // Only when they were the one who was sharp: not "my boss yelled at me and I feel awful".
  const ownSharpMoment = reading.sharpMoment && (theme === 'anger' || theme === 'conflict');
  if (reading.emotion === 'guilty' && reading.timing === 'after' && ownSharpMoment)
    return reading.personal ? GUILT_COPY : WORK_GUILT_COPY;
  if (theme === 'performance_nerves' && reading.anticipatedMistake) return ANTICIPATION_COPY;
  // "Your body getting ready to perform" needs a performance: not a racing heart on a seller's drive.
  if (theme === 'performance_nerves' && reading.bodySigns && PERFORMING.test(reading.plainText))
    return BODY_NERVES_COPY;
  return reading.matches.length ? undefined : THEME_COPY[theme];
}

function feedbackOpening(options: ComposeOptions): string | undefined {
  if (!options.feedback) return undefined;
  if (options.short) return 'Got it, here is a shorter one.';
  const heard = composeReflection(situationSentences(options.feedback));
  return heard
    ? `Thanks for telling me more. ${heard} Here is a different approach.`
    : 'Thanks for telling me more. Here is a different approach.';
}

const SAID_ONCE = [/\bmoment\b/, /\blast time\b/];

export function composeBrief(reading: Reading, skill: Intervention, options: ComposeOptions = {}): string {
  const copy = specialCopy(reading);
  const pick = (lines: readonly string[], salt: number) =>
    fill(lines[(reading.seed + salt) % lines.length] ?? '', reading);
  const reassurance =
    options.quoteSource === '' ? undefined : answerReassurance(reading.sentences, reading.seed, reading.timing);
  const heard = reassurance ? withoutReassuranceQuestion(reading.sentences) : reading.sentences;
  const reflected = options.quoteSource === '' ? undefined : composeReflection(heard, reading.seed);
  const said = reflected
    ? atStake(reading.text, reading.seed, reading.timing, reflected, reading.meaningVector)
    : undefined;
  const stated = said && nearlyNeverCredited(said) ? undefined : said;
  // "The hard part is…" said once: the stake line finds other words when the reflection used them.
  const stake = reflected?.includes('the hard part')
    ? stated?.replace(/^So the hard part is/, 'So what is hardest is')
    : stated;
  // An answered question is not asked again as "what you want".
  const wanted = reflected
    ? whatTheyWant(reading.text, reading.timing, [reflected, reassurance].filter(Boolean).join(' '))
    : undefined;
  // One line about the dreaded moment, or about last time, is enough: the stake line already says it.
  const want = wanted && stake && SAID_ONCE.some((idea) => idea.test(stake) && idea.test(wanted)) ? undefined : wanted;
  const reflection = reflected ? [reflected, reassurance, want, stake].filter(Boolean).join(' ') : reassurance;
  const opening = [feedbackOpening(options), reflection].filter((line): line is string => Boolean(line));
  // Nothing to reflect ("help"): never claim a theme they did not name.
  if (opening.length === 0) opening.push('Thank you for reaching out.');
  const safe = safeStep(reading.text);
  if (safe) opening.push(safe);
  if (reading.weak && !options.feedback) {
    const time = describeDuration(skill.durationSeconds);
    return [
      ...opening,
      `I don't want to guess at the details, so here is one skill that helps in most stressful moments: ${skill.name}, which takes ${time}. ${AI_LINE}`,
      invitation(reading),
    ].join('\n\n');
  }
  if (options.short) return [...opening, `${bridgeLine(reading, skill)} ${AI_LINE}`].join('\n\n');
  return [
    ...opening,
    copy
      ? `${pick(copy.name, 0)} ${fill(skill.frame ?? pick(copy.reframe, 1), reading)}`
      : fill(skill.frame ?? '', reading),
    `${bridgeLine(reading, skill)} ${AI_LINE}`,
  ].join('\n\n');
}

export function composeFas(reading: Reading, skill: Intervention): string {
  const theirWords = `${reading.text} ${reading.background}`;
  const steps = skill.steps.map((step) => fitExamples(fill(step, reading), theirWords));
  return fasSection(skill, withTheirMoment(skill.id, steps, reading.text), fill(skill.cue, reading));
}

/** The F.A.S section: the library's name, time, why and source around steps and a cue. */
export function fasSection(skill: Intervention, steps: readonly string[], cue: string): string {
  const discreet = skill.discreet ? ' · works without anyone noticing' : '';
  return [
    `**${skill.name}** · ${describeDuration(skill.durationSeconds)}${discreet}`,
    `Why it works: ${skill.why}`,
    steps.map((step, i) => `${i + 1}. ${step}`).join('\n'),
    `Use it when ${cue}`,
    `Based on: ${skill.source}`,
  ].join('\n\n');
}

/** Their role in brackets only when they named it themselves: "(swimmer)", never a guess such as "(athlete)". */
function statedRole(reading: Reading): string {
  const role = reading.world.label?.replace(/^an? /, '');
  const head = role?.split(' ').at(-1)?.toLowerCase();
  if (!role || !head) return '';
  return `${reading.text} ${reading.background}`.toLowerCase().includes(head) ? ` (${role})` : '';
}

export function composeSummary(reading: Reading, skill: Intervention): string {
  // A concern said in so many words ("I have to tell them") names the topic better than the scene.
  const theme = reading.concerns.size > 0 ? (skill.themes[0] ?? reading.theme) : reading.theme;
  // A label is a claim about them ("Running on empty"): only when their own words say it; otherwise
  // the summary names their situation in their words.
  const label = themeInTheirWords(theme, reading) ? THEME_LABELS[theme] : undefined;
  const when = label ? theirWhen(reading.sentences) : undefined;
  const situation = label
    ? `${label}${statedRole(reading)}${when ? `, ${when}` : ''}`
    : (openingWords(reading.sentences) ?? THEME_LABELS.general);
  return toPlainText(`${situation}: ${skill.name}.`);
}

/** A teenager named as theirs ("my 15-year-old", "she's doing her GCSEs"): not a toddler's steps. */
const TEENAGER =
  /\b(?:teen\w*|1[3-9] ?(?:yo|y\/o|yrs? old|years? old|-year-old)|(?:thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)[- ]year[- ]old|gcses?|a-levels?|sixth form|leaving cert|junior cert|high school|secondary school|year (?:9|10|11|12|13)\b)\b/i;

/** The skill in the words that fit who it is for. */
export function skillForThem(reading: Reading, skill: Intervention): Intervention {
  const text = `${reading.text} ${reading.background}`;
  return skill.forTeenager && TEENAGER.test(text) ? { ...skill, ...skill.forTeenager } : skill;
}

export function composeTip(reading: Reading, chosen: Intervention, options: ComposeOptions = {}): ComposedTip {
  const skill = skillForThem(reading, chosen);
  return {
    brief: composeBrief(reading, skill, options),
    fas: composeFas(reading, skill),
    summary: composeSummary(reading, skill),
  };
}
