import type { Concern } from '../situation/concern.ts';
import type { Reading } from '../situation/read-situation.ts';
import { THEME_SIGNALS } from '../situation/theme-signals.ts';
import type { Theme } from '../themes.ts';

/** Themes whose name only fits when the person says what they are trying to do. */
const THEME_CONCERNS: Partial<Record<Theme, readonly Concern[]>> = {
  hard_talk: ['hard_talk', 'ask', 'partner_fights'],
  boundaries: ['say_no'],
  decision: ['decide'],
  grief: ['grief'],
  caring: ['support_other'],
  asking_help: ['tell_someone'],
  endurance: ['pacing'],
  conflict: ['mediate', 'partner_fights'],
  anger: ['act_in_anger'],
  setback: ['self_blame'],
};

/** A cue strong enough to name the state on its own: a word for it, not the scene around it. */
const STRONG_CUE = 4;

/**
 * Whether the person's own words name this theme ("I'm so overwhelmed", "I have to tell them"), so
 * a label such as "Too much on your plate" repeats what they said instead of claiming a state they
 * never mentioned.
 */
export function themeInTheirWords(theme: Theme, reading: Reading): boolean {
  if (theme === 'general') return false;
  if ((THEME_CONCERNS[theme] ?? []).some((concern) => reading.concerns.has(concern))) return true;
  if (theme === 'grief' && reading.loss) return true;
  const text = reading.text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  return (THEME_SIGNALS[theme] ?? []).some(([pattern, weight]) => weight >= STRONG_CUE && pattern.test(text));
}
