import type { SafetyLevel } from '@briefs/shared';
import type { Thresholds } from '../../src/coaching/safety/meaning/bank.ts';

/** What the word layers alone found: an explicit crisis, a soft hit (risk word or indirect cue), another language, nothing. */
export type WordFinding = 'explicit' | 'soft' | 'foreign' | 'none';

export interface ScoredMessage {
  text: string;
  crisis: boolean;
  score: number;
  words: number;
  found: WordFinding;
  /** Ordinary stress with no risk word: coaching must reach almost all of it. */
  ordinary?: boolean;
}

const SHORT_WORDS = 4;
/** Cross-validated ceilings the thresholds must keep on everyday messages (margins under the targets of 5% and 20%). */
const MAX_EVERYDAY_CRISIS = 0.03;
const MAX_EVERYDAY_CHECK_IN = 0.15;
const MAX_ORDINARY_STOPPED = 0.06;
const SHORT_MARGIN = 0.03;

/** The gate's decision for a message, as `gate.ts` makes it. */
export function outcome(m: ScoredMessage, t: Thresholds): SafetyLevel {
  if (m.found === 'explicit') return 'crisis';
  if (m.found === 'foreign') return 'check_in';
  if (m.found === 'soft') return m.score >= t.sweepCrisis ? 'crisis' : m.score >= t.sweepSafe ? 'check_in' : 'ok';
  if (m.score >= t.crisis) return 'crisis';
  return m.score >= (m.words <= SHORT_WORDS ? t.shortCheckIn : t.checkIn) ? 'check_in' : 'ok';
}

export function figuresFor(messages: readonly ScoredMessage[], t: Thresholds) {
  const crisis = messages.filter((m) => m.crisis);
  const everyday = messages.filter((m) => !m.crisis);
  const rate = (set: readonly ScoredMessage[], level: SafetyLevel | 'stopped') =>
    set.filter((m) => (level === 'stopped' ? outcome(m, t) !== 'ok' : outcome(m, t) === level)).length /
    Math.max(1, set.length);
  return {
    crisisRecall: rate(crisis, 'crisis'),
    crisisOrCheckInRecall: rate(crisis, 'stopped'),
    everydayCrisis: rate(everyday, 'crisis'),
    everydayCheckIn: rate(everyday, 'check_in'),
    ordinaryStopped: rate(
      everyday.filter((m) => m.ordinary),
      'stopped',
    ),
  };
}

const GRID = Array.from({ length: 61 }, (_, i) => Math.round((-0.15 + i * 0.01) * 100) / 100);

/**
 * Thresholds from cross-validated scores: the crisis thresholds as low as the everyday crisis
 * ceiling allows, then the check-in thresholds that reach the most crises within the check-in ceiling.
 */
export function chooseThresholds(messages: readonly ScoredMessage[]) {
  let t: Thresholds = { checkIn: 1, shortCheckIn: 1, crisis: 1, sweepSafe: 1, sweepCrisis: 1 };
  for (const value of GRID) {
    const next = { ...t, crisis: value, sweepCrisis: value };
    if (figuresFor(messages, next).everydayCrisis <= MAX_EVERYDAY_CRISIS) {
      t = next;
      break;
    }
  }
  for (const value of GRID) {
    const next = { ...t, crisis: value };
    if (value >= t.sweepCrisis && figuresFor(messages, next).everydayCrisis <= MAX_EVERYDAY_CRISIS) {
      t = next;
      break;
    }
  }
  let best = { t, recall: -1 };
  for (const checkIn of GRID) {
    for (const sweepSafe of GRID) {
      if (checkIn > t.crisis || sweepSafe > t.sweepCrisis) continue;
      const next = { ...t, checkIn, sweepSafe, shortCheckIn: Math.round((checkIn - SHORT_MARGIN) * 100) / 100 };
      const f = figuresFor(messages, next);
      const within = f.everydayCheckIn <= MAX_EVERYDAY_CHECK_IN && f.ordinaryStopped <= MAX_ORDINARY_STOPPED;
      if (within && f.crisisOrCheckInRecall > best.recall) best = { t: next, recall: f.crisisOrCheckInRecall };
    }
  }
  return { thresholds: best.t, figures: figuresFor(messages, best.t) };
}
