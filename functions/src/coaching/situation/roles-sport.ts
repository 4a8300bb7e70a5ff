import type { RoleEntry, RoleWorld } from './roles.ts';

const sport = (role: string, label: string, event: string, place: string): RoleWorld => ({
  role,
  label,
  event,
  place,
  people: 'your coach or teammates',
  isWork: false,
});

/** Specific sports first, then the generic athlete. */
export const SPORT_ROLES: readonly RoleEntry[] = [
  [
    /\b(?:swimmer|swimming|swim meet|200 free|100 fly|freestyle|backstroke|breaststroke)\b/,
    sport('swimmer', 'a swimmer', 'race', 'behind the blocks'),
  ],
  [
    /\b(?:runner|marathon|half-marathon|sprinter|track meet|track and field|5k|10k|cross[- ]country|hurdles|400m|800m|1500m)\b/,
    sport('runner', 'a runner', 'race', 'on the start line'),
  ],
  [
    /\b(?:gymnast|gymnastics|beam|vault|floor routine)\b/,
    sport('gymnast', 'a gymnast', 'routine', 'at the edge of the floor'),
  ],
  [/\b(?:golfer|golf|tee shot|putt)\b/, sport('golfer', 'a golfer', 'round', 'on the tee')],
  [
    /\b(?:tennis|double fault|second serve|tiebreak)\b/,
    sport('tennis player', 'a tennis player', 'match', 'at the baseline'),
  ],
  [
    /\b(?:basketball|free throw|point guard)\b/,
    sport('basketball player', 'a basketball player', 'game', 'on the court'),
  ],
  [
    /\b(?:footballer|soccer|striker|goalkeeper|penalty kick|midfielder|quarterback)\b/,
    sport('footballer', 'a footballer', 'match', 'on the pitch'),
  ],
  [/\b(?:cyclist|cycling|crit|time trial)\b/, sport('cyclist', 'a cyclist', 'race', 'on the start line')],
  [
    /\b(?:athlete|player|sport|season|competition|tournament|my coach|teammates?|(?:at|after|in) practice|training camp|weigh-?ins?)\b/,
    sport('athlete', 'an athlete', 'competition', 'in the warm-up area'),
  ],
];
