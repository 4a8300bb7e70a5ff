import type { CheckInResult, CrisisCategory, CrisisResult } from '@briefs/shared';
import { checkInResponse } from '../coaching/safety/check-in-response.ts';
import { crisisResponse } from '../coaching/safety/crisis-response.ts';
import type { SafetyFinding } from '../coaching/safety/gate.ts';
import { loadSafetyGate } from '../coaching/safety/load-gate.ts';
import { log } from '../lib/log.ts';
import { countMetric, METRIC } from '../lib/metrics.ts';

/** What a caller answers instead of coaching: the crisis answer or a check-in. */
export type SafetyStop = CrisisResult | CheckInResult;

export interface ScreenOptions {
  /** The text echoed back as `transcript` (the person's own words, so the client can re-submit them). */
  transcript: string;
  /** The request re-submitted with "I'm safe, keep going": continues past a check-in, never past a crisis. */
  confirmedSafe?: boolean;
  /** Where the gate ran, for the log line (never the words). */
  where: string;
  /** Short fields that are not messages (a name): read by the word layers only. */
  fields?: ReadonlyArray<string>;
}

/**
 * The safety gate for any input, before anything is charged, stored or sent to a model: returns
 * the answer to give instead of coaching, or undefined to go on. Every input kind calls this with
 * all of the person's texts for the request.
 */
export async function screenForSafety(
  texts: ReadonlyArray<string | undefined>,
  options: ScreenOptions,
): Promise<SafetyStop | undefined> {
  const gate = await loadSafetyGate();
  const finding = await gate.screen(texts, options.fields);
  return stopFor(finding, options);
}

/** Turns a finding into the answer; exported for callers that screened already (e.g. a model's own flag). */
export function stopFor(finding: SafetyFinding, options: ScreenOptions): SafetyStop | undefined {
  if (finding.level === 'ok') return undefined;
  const category = finding.category ?? 'indirect';
  // The category and layer only, never the words: they are the person's and stay out of logs.
  const details = { where: options.where, category, layer: finding.layer };
  if (finding.level === 'crisis') {
    log.warn('safety gate: crisis answer given', details);
    countMetric(METRIC.crisisAnswer, { name: 'category', value: category });
    return { crisis: crisisResponse(category), transcript: options.transcript };
  }
  const checkIn = checkInResponse(category);
  if (options.confirmedSafe && checkIn.canContinue) {
    log.info('safety gate: check-in answered "safe", coaching', details);
    return undefined;
  }
  log.info('safety gate: check-in asked', details);
  countMetric(METRIC.checkIn, { name: 'category', value: category });
  return { checkIn, transcript: options.transcript };
}

/** A model (the classification tier or the coach's own flag) saw what the local layers did not. */
export function modelStop(
  outcome: { kind: 'crisis' | 'check_in'; category: CrisisCategory },
  options: Omit<ScreenOptions, 'confirmedSafe'>,
): SafetyStop {
  const level = outcome.kind === 'crisis' ? 'crisis' : 'check_in';
  const finding = { level, category: outcome.category, explicit: level === 'crisis', layer: 'model' } as const;
  return stopFor(finding, options) as SafetyStop;
}
