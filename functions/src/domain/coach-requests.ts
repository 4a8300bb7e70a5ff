import { type CoachRequestBody, type CoachRequestCreated, LIMITS } from '@briefs/shared';
import { AppError } from '../lib/app-error.ts';
import { newSortableId } from '../lib/ids.ts';
import { coachRequestMediaPrefix } from '../repositories/keys.ts';
import type { Runtime } from '../runtime.ts';
import { type SafetyStop, screenForSafety } from './safety-gate.ts';

const OPEN_HOURS = LIMITS.coachResponseHours;

/**
 * A request for a human coach, sent after a coach-mode submission was charged and answered. It
 * is tied to that submission (one paid submission, one request) and stores what coaches need:
 * name, email, phone, background and the words. The gate screens the new texts with the old: a
 * crisis is never parked in the 24-hour queue (it gets the crisis answer, nothing is stored), and a
 * check-in is asked first unless the person already answered "I'm safe, keep going".
 */
export async function createCoachRequest(
  runtime: Runtime,
  userId: string,
  body: Omit<CoachRequestBody, 'transcript'>,
  /** A video (the video variant): moved from this key to the request's own media folder. */
  video?: { from: string },
): Promise<{ status: number; body: CoachRequestCreated | SafetyStop }> {
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
  const stop = await screenForSafety([submission.transcript, body.background], {
    fields: [body.name],
    transcript: submission.transcript,
    confirmedSafe: body.confirmedSafe,
    where: 'coach-requests',
  });
  if (stop) return { status: 200, body: stop };
  const now = runtime.now();
  const createdAt = now.toISOString();
  const openUntil = new Date(now.getTime() + OPEN_HOURS * 3600_000).toISOString();
  const id = newSortableId(now);
  const videoKey = video ? `${coachRequestMediaPrefix(userId, id)}video` : undefined;
  if (video && videoKey) await runtime.media.copy(video.from, videoKey);
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
    videoKey,
  });
  if (!created) {
    if (videoKey) await runtime.media.delete(videoKey);
    throw new AppError('CONFLICT');
  }
  if (video) await runtime.media.delete(video.from);
  return { status: 201, body: { _id: id, createdAt, openUntil } };
}
