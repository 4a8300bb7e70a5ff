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

export interface CrisisPayload {
  /** Which kind of crisis the answer is written for; its own lines come first in `resources`. */
  category: CrisisCategory;
  message: string;
  resources: CrisisResource[];
}

/** Answered instead of coaching when the safety gate finds a crisis: no tip, no token charge. */
export interface CrisisResult {
  crisis: CrisisPayload;
  transcript: string;
}
