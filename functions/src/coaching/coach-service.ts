import type { CheckInPayload, CrisisCategory, CrisisPayload } from '@briefs/shared';
import { countMetric, METRIC } from '../lib/metrics.ts';
import { ModelFlaggedCrisisError } from './bedrock-engine.ts';
import type { CoachAnswer, CoachModel, CoachRequest, RebriefRequest } from './coach-model.ts';
import type { BedrockSafetyClassifier } from './safety/bedrock-classifier.ts';
import { checkInResponse } from './safety/check-in-response.ts';
import { crisisResponse } from './safety/crisis-response.ts';
import { loadSafetyGate } from './safety/load-gate.ts';

export type CoachingOutcome =
  | { kind: 'coaching'; answer: CoachAnswer }
  | { kind: 'check_in'; category: CrisisCategory; checkIn: CheckInPayload }
  | { kind: 'crisis'; category: CrisisCategory; crisis: CrisisPayload };

export interface CoachOptions {
  /** The person answered a check-in with "I'm safe, keep going". Never continues past a crisis. */
  confirmedSafe?: boolean;
  /** The Bedrock classification tier, where the product runs with Bedrock. */
  classifier?: Pick<BedrockSafetyClassifier, 'classify'>;
}

function textsOf(req: CoachRequest | RebriefRequest): Array<string | undefined> {
  return 'feedback' in req ? [req.situation, req.background, req.feedback] : [req.situation, req.background];
}

/**
 * The safety gate in front of any model: every piece of the person's text is checked first, and a
 * crisis or an unanswered check-in never reaches the model (the caller charges no token).
 */
export async function coachSafely(
  model: CoachModel,
  req: CoachRequest | RebriefRequest,
  options: CoachOptions = {},
): Promise<CoachingOutcome> {
  const gate = await loadSafetyGate();
  const finding = await gate.screen(textsOf(req));
  const category = finding.category ?? 'indirect';
  if (finding.level === 'crisis') return { kind: 'crisis', category, crisis: crisisResponse(category) };
  if (finding.level === 'check_in') {
    const checkIn = checkInResponse(category);
    if (!options.confirmedSafe || !checkIn.canContinue) return { kind: 'check_in', category, checkIn };
  }
  return coachScreened(model, req, options);
}

/**
 * The model call for a request the local layers have let through (the caller screened it before
 * charging a token). Where Bedrock runs, the classification tier reads the same texts in parallel:
 * crisis if it says so, a check-in if it says check-in (unless the person already answered one).
 * The model's own crisis flag still turns the answer into the crisis answer. If the classification
 * call fails, the local layers' answer stands.
 */
export async function coachScreened(
  model: CoachModel,
  req: CoachRequest | RebriefRequest,
  options: CoachOptions = {},
): Promise<CoachingOutcome> {
  const [coached, read] = await Promise.all([
    callModel(model, req).catch((error: unknown) => ({ error })),
    options.classifier?.classify(textsOf(req)).catch(() => undefined),
  ]);
  if (read?.level === 'crisis') {
    const category = read.category ?? 'suicide';
    return { kind: 'crisis', category, crisis: crisisResponse(category) };
  }
  if (read?.level === 'check_in' && !options.confirmedSafe) {
    const category = read.category ?? 'indirect';
    return { kind: 'check_in', category, checkIn: checkInResponse(category) };
  }
  if ('error' in coached) throw coached.error;
  return coached;
}

async function callModel(
  model: CoachModel,
  req: CoachRequest | RebriefRequest,
): Promise<Exclude<CoachingOutcome, { kind: 'check_in' }>> {
  try {
    const answer = 'feedback' in req ? await model.rebrief(req) : await model.tip(req);
    countMetric(METRIC.coachingTip);
    return { kind: 'coaching', answer };
  } catch (error) {
    if (error instanceof ModelFlaggedCrisisError)
      return { kind: 'crisis', category: 'indirect', crisis: crisisResponse('indirect') };
    throw error;
  }
}
