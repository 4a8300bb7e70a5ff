import type { CrisisPayload } from '@briefs/shared';
import { ModelFlaggedCrisisError } from './bedrock-engine.ts';
import type { CoachAnswer, CoachModel, CoachRequest, RebriefRequest } from './coach-model.ts';
import { assessSafetyAll, type CrisisCategory } from './safety/assess-safety.ts';
import { crisisResponse } from './safety/crisis-response.ts';

export type CoachingOutcome =
  | { kind: 'coaching'; answer: CoachAnswer }
  | { kind: 'crisis'; category: CrisisCategory; crisis: CrisisPayload };

/**
 * The safety gate in front of any model: every piece of the person's text is checked first, and a
 * crisis never reaches the model (no coaching format, and the caller charges no token).
 */
export async function coachSafely(model: CoachModel, req: CoachRequest | RebriefRequest): Promise<CoachingOutcome> {
  const texts = 'feedback' in req ? [req.situation, req.background, req.feedback] : [req.situation, req.background];
  const safety = assessSafetyAll(texts);
  if (safety.level === 'crisis') {
    const category = safety.category ?? 'indirect';
    return { kind: 'crisis', category, crisis: crisisResponse(category) };
  }
  try {
    const answer = 'feedback' in req ? await model.rebrief(req) : await model.tip(req);
    return { kind: 'coaching', answer };
  } catch (error) {
    if (error instanceof ModelFlaggedCrisisError)
      return { kind: 'crisis', category: 'indirect', crisis: crisisResponse('indirect') };
    throw error;
  }
}
