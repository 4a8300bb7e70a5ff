/**
 * The coaching port. Adapters (built-in engine, Bedrock) implement `CoachModel`; handlers only see
 * this file. Every answer carries one markdown `coachingTip` with exactly the spec's two sections.
 */
export interface CoachRequest {
  situation: string;
  background?: string;
}

export interface RebriefRequest extends CoachRequest {
  previousTip: string;
  feedback: string;
}

export interface SuggestedVideo {
  title: string;
  url: string;
  thumbnail: string;
}

export interface CoachAnswer {
  brief: string;
  fas: string;
  summary: string;
  skillId: string;
  theme: string;
  coachingTip: string;
  suggestedVideo: SuggestedVideo;
  /** Nothing stood out clearly: a broadly useful skill and one question instead of a guess. */
  weakReading?: boolean;
}

export interface CoachModel {
  tip(req: CoachRequest): Promise<CoachAnswer>;
  rebrief(req: RebriefRequest): Promise<CoachAnswer>;
}

export const BRIEFS_HEADING = '**B.R.I.E.F.S. Response:**';
export const FAS_HEADING = '**F.A.S. (Functional Actionable Skill):**';

export function composeCoachingTip(brief: string, fas: string): string {
  return `${BRIEFS_HEADING}\n${brief.trim()}\n\n${FAS_HEADING}\n${fas.trim()}`;
}

export interface ParsedTip {
  brief: string;
  fas: string;
}

/**
 * Splits a tip back into its two sections. Returns null unless each heading appears exactly once
 * and in the right order, so a malformed model answer is rejected rather than half-shown.
 */
export function parseCoachingTip(tip: string): ParsedTip | null {
  const text = tip.replace(/\r\n?/g, '\n');
  const briefAt = text.indexOf(BRIEFS_HEADING);
  const fasAt = text.indexOf(FAS_HEADING);
  if (briefAt === -1 || fasAt === -1 || fasAt < briefAt) return null;
  if (text.indexOf(BRIEFS_HEADING, briefAt + 1) !== -1 || text.indexOf(FAS_HEADING, fasAt + 1) !== -1) return null;
  const brief = text.slice(briefAt + BRIEFS_HEADING.length, fasAt).trim();
  const fas = text.slice(fasAt + FAS_HEADING.length).trim();
  if (!brief || !fas) return null;
  return { brief, fas };
}
