import type { CrisisCategory } from '@briefs/shared';
import { FIGURES_OF_SPEECH, PATTERN_ONLY_FIGURES } from './figures-of-speech.ts';
import { normaliseForSafety } from './normalise.ts';
import {
  CHILD_DOSED_PATTERNS,
  CHILD_UNPROTECTED_PATTERNS,
  CONFINED_PATTERNS,
  EXPLOITED_ELDER_PATTERNS,
  HARM_IN_THEIR_CARE_PATTERNS,
} from './patterns-in-their-care.ts';
import {
  ABUSE_PATTERNS,
  CHILD_NEGLECT_PATTERNS,
  ELDER_ABUSE_PATTERNS,
  HARM_TO_OTHERS_PATTERNS,
  NOT_SEEN_PATTERNS,
} from './patterns-others.ts';
import { PLANNED_HARM_PATTERNS } from './patterns-planned-harm.ts';
import {
  BONDAGE_PATTERNS,
  CHILD_LEFT_PATTERNS,
  DANGER_TO_OTHERS_PATTERNS,
  HURT_AT_HOME_PATTERNS,
  MINOR_WITH_ADULT_PATTERNS,
  PLAN_PATTERNS,
  SIGNATURE_PATTERNS,
} from './patterns-plans.ts';
import { INDIRECT_PATTERNS, MEANS_PATTERNS, SELF_HARM_PATTERNS, SUICIDE_PATTERNS } from './patterns-self.ts';
import { sweepRiskLexicon } from './risk-lexicon.ts';

export type { CrisisCategory };

export interface SafetyAssessment {
  level: 'ok' | 'crisis';
  category?: CrisisCategory;
}

/** When several inputs or layers disagree, the most urgent category is the one answered. */
export const CATEGORY_URGENCY: readonly CrisisCategory[] = [
  'overdose',
  'medical_danger',
  'suicide',
  'harm_to_others',
  'self_harm',
  'child_at_risk',
  'minor_at_risk',
  'elder_abuse',
  'abuse',
  'someone_else',
  'indirect',
  'not_english',
];

/** Ordered by urgency: when several match, the most urgent category is reported. */
const CATEGORIES: ReadonlyArray<[CrisisCategory, readonly RegExp[]]> = [
  ['suicide', SUICIDE_PATTERNS],
  ['suicide', MEANS_PATTERNS],
  ['suicide', PLAN_PATTERNS],
  ['self_harm', SELF_HARM_PATTERNS],
  ['harm_to_others', HARM_TO_OTHERS_PATTERNS],
  ['harm_to_others', DANGER_TO_OTHERS_PATTERNS],
  ['harm_to_others', HARM_IN_THEIR_CARE_PATTERNS],
  ['harm_to_others', PLANNED_HARM_PATTERNS],
  ['child_at_risk', CHILD_NEGLECT_PATTERNS],
  ['child_at_risk', CHILD_LEFT_PATTERNS],
  ['child_at_risk', CHILD_DOSED_PATTERNS],
  ['child_at_risk', CHILD_UNPROTECTED_PATTERNS],
  ['minor_at_risk', MINOR_WITH_ADULT_PATTERNS],
  ['elder_abuse', ELDER_ABUSE_PATTERNS],
  ['elder_abuse', SIGNATURE_PATTERNS],
  ['elder_abuse', CONFINED_PATTERNS],
  ['elder_abuse', EXPLOITED_ELDER_PATTERNS],
  ['abuse', ABUSE_PATTERNS],
  ['abuse', HURT_AT_HOME_PATTERNS],
  ['abuse', BONDAGE_PATTERNS],
  ['someone_else', NOT_SEEN_PATTERNS],
  ['indirect', INDIRECT_PATTERNS],
];

const STRIPPED_FIGURES = [...FIGURES_OF_SPEECH, ...PATTERN_ONLY_FIGURES];

function stripFigures(text: string): string {
  let t = text;
  for (const figure of STRIPPED_FIGURES) t = t.replace(figure, ' ');
  return t;
}

/**
 * The pattern layer alone: known crisis phrasings, with a precise category. Kept separate so the
 * fail-safe sweep's effect can be measured against it.
 */
export function assessPatterns(text: string): SafetyAssessment {
  if (!text?.trim()) return { level: 'ok' };
  return matchPatterns(normaliseForSafety(text));
}

export function matchPatterns(normalised: readonly string[]): SafetyAssessment {
  // Usually two of the variants are the same text (no stretched letters, no filler words).
  const variants = [...new Set(normalised.map(stripFigures))];
  for (const [category, patterns] of CATEGORIES) {
    if (patterns.some((pattern) => variants.some((variant) => pattern.test(variant)))) {
      return { level: 'crisis', category };
    }
  }
  return { level: 'ok' };
}

/**
 * The word layers alone, synchronous: known crisis phrasings first, then any strong risk word that
 * no known figure of speech explains (`risk-lexicon.ts`). The request path uses `screenSafety`
 * (`gate.ts`), which adds the meaning layer and turns a word-only hit into a check-in.
 */
export function assessSafety(text: string): SafetyAssessment {
  if (!text?.trim()) return { level: 'ok' };
  const normalised = normaliseForSafety(text);
  const byPattern = matchPatterns(normalised);
  if (byPattern.level === 'crisis') return byPattern;
  // The filler-free variant is left out: fillers such as "lol" are part of some figures of speech.
  const category = sweepRiskLexicon([...new Set([normalised[0], normalised[1]])]);
  return category ? { level: 'crisis', category } : { level: 'ok' };
}

/** Several inputs belong to one request; the most urgent finding across them wins. */
export function assessSafetyAll(texts: ReadonlyArray<string | undefined>): SafetyAssessment {
  let found: SafetyAssessment = { level: 'ok' };
  const rank = (category?: CrisisCategory) => CATEGORIES.findIndex(([c]) => c === category);
  for (const text of texts) {
    const result = assessSafety(text ?? '');
    if (result.level === 'crisis' && (found.level === 'ok' || rank(result.category) < rank(found.category))) {
      found = result;
    }
  }
  return found;
}
