import type { Theme, Timing } from '../themes.ts';

/**
 * What kind of skill it is, so a video can fit it without teaching that exact technique: a general
 * talk on focus fits any performance-mind skill, a breathing video fits only breathing skills.
 */
export type SkillKind =
  | 'breathing'
  | 'body'
  | 'sleep'
  | 'performance-mind'
  | 'thinking'
  | 'feelings'
  | 'action'
  | 'decision'
  | 'connection';

/**
 * One evidence-based skill. Steps and cue may contain {event} and {place}, filled in from the
 * person's world (a swimmer's race behind the blocks, a nurse's shift on the ward), {people}, and
 * {them}: the person they were sharp with when the text names them, else "them".
 */
export interface Intervention {
  id: string;
  kind: SkillKind;
  name: string;
  /** Authors and year of the research the skill rests on. */
  source: string;
  /** Best fit first: the order weighs in skill selection. */
  themes: readonly Theme[];
  timing: readonly Timing[];
  durationSeconds: number;
  /** Usable unnoticed in a meeting, a classroom or on a start line. */
  discreet: boolean;
  usesBreath: boolean;
  /**
   * Made for the last minutes before the moment or the middle of it ("your heart is pounding in the
   * last minutes before…"): not the tip for the night before.
   */
  lastMinutes?: boolean;
  /** A reframe made for this skill's situation; replaces the theme's reframe in the brief. */
  frame?: string;
  /** Works over days (a study schedule, a weekly plan): not for the last hours before the moment. */
  needsDays?: boolean;
  /** One plain line on why it works. */
  why: string;
  steps: readonly string[];
  /** When to use it; rendered after "Use it when". */
  cue: string;
  /**
   * Its steps are the talk with the person in front of them (a child sobbing in the shop, a friend in
   * tears): its minutes are spent with them, so the time left in the middle of it does not rule it out.
   */
  withThem?: boolean;
  /** The same skill in words for a teenager, where the steps are made for a young child. */
  forTeenager?: Pick<Intervention, 'frame' | 'steps' | 'cue'>;
}
