import { parseCoachingTip } from './coach-model.ts';
import { INTERVENTIONS } from './interventions/index.ts';
import { forMatching, scoreThemes } from './situation/read-situation.ts';
import { readTiming, type TimingReading } from './situation/timing.ts';
import { situationSentences, toPlainText } from './text.ts';
import type { Theme } from './themes.ts';

/** What Re-B.R.I.E.F feedback asks for, read from plain words like "shorter please". */
export interface FeedbackReading {
  avoidBreath: boolean;
  needDiscreet: boolean;
  preferShort: boolean;
  themeOverride: Theme | undefined;
  notWork: boolean;
  timing: TimingReading;
}

const NO_BREATH =
  /\b(?:breath\w*|breathe|inhale|exhale)\b.{0,40}\b(?:not|doesn't|don't|can't|won't|never|hate|useless|awkward|weird)\b|\b(?:can't|cannot|don't|won't|not able to|unable to|hate|no more|not a fan of|stop)\b.{0,30}\b(?:breath\w*|breathe|inhale|exhale)\b|\bno breathing\b/;
const DISCREET =
  /\b(?:in a meeting|in meetings|in public|people (?:will )?(?:see|notice|watch)|discreet|subtle|unnoticed|without anyone (?:noticing|knowing)|in front of (?:people|others|everyone)|on stage|in class|on the start line|at my desk|open-?plan|can't leave)\b/;
const SHORTER =
  /\b(?:shorter|too long|quicker|faster|less text|tl;?dr|briefer|simpler|no time|only have (?:a|one|two|\d+) (?:minute|min)|too much to read|keep it short|short version|fewer steps)\b/;
const RELATIONSHIP =
  /\b(?:my (?:partner|husband|wife|boyfriend|girlfriend|fiance|fiancee|spouse|ex|family|parents?|mom|mum|dad|brother|sister|kids?|son|daughter|friend|roommate)|relationship|marriage|at home)\b/;
const NOT_WORK =
  /\b(?:not (?:about |really about )?(?:work|my job|the job|school|sport)|nothing to do with (?:work|my job|school)|it's personal|personal life|outside (?:of )?work)\b/;

export function readFeedback(feedback: string): FeedbackReading {
  const text = forMatching(situationSentences(feedback).join(' '));
  const [top] = scoreThemes(text);
  let themeOverride: Theme | undefined = top && top[1] >= 3 ? top[0] : undefined;
  // "It's not about work, it's my partner": tension at home reads as conflict unless something stronger shows.
  if (RELATIONSHIP.test(text) && (!themeOverride || (top?.[1] ?? 0) < 4)) themeOverride = 'conflict';
  return {
    avoidBreath: NO_BREATH.test(text),
    needDiscreet: DISCREET.test(text),
    preferShort: SHORTER.test(text),
    themeOverride,
    notWork: NOT_WORK.test(text) || RELATIONSHIP.test(text),
    timing: readTiming(text),
  };
}

function comparable(text: string): string {
  return toPlainText(text)
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The skill(s) offered in a previous tip, recognised by the skill's name or its first step in the
 * F.A.S section, so a rebrief never offers the same skill again.
 */
export function findRejectedSkills(previousTip: string): string[] {
  const section = parseCoachingTip(previousTip)?.fas ?? previousTip;
  const haystack = comparable(section);
  if (!haystack) return [];
  return INTERVENTIONS.filter((skill) => {
    const name = comparable(skill.name);
    const firstStep = comparable(skill.steps[0] ?? '').slice(0, 60);
    return haystack.includes(name) || (firstStep.length > 20 && haystack.includes(firstStep));
  }).map((skill) => skill.id);
}
