import { type CoachRequestBody, type CoachRequestCreated, type CrisisResult, LIMITS } from '@briefs/shared';
import { assessSafetyAll, crisisResponse } from '../coaching/safety/index.ts';
import { AppError } from '../http/app-error.ts';
import { newSortableId } from '../lib/ids.ts';
import { log } from '../lib/log.ts';
import type { Runtime } from '../runtime.ts';

const OPEN_HOURS = LIMITS.coachResponseHours;

/**
 * A request for a human coach, sent after a coach-mode submission was charged and answered. It
 * is tied to that submission (one paid submission, one request) and stores what coaches need:
 * name, email, phone, background and the words. A crisis is never parked in the 24-hour queue:
 * it gets the crisis answer and nothing is stored.
 */
export async function createCoachRequest(
  runtime: Runtime,
  userId: string,
  body: CoachRequestBody,
): Promise<{ status: number; body: CoachRequestCreated | CrisisResult }> {
  const submission = await runtime.repos.requests.get(userId, body.requestId);
  if (submission?.pool !== 'coach') throw new AppError('NOT_FOUND');
  if (submission.coachRequestId) {
    return {
      status: 200,
      body: {
        _id: submission.coachRequestId,
        createdAt: submission.createdAt,
        openUntil: submission.coachOpenUntil ?? '',
      },
    };
  }
  const gate = assessSafetyAll([submission.transcript, body.background, body.name]);
  if (gate.level === 'crisis') {
    const category = gate.category ?? 'indirect';
    log.warn('safety gate: crisis answer given', { where: 'coach-requests', category });
    return { status: 200, body: { crisis: crisisResponse(category), transcript: submission.transcript } };
  }
  const now = runtime.now();
  const createdAt = now.toISOString();
  const openUntil = new Date(now.getTime() + OPEN_HOURS * 3600_000).toISOString();
  const id = newSortableId(now);
  const created = await runtime.repos.coachRequests.create({
    id,
    userId,
    requestId: body.requestId,
    name: body.name,
    email: body.email,
    phone: body.phone,
    background: body.background,
    transcript: submission.transcript,
    createdAt,
    openUntil,
    status: 'open',
  });
  if (!created) throw new AppError('CONFLICT');
  return { status: 201, body: { _id: id, createdAt, openUntil } };
}
