import { CRISIS_PHRASES } from './labelled-crisis.ts';
import { OK_PHRASES } from './labelled-ok.ts';

export interface LabelledPhrase {
  text: string;
  crisis: boolean;
}

export const LABELLED_PHRASES: readonly LabelledPhrase[] = [
  ...CRISIS_PHRASES.map((text) => ({ text, crisis: true })),
  ...OK_PHRASES.map((text) => ({ text, crisis: false })),
];

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
