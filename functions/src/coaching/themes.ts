/** The situations the coach recognises. `general` is the fallback when nothing specific stands out. */
export const THEMES = [
  'performance_nerves',
  'choking_mistake',
  'overload',
  'procrastination',
  'conflict',
  'sleep',
  'exhaustion',
  'setback',
  'self_doubt',
  'perfectionism',
  'decision',
  'anger',
  'uncertainty',
  'loneliness',
  'comeback',
  'boundaries',
  'hard_talk',
  'caring',
  'asking_help',
  'grief',
  'critical_incident',
  'study',
  'endurance',
  'general',
] as const;
export type Theme = (typeof THEMES)[number];

export const TIMINGS = ['before', 'during', 'after', 'ongoing'] as const;
export type Timing = (typeof TIMINGS)[number];

/** Plain-word labels used in summaries; no clinical vocabulary. */
export const THEME_LABELS: Record<Theme, string> = {
  performance_nerves: 'Nerves',
  choking_mistake: 'A mistake under pressure',
  overload: 'Too much on your plate',
  procrastination: 'Putting things off',
  conflict: 'Tension with someone',
  sleep: 'Sleep',
  exhaustion: 'Running on empty',
  setback: 'A setback',
  self_doubt: 'Self-doubt',
  perfectionism: 'Perfectionism',
  decision: 'A hard decision',
  anger: 'Anger and frustration',
  uncertainty: 'Uncertainty and change',
  loneliness: 'Feeling alone',
  comeback: 'Coming back',
  boundaries: 'Saying no',
  hard_talk: 'A hard conversation ahead',
  caring: 'Looking after someone',
  asking_help: 'Asking for help',
  grief: 'Grief',
  critical_incident: 'After a hard call',
  study: 'Studying under pressure',
  endurance: 'A long effort',
  general: 'Stress',
};
