import { ACTION } from './action.ts';
import { CALM_BODY } from './calm-body.ts';
import { CONVERSATIONS } from './conversations.ts';
import { MONEY } from './money.ts';
import { PERFORMANCE } from './performance.ts';
import { PRACTICE } from './practice.ts';
import { REST_CONNECT } from './rest-connect.ts';
import { STUDY_SPORT_LOSS } from './study-sport-loss.ts';
import { THINKING } from './thinking.ts';
import type { Intervention } from './types.ts';

export type { Intervention, SkillKind } from './types.ts';

export const INTERVENTIONS: readonly Intervention[] = [
  ...CALM_BODY,
  ...PERFORMANCE,
  ...THINKING,
  ...ACTION,
  ...MONEY,
  ...REST_CONNECT,
  ...CONVERSATIONS,
  ...STUDY_SPORT_LOSS,
  ...PRACTICE,
];

const BY_ID = new Map(INTERVENTIONS.map((skill) => [skill.id, skill]));

export function interventionById(id: string): Intervention | undefined {
  return BY_ID.get(id);
}
