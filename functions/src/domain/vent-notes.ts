import type { VentSession } from '@briefs/shared';
import { isLive, type VentRecord } from '../repositories/vent-repository.ts';
import type { Runtime } from '../runtime.ts';

/** The player's link: long enough to press play, short enough that a copied link soon dies. */
export const VENT_AUDIO_LINK_SECONDS = 600;

export async function toVentSession(runtime: Runtime, record: VentRecord): Promise<VentSession> {
  return {
    status: record.status,
    expireAt: record.expireAt,
    createdAt: record.createdAt,
    audioUrl: await runtime.media.presignGet(record.audioKey, VENT_AUDIO_LINK_SECONDS),
    ...(record.coachingTip ? { coachingTip: record.coachingTip, suggestedVideo: record.suggestedVideo } : {}),
  };
}

/** Removes a note's record and audio. Conditional on the note id, so a newer note is never touched. */
export async function removeNote(runtime: Runtime, record: VentRecord): Promise<boolean> {
  const removed = await runtime.repos.vents.delete(record.userId, record.noteId);
  await runtime.media.delete(record.audioKey);
  return removed !== null;
}

/** GET /api/vent: the live note or null. A note past its 24 hours is removed on sight. */
export async function getVentSession(runtime: Runtime, userId: string): Promise<VentSession | null> {
  const record = await runtime.repos.vents.getStored(userId);
  if (isLive(record, runtime.now())) return toVentSession(runtime, record);
  if (record) await removeNote(runtime, record);
  return null;
}

/** POST /api/vent/better: the note and its audio are deleted; a second press finds nothing to do. */
export async function dismissVentNote(runtime: Runtime, userId: string): Promise<{ dismissed: boolean }> {
  const record = await runtime.repos.vents.delete(userId);
  if (record) await runtime.media.delete(record.audioKey);
  return { dismissed: record !== null };
}

const EXPIRY_PAGE = 100;
const EXPIRY_MAX_PAGES = 50;

/**
 * The hourly clean-up: every note past its 24 hours loses its record and its audio. Bounded, since
 * the index is eventually consistent and may show a removed note again (removing twice is harmless).
 */
export async function expireVentNotes(runtime: Runtime): Promise<number> {
  let removed = 0;
  for (let page = 0; page < EXPIRY_MAX_PAGES; page++) {
    const due = await runtime.repos.vents.listDue(runtime.now(), EXPIRY_PAGE);
    for (const record of due) if (await removeNote(runtime, record)) removed++;
    if (due.length < EXPIRY_PAGE) break;
  }
  return removed;
}
