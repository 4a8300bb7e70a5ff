import type { Intervention } from '../interventions/index.ts';
import type { Reading } from '../situation/read-situation.ts';
import { quoteExcerpt, toPlainText } from '../text.ts';
import { THEME_LABELS } from '../themes.ts';
import {
  ANTICIPATION_COPY,
  BODY_NERVES_COPY,
  EMOTION_WORDS,
  GUILT_COPY,
  LOSS_COPY,
  THEME_COPY,
  type ThemeCopy,
  WORK_GUILT_COPY,
} from './theme-copy.ts';

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

function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

function fill(template: string, reading: Reading): string {
  return template
    .replace(/\{anEvent\}/g, withArticle(reading.world.event))
    .replace(/\{event\}/g, reading.world.event)
    .replace(/\{place\}/g, reading.world.place)
    .replace(/\{people\}/g, reading.world.people)
    .replace(/\{them\}/g, reading.sharpWith ?? (reading.personal ? reading.world.people : 'them'));
}

function lowerFirst(text: string): string {
  return /^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

export function describeDuration(seconds: number): string {
  if (seconds < 60) return `about ${seconds} seconds`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? 'about 1 minute' : `about ${minutes} minutes`;
}

function feelingLine(reading: Reading): string {
  const feeling = EMOTION_WORDS[reading.emotion] ?? 'under pressure';
  const who = reading.world.label ? ` as ${reading.world.label}` : '';
  const stakes = reading.stakes === 'high' ? ', with this much riding on it' : '';
  const when = reading.whenPhrase ? ` ${reading.whenPhrase}` : '';
  return `It makes sense to feel ${feeling}${who}${when}${stakes}.`;
}

function bridgeLine(reading: Reading, skill: Intervention): string {
  const time = describeDuration(skill.durationSeconds);
  const seen = reading.discreetNeeded || reading.timing === 'during' || (reading.minutesUntil ?? 999) <= 30;
  const quiet = skill.discreet && seen ? ' and nobody around you will notice it' : '';
  if (reading.minutesUntil !== undefined && reading.minutesUntil <= 30) {
    return `You do not have long, so here is one skill that takes ${time}${quiet}.`;
  }
  if (reading.timing === 'during') return `Here is one skill you can use in the moment. It takes ${time}${quiet}.`;
  return `Here is one skill to try. It takes ${time}${quiet}.`;
}

const AI_LINE = "I'm an AI coach, so take what fits and leave the rest.";

/** The theme's words, or a closer variant: a death, guilt after snapping, nerves in the body, fear of blanking. */
function copyFor(reading: Reading): ThemeCopy {
  const { theme } = reading;
  if (reading.loss && reading.emotion === 'grieving') return LOSS_COPY;
  // Only when they were the one who was sharp: not "my boss yelled at me and I feel awful".
  const ownSharpMoment = reading.sharpMoment && (theme === 'anger' || theme === 'conflict');
  if (reading.emotion === 'guilty' && reading.timing === 'after' && ownSharpMoment)
    return reading.personal ? GUILT_COPY : WORK_GUILT_COPY;
  if (theme === 'performance_nerves' && reading.anticipatedMistake) return ANTICIPATION_COPY;
  if (theme === 'performance_nerves' && reading.bodySigns) return BODY_NERVES_COPY;
  return THEME_COPY[theme];
}

export function composeBrief(reading: Reading, skill: Intervention, options: ComposeOptions = {}): string {
  const copy = copyFor(reading);
  const pick = (lines: readonly string[], salt: number) =>
    fill(lines[(reading.seed + salt) % lines.length] ?? '', reading);
  const quote = quoteExcerpt(options.quoteSource ?? reading.text, options.short ? 110 : 160);
  const feedback = options.feedback ? quoteExcerpt(options.feedback, 160) : '';
  const opening: string[] = [];
  if (feedback && options.short) opening.push('Got it, here is a shorter one.');
  else if (feedback) opening.push(`Thanks for telling me more: “${feedback}” Here is a different approach.`);
  if (quote) opening.push(`You wrote: “${quote}”`);
  if (opening.length === 0) opening.push(`You wrote about ${THEME_LABELS[reading.theme].toLowerCase()}.`);
  if (options.short) {
    return [...opening, pick(copy.name, 0), `${bridgeLine(reading, skill)} ${AI_LINE}`].join('\n\n');
  }
  return [
    ...opening,
    `${feelingLine(reading)} ${pick(copy.name, 0)}`,
    `Here is another way to see it: ${lowerFirst(pick(copy.reframe, 1))}`,
    `${bridgeLine(reading, skill)} ${AI_LINE}`,
  ].join('\n\n');
}

export function composeFas(reading: Reading, skill: Intervention): string {
  const discreet = skill.discreet ? ' · works without anyone noticing' : '';
  const steps = skill.steps.map((step, i) => `${i + 1}. ${fill(step, reading)}`).join('\n');
  return [
    `**${skill.name}** · ${describeDuration(skill.durationSeconds)}${discreet}`,
    `Why it works: ${skill.why}`,
    steps,
    `Use it when ${fill(skill.cue, reading)}`,
    `Based on: ${skill.source}`,
  ].join('\n\n');
}

export function composeSummary(reading: Reading, skill: Intervention): string {
  const who = reading.world.label ? ` (${reading.world.label.replace(/^an? /, '')})` : '';
  const when = reading.whenPhrase ? `, ${reading.whenPhrase}` : '';
  return toPlainText(`${THEME_LABELS[reading.theme]}${who}${when}: ${skill.name}.`);
}

export function composeTip(reading: Reading, skill: Intervention, options: ComposeOptions = {}): ComposedTip {
  return {
    brief: composeBrief(reading, skill, options),
    fas: composeFas(reading, skill),
    summary: composeSummary(reading, skill),
  };
}
