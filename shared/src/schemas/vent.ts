import type { CoachingVideo, CrisisResult } from './coaching.ts';
import type { CheckInResult } from './safety.ts';

/**
 * A vent session (spec §3): one current voice note per person, pending for 24 hours, processed
 * once a tip was generated for it. `audioUrl` is a presigned link that works for minutes only.
 */
export type VentStatus = 'pending' | 'processed';

export interface VentSession {
  status: VentStatus;
  /** ISO time the note stops being available (24 hours after createdAt). */
  expireAt: string;
  createdAt: string;
  audioUrl: string;
  coachingTip?: string;
  suggestedVideo?: CoachingVideo;
}

/** GET /api/vent: the current session, or null when there is none (or it expired). */
export interface VentSessionResponse {
  session: VentSession | null;
}

/** POST /api/vent/upload and POST /api/vent/tip: the session, or the gate's answer instead. */
export type VentAnswer = VentSessionResponse | CrisisResult | CheckInResult;

/** POST /api/vent/better: whether a note was there to remove (a second press finds none). */
export interface VentDismissResponse {
  dismissed: boolean;
}

/** The multipart text field that answers a check-in before the note is kept ("true"). */
export const VENT_CONFIRMED_SAFE_FIELD = 'confirmedSafe';

/**
 * Spec §9: the types a recording is asked for, in this order; spec §5: the uploaded file's
 * extension follows the recorded type (mp4, wav, aac, otherwise webm).
 */
export const VENT_RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/mp4', 'audio/aac', 'audio/wav'] as const;

export function ventFileExtension(mimeType: string): 'mp4' | 'wav' | 'aac' | 'webm' {
  if (mimeType.includes('mp4')) return 'mp4';
  if (mimeType.includes('wav')) return 'wav';
  if (mimeType.includes('aac')) return 'aac';
  return 'webm';
}
