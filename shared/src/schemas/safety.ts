import * as z from 'zod/mini';
import type { CrisisPayload, CrisisResource } from './coaching.ts';

/**
 * What the safety gate found (DESIGN §5). `crisis`: clear risk, the crisis answer instead of
 * coaching. `check_in`: possible risk, ask first. `ok`: coach.
 */
export const SAFETY_LEVELS = ['ok', 'check_in', 'crisis'] as const;
export type SafetyLevel = (typeof SAFETY_LEVELS)[number];

/**
 * The kinds of crisis, each with its own opening and its own lines first. `indirect`: cues of not
 * wanting to be here (farewells, giving things away) without explicit words. `minor_at_risk`: a young
 * person writing about being hurt themselves. `someone_else`: the person is worried about another.
 */
export const CRISIS_CATEGORIES = [
  'suicide',
  'indirect',
  'self_harm',
  'overdose',
  'harm_to_others',
  'abuse',
  'child_at_risk',
  'minor_at_risk',
  'elder_abuse',
  'medical_danger',
  'someone_else',
  'not_english',
] as const;
export type CrisisCategory = (typeof CRISIS_CATEGORIES)[number];

/**
 * The request field that answers a check-in with "I'm safe, keep going": the client re-submits the
 * same request with it set. It only ever continues past a check-in; an explicit crisis is answered
 * with the crisis answer whatever the field says. Spread into any body the gate screens.
 */
export const confirmedSafeField = { confirmedSafe: z.optional(z.boolean()) };

/** Shown instead of coaching when the gate is not sure: a warm question, never an accusation. */
export interface CheckInPayload {
  /** The gentle question, e.g. "I want to check in before I answer: are you safe right now?" */
  message: string;
  /** One plain sentence saying why we ask. */
  why: string;
  /** What the gate guessed the worry might be; chooses `why` and the first lines. */
  category: CrisisCategory;
  /** The crisis lines, visible on the check-in too. */
  resources: CrisisResource[];
  /** False when coaching cannot help from this text (not in English): only the support answer is offered. */
  canContinue: boolean;
  /** The crisis answer for the same worry, shown at once when the person taps "I need support now". */
  support: CrisisPayload;
}

/** Answered instead of coaching on a check-in: nothing stored, no token charged. */
export interface CheckInResult {
  checkIn: CheckInPayload;
  transcript: string;
}
