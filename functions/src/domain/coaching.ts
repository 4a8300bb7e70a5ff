import type { CoachingResult, RebriefBody, TokenPool, UploadTextBody } from '@briefs/shared';
import { type CoachAnswer, type CoachModel, type CoachOptions, coachScreened } from '../coaching/index.ts';
import { AppError } from '../lib/app-error.ts';
import { newSortableId } from '../lib/ids.ts';
import { log } from '../lib/log.ts';
import type { Runtime } from '../runtime.ts';
import { enforceRateLimit } from './rate-limits.ts';
import { modelStop, type SafetyStop, screenForSafety } from './safety-gate.ts';
import { assertTokenAvailable, chargeTokenWith, refundToken } from './token-pools.ts';

export const REBRIEF_RULE = { bucket: 'rebrief', limit: 20, windowSeconds: 3600 };

function toResult(answer: CoachAnswer, transcript: string, requestId: string): CoachingResult {
  return {
    coachingTip: answer.coachingTip,
    transcript,
    suggestedVideo: answer.suggestedVideo,
    summary: answer.summary,
    requestId,
  };
}

/**
 * Instant coaching from text. The safety gate runs before anything is charged or stored (a crisis or
 * an unanswered check-in costs nothing). The pool is checked before the model runs; the token is
 * taken in the same transaction that stores the answer, so nothing else can leave it charged.
 */
export async function submitText(
  runtime: Runtime,
  model: CoachModel,
  userId: string,
  body: UploadTextBody,
  classifier?: CoachOptions['classifier'],
): Promise<CoachingResult | SafetyStop> {
  const pool = body.isCoach ? 'coach' : 'brief';
  const stop = await screenForSafety([body.transcript, body.background], {
    transcript: body.transcript,
    confirmedSafe: body.confirmedSafe,
    where: 'upload-text',
  });
  if (stop) return stop;
  await assertTokenAvailable(runtime, userId, pool);
  const outcome = await coachScreened(
    model,
    { situation: body.transcript, background: body.background },
    { classifier, confirmedSafe: body.confirmedSafe },
  );
  if (outcome.kind !== 'coaching') return modelStop(outcome, { transcript: body.transcript, where: 'upload-text' });
  const now = runtime.now();
  const id = newSortableId(now);
  const { answer } = outcome;
  const request = runtime.repos.requests.putItem({
    id,
    userId,
    createdAt: now.toISOString(),
    transcript: body.transcript,
    tip: answer.coachingTip,
    summary: answer.summary,
    skillId: answer.skillId,
    theme: answer.theme,
    suggestedVideo: answer.suggestedVideo,
    pool,
  });
  // The answer and its token are stored together: a failure or a dying process charges nothing.
  await chargeTokenWith(runtime, userId, pool, [request]);
  return toResult(answer, body.transcript, id);
}

/**
 * The part after the token was taken (when a video was accepted, before its slow work) and the
 * gate passed: coach, record the request in the person's history, and give the token back on a
 * model-flagged crisis or any failure.
 */
export async function coachAfterCharge(
  runtime: Runtime,
  model: CoachModel,
  userId: string,
  input: { transcript: string; background: string; pool: TokenPool; confirmedSafe?: boolean },
  where: string,
  classifier?: CoachOptions['classifier'],
): Promise<CoachingResult | SafetyStop> {
  const { pool } = input;
  try {
    const outcome = await coachScreened(
      model,
      { situation: input.transcript, background: input.background },
      { classifier, confirmedSafe: input.confirmedSafe },
    );
    if (outcome.kind !== 'coaching') {
      await refundToken(runtime, userId, pool);
      return modelStop(outcome, { transcript: input.transcript, where: where });
    }
    const now = runtime.now();
    const id = newSortableId(now);
    const { answer } = outcome;
    await runtime.repos.requests.put({
      id,
      userId,
      createdAt: now.toISOString(),
      transcript: input.transcript,
      tip: answer.coachingTip,
      summary: answer.summary,
      skillId: answer.skillId,
      theme: answer.theme,
      suggestedVideo: answer.suggestedVideo,
      pool,
    });
    return toResult(answer, input.transcript, id);
  } catch (error) {
    await refundToken(runtime, userId, pool).catch((refundError) =>
      log.error('token refund failed', { err: String(refundError) }),
    );
    throw error;
  }
}

/** Re-B.R.I.E.F: a new answer that takes the feedback into account. No token; rate-limited. */
export async function rebrief(
  runtime: Runtime,
  model: CoachModel,
  userId: string,
  body: RebriefBody,
  classifier?: CoachOptions['classifier'],
): Promise<CoachingResult | SafetyStop> {
  await enforceRateLimit(runtime, REBRIEF_RULE, userId);
  if (body.requestId && !(await runtime.repos.requests.get(userId, body.requestId))) throw new AppError('NOT_FOUND');
  const stop = await screenForSafety([body.transcript, body.background, body.feedback], {
    transcript: body.transcript,
    confirmedSafe: body.confirmedSafe,
    where: 'rebrief',
  });
  if (stop) return stop;
  const outcome = await coachScreened(
    model,
    { situation: body.transcript, background: body.background, previousTip: body.previousTip, feedback: body.feedback },
    { classifier, confirmedSafe: body.confirmedSafe },
  );
  if (outcome.kind !== 'coaching') return modelStop(outcome, { transcript: body.transcript, where: 'rebrief' });
  const { answer } = outcome;
  if (body.requestId) {
    await runtime.repos.requests.replaceTip(userId, body.requestId, {
      tip: answer.coachingTip,
      summary: answer.summary,
      skillId: answer.skillId,
      suggestedVideo: answer.suggestedVideo,
    });
  }
  return toResult(answer, body.transcript, body.requestId ?? '');
}
