import { ACTION } from './action.ts';
import { CALM_BODY } from './calm-body.ts';
import { PERFORMANCE } from './performance.ts';
import { REST_CONNECT } from './rest-connect.ts';
import { THINKING } from './thinking.ts';
import type { Intervention } from './types.ts';

export type { Intervention, SkillKind } from './types.ts';

export const INTERVENTIONS: readonly Intervention[] = [
  ...CALM_BODY,
  ...PERFORMANCE,
  ...THINKING,
  ...ACTION,
  ...REST_CONNECT,
];

const BY_ID = new Map(INTERVENTIONS.map((skill) => [skill.id, skill]));

export function interventionById(id: string): Intervention | undefined {
  return BY_ID.get(id);
}
