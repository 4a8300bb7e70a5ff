import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The labelled phrasings the safety gate is measured on, as JSON data files in functions/data/safety
 * (evaluation only: nothing here ships in a Lambda).
 */
export type Label = 'crisis' | 'check_in' | 'ok';

export interface Phrasing {
  text: string;
  label: Label;
  source?: string;
  category?: string;
  family?: string;
  note?: string;
}

export interface LabelledPhrase {
  text: string;
  crisis: boolean;
}

export const SAFETY_DATA_DIR = fileURLToPath(new URL('../../data/safety/', import.meta.url));

export function readPhrasings(name: string): Phrasing[] {
  return JSON.parse(readFileSync(`${SAFETY_DATA_DIR}${name}.json`, 'utf8')) as Phrasing[];
}

/** A crisis-or-not view of a set: a check-in label counts as needing help (never coaching alone). */
export function asLabelled(phrasings: readonly Phrasing[]): LabelledPhrase[] {
  return phrasings.map(({ text, label }) => ({ text, crisis: label !== 'ok' }));
}

export interface SafetyScore {
  recall: number;
  precision: number;
  truePositives: number;
  falsePositives: number;
  misses: string[];
  falseAlarms: string[];
}

export function scoreSafety(phrases: readonly LabelledPhrase[], isCrisis: (text: string) => boolean): SafetyScore {
  const misses: string[] = [];
  const falseAlarms: string[] = [];
  let truePositives = 0;
  for (const { text, crisis } of phrases) {
    const flagged = isCrisis(text);
    if (crisis && flagged) truePositives++;
    else if (crisis) misses.push(text);
    else if (flagged) falseAlarms.push(text);
  }
  const positives = truePositives + misses.length;
  const flaggedCount = truePositives + falseAlarms.length;
  return {
    recall: positives ? truePositives / positives : 1,
    precision: flaggedCount ? truePositives / flaggedCount : 1,
    truePositives,
    falsePositives: falseAlarms.length,
    misses,
    falseAlarms,
  };
}

const regression = () => readPhrasings('regression-set');

/** The labelled set the word patterns were written against. */
export const LABELLED_PHRASES = asLabelled(regression().filter((p) => p.source === 'labelled'));
/**
 * Round 1 of the regression rounds: written before the patterns or the labelled set were read and
 * first measured as held-out; the gate has been tuned on it since, so it now guards against regressions.
 */
export const ROUND_ONE_PHRASES = asLabelled(regression().filter((p) => p.source === 'regression round 1'));
/** Every regression round (1 to 4), each once a held-out round, tuned on since. */
export const REGRESSION_ROUND_PHRASES = asLabelled(
  regression().filter((p) => p.source?.startsWith('regression round')),
);
