import type { Reading } from '../situation/read-situation.ts';
import { GENERIC_WORLD } from '../situation/roles.ts';

/**
 * A skill's step or cue with the person's world put in ({event}, {place}, {people}, {them}), and
 * each claim about when it is kept only where the reading is sure of it.
 */
function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** Phrases that read naturally when the person named no event or place: never "your big moment". */
const UNNAMED_EVENT: ReadonlyArray<readonly [RegExp, string]> = [
  [/tomorrow's \{event\}/g, 'tomorrow'],
  [/\b(?:a busy|a long) \{event\}/g, 'a long stretch'],
  [/your next \{event\}/g, 'what comes next'],
  [/a big \{event\}/g, 'a big day'],
  [/\b(?:your|the) \{event\}/g, 'it'],
  [/\{anEvent\}/g, 'a big moment'],
  [/\{event\}/g, 'big moment'],
];
const UNNAMED_PLACE: ReadonlyArray<readonly [RegExp, string]> = [
  [/leave the \{place\}/g, 'step away from your work'],
  [/\{place\}/g, 'where you are'],
];

/**
 * Lines that say when it is: written as they are only when the reading is sure of that timing;
 * otherwise the same line without the claim. "Before your race" is wrong to someone between races,
 * after a race, or at someone else's; "what happened" is wrong before anything has.
 */
const SAYS_AHEAD: ReadonlyArray<readonly [RegExp, string]> = [
  [/,? (?:for example )?the (?:night|evening) before (?:your|the) \{event\}/g, ''],
  [/lying awake the night before (?:your|the) \{event\}/g, 'lying awake at night'],
  [/in the last minutes before (?:your|the) \{event\}/g, 'in the minutes before it counts'],
  [/you have two minutes before (?:your|the) \{event\}/g, 'you have two minutes before it counts'],
  [/you are 10 to 30 minutes away from (?:your|the) \{event\}/g, 'you have 10 to 30 minutes before it counts'],
  [/\byour \{event\} is coming up\b/g, 'something that matters is ahead of you'],
  [/rehearsing tomorrow's \{event\}/g, 'rehearsing what is ahead'],
  [/ before (?:your |a big |the )?\{(?:event|anEvent)\}/g, ''],
];
/** "Right before a moment that matters" is said only when a moment ahead is what they are facing. */
const NOT_RIGHT_BEFORE = [
  /^Right before a moment that matters, you do not need to feel calm, just steady enough to begin\./g,
  'You do not need to feel calm, just steady enough for the next part.',
] as const;
/** In the middle of it, a line about the minutes before the start is wrong: said for now. */
const SAYS_NOT_AHEAD: ReadonlyArray<readonly [RegExp, string]> = [
  NOT_RIGHT_BEFORE,
  // "While it is still going on" claimed an event for a results day read as now: "right now" claims none.
  [/in the last minutes before (?:your|the) \{event\}/g, 'right now'],
  [/you have two minutes before (?:your|the) \{event\}/g, 'you have two minutes'],
];
/** After it or in a pattern, no moment ahead is claimed that nobody named. */
const SAYS_NOTHING_AHEAD: ReadonlyArray<readonly [RegExp, string]> = [
  NOT_RIGHT_BEFORE,
  [/in the last minutes before (?:your|the) \{event\}/g, 'and you need to steady yourself'],
];
const SHORT_WINDOW_MINUTES = 20;
/** In the middle of it, or minutes before: no 20 minutes away and no "by tomorrow" (five minutes in the car with the kids). */
const SAYS_LONG_WINDOW: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /^Step away for 20 minutes if you can, or at least do not reply for five\.$/,
    'Step back for the minutes you have, and do not reply or react until they are up.',
  ],
  [
    /^Do something neutral that takes your attention, like a walk or tidying a drawer\.$/,
    'Let your eyes rest on something neutral and slow your breath out.',
  ],
  [/"What outcome do I want by tomorrow\?"/, '"What outcome do I want from this?"'],
];
/** Days, not weeks, to go: spacing "in a week" would run past the exam. */
const WITHIN_DAYS_MINUTES = 7 * 24 * 60;
const SPACED_TOO_FAR = [
  /again tomorrow, then in three days, then in a week\./,
  'again tomorrow, then every other day until the day itself.',
] as const;
const SAYS_HAPPENED: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Right after something goes wrong, it/g, 'When something weighs on you, it'],
  [/\bsomething that just happened\b/g, 'something'],
  [/\bwhat happened\b/g, 'what is going on'],
];

/** In a break between rounds the tournament is under way: what is ahead is the next round, not "your tournament". */
const BETWEEN_ROUNDS =
  /\bbetween (?:the )?(round|game|set|heat|match|race|bout|fight|period|innings|leg|stage|dance|song|routine)s?\b(?: \w+)? and\b/;

/** "Tomorrow's race" only when they said tomorrow: otherwise what is ahead, in neutral words. */
const TOMORROW = /\b(?:tomorrow|tmrw|tmr|tmrow|2moro)\b/;

export function sureOf(reading: Reading, timing: Reading['timing']): boolean {
  return reading.sure.timing && reading.timing === timing;
}

export function fill(template: string, reading: Reading): string {
  let text = template;
  if (reading.timing === 'during') for (const [pattern, phrase] of SAYS_NOT_AHEAD) text = text.replace(pattern, phrase);
  else if (reading.timing !== 'before')
    for (const [pattern, phrase] of SAYS_NOTHING_AHEAD) text = text.replace(pattern, phrase);
  if (reading.timing === 'during' || (reading.minutesUntil ?? Number.POSITIVE_INFINITY) <= SHORT_WINDOW_MINUTES)
    for (const [pattern, phrase] of SAYS_LONG_WINDOW) text = text.replace(pattern, phrase);
  if ((reading.minutesUntil ?? Number.POSITIVE_INFINITY) <= WITHIN_DAYS_MINUTES) text = text.replace(...SPACED_TOO_FAR);
  if (!sureOf(reading, 'before') || !reading.sure.event)
    for (const [pattern, phrase] of SAYS_AHEAD) text = text.replace(pattern, phrase);
  if (!sureOf(reading, 'after')) for (const [pattern, phrase] of SAYS_HAPPENED) text = text.replace(pattern, phrase);
  if (!TOMORROW.test(reading.plainText)) text = text.replace(/tomorrow's \{event\}/g, 'what is ahead');
  const between = BETWEEN_ROUNDS.exec(reading.plainText);
  if (between) text = text.replace(/\b(?:your|the) \{event\}/g, `the next ${between[1]}`);
  if (!reading.sure.event) for (const [pattern, phrase] of UNNAMED_EVENT) text = text.replace(pattern, phrase);
  if (reading.world.place === GENERIC_WORLD.place)
    for (const [pattern, phrase] of UNNAMED_PLACE) text = text.replace(pattern, phrase);
  return text
    .replace(/\{anEvent\}/g, withArticle(reading.world.event))
    .replace(/\{event\}/g, reading.world.event)
    .replace(/\{place\}/g, reading.world.place)
    .replace(/\{people\}/g, reading.world.people)
    .replace(/\{them\}/g, reading.sharpWith ?? (reading.personal ? reading.world.people : 'them'));
}
