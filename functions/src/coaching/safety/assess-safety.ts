import type { CrisisCategory } from '@briefs/shared';
import { normaliseForSafety } from './normalise.ts';
import {
  ABUSE_PATTERNS,
  CHILD_NEGLECT_PATTERNS,
  ELDER_ABUSE_PATTERNS,
  HARM_TO_OTHERS_PATTERNS,
} from './patterns-others.ts';
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

/**
 * Everyday figures of speech removed before matching. They only make a difference to the broader
 * patterns; anything risky said alongside them still matches.
 */
const FIGURES_OF_SPEECH: readonly RegExp[] = [
  /\bdying (?:to|for) (?:know|see|hear|try|go|meet|get|find out|tell|read|watch|a|some)\b/g,
  /\b(?:killing|killed|kill|slay|slaying|slayed) (?:it|time)\b/g,
  /\b(?:would|could|will) (?:literally |honestly )?die for\b/g,
  /\bto die for\b/g,
  /\bhurt my ?self (?:at|in|during|while|playing|running|training|lifting|on the|skiing|practicing|practising)\b/g,
  /\bknock(?:ed)? (?:em|them) dead\b/g,
  /\bdead (?:tired|last|set|serious|on|heat|lift|lifts|ball|beat)\b/g,
  /\bdeadlines?\b/g,
  // Ruining a career or a reputation, not a life.
  /\b(?:career|social|political|commercial|professional|reputational) suicide\b/g,
  // "Suicides" are a shuttle-sprint drill in team sports.
  /\b(?:run|ran|running|do|did|doing) suicides\b/g,
  /\bsuicide (?:sprints?|drills?|runs?|shuttles?|squeeze|prevention|awareness)\b/g,
  // Names and slang: a grip, a trail or corner, a car door, a soda-fountain mix.
  /\bsuicide (?:grips?|ridge|hill|bend|corner|trail|chute|doors?|seat|pass|squad|drinks?|soda|mix)\b/g,
  /\bsuicides? (?:at|from) the (?:soda|drinks?|fountain|pop) (?:gun|machine|fountain|dispenser|bar)\b/g,
  // Dying of nerves or of shame is a figure of speech; dying of heat or thirst is not listed here.
  /\b(?:die|dying|died) (?:of|from) (?:embarrassment|boredom|laughter|laughing|shame|cringe|jealousy|envy|curiosity|fright|stage fright|nerves|anticipation|suspense|cuteness|excitement)\b/g,
  /\b(?:killing|kill) my ?self with (?:overtime|work|training|revision|studying|deadlines|extra shifts|the workload)\b/g,
  /\b(?:would|had) (?:honestly |literally )?rather die than\b/g,
  // A comedian's bit or a song about their own funeral is material; "not a joke" keeps it in.
  /(?<!\bnot (?:a |just a |really a )?)\b(?:bit|bits|joke|jokes|gag|gags|routine|sketch|skit|material|closer|opener|song) (?:\w+ )?about (?:planning |writing |picking |choosing )?my own (?:funeral|death|grave|eulogy)\b/g,
];

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
  ['child_at_risk', CHILD_NEGLECT_PATTERNS],
  ['child_at_risk', CHILD_LEFT_PATTERNS],
  ['minor_at_risk', MINOR_WITH_ADULT_PATTERNS],
  ['elder_abuse', ELDER_ABUSE_PATTERNS],
  ['elder_abuse', SIGNATURE_PATTERNS],
  ['abuse', ABUSE_PATTERNS],
  ['abuse', HURT_AT_HOME_PATTERNS],
  ['abuse', BONDAGE_PATTERNS],
  ['indirect', INDIRECT_PATTERNS],
];

function stripFigures(text: string): string {
  let t = text;
  for (const figure of FIGURES_OF_SPEECH) t = t.replace(figure, ' ');
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
