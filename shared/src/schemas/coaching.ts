import type { CrisisCategory } from './safety.ts';

/** API response shapes for coaching calls (/upload-text, /upload-video, /rebrief, vent tips). */
export interface CoachingVideo {
  title: string;
  url: string;
  thumbnail: string;
}

/** `coachingTip` holds the two marked sections: '**B.R.I.E.F.S. Response:**' and '**F.A.S. (Functional Actionable Skill):**'. */
export interface CoachingResult {
  coachingTip: string;
  transcript: string;
  suggestedVideo: CoachingVideo;
  summary?: string;
  requestId?: string;
}

export type CrisisResourceId =
  | 'lifeline'
  | 'crisisTextLine'
  | 'emergency'
  | 'helplineDirectory'
  | 'poisonControl'
  | 'domesticViolence'
  | 'sexualAssault'
  | 'childAbuse'
  | 'elderAbuse';

/** One-tap actions: `call` and `text` are tel:/sms: links, `url` a web page. */
export interface CrisisResource {
  id: CrisisResourceId;
  label: string;
  call?: string;
  text?: string;
  url?: string;
}

/**
 * Starts each line of `message` that names a helpline in plain text, for answers read without
 * buttons; a screen that shows `resources` as buttons leaves those lines out.
 */
export const CRISIS_LINE_BULLET = '• ';

export interface CrisisPayload {
  /** Which kind of crisis the answer is written for; its own lines come first in `resources`. */
  category: CrisisCategory;
  /** Lines separated by '\n': the opening words first, helplines marked with `CRISIS_LINE_BULLET`. */
  message: string;
  resources: CrisisResource[];
}

/** Answered instead of coaching when the safety gate finds a crisis: no tip, no token charge. */
export interface CrisisResult {
  crisis: CrisisPayload;
  transcript: string;
}
