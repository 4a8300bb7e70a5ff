import type { CheckInResult, CrisisResult } from '@briefs/shared';

const BRIEFS_HEADING = '**B.R.I.E.F.S. Response:**';
const FAS_HEADING = '**F.A.S. (Functional Actionable Skill):**';

export interface TipSections {
  brief: string;
  fas: string;
}

/**
 * Splits a coachingTip into its two marked sections (spec §3). A tip without the markers is shown
 * whole as the B.R.I.E.F, so an unexpected answer is still readable rather than lost.
 */
export function splitCoachingTip(tip: string): TipSections {
  const text = tip.replace(/\r\n?/g, '\n');
  const briefAt = text.indexOf(BRIEFS_HEADING);
  const fasAt = text.indexOf(FAS_HEADING);
  if (fasAt === -1) {
    const brief = briefAt === -1 ? text : text.slice(briefAt + BRIEFS_HEADING.length);
    return { brief: brief.trim(), fas: '' };
  }
  const briefStart = briefAt !== -1 && briefAt < fasAt ? briefAt + BRIEFS_HEADING.length : 0;
  return {
    brief: text.slice(briefStart, fasAt).trim(),
    fas: text.slice(fasAt + FAS_HEADING.length).trim(),
  };
}

/** Whether an answer (from any call the gate screens) is a check-in instead of the thing asked for. */
export function isCheckIn(answer: object): answer is CheckInResult {
  return 'checkIn' in answer && typeof answer.checkIn === 'object' && answer.checkIn !== null;
}

export function isCrisis(answer: object): answer is CrisisResult {
  return 'crisis' in answer && typeof answer.crisis === 'object' && answer.crisis !== null;
}
