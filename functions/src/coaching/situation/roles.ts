import { OTHER_ROLES } from './roles-other.ts';
import { SPORT_ROLES } from './roles-sport.ts';

/**
 * The person's world, read from the Pre-B.R.I.E.F background (or the situation), so that examples
 * talk about a swimmer's race or a nurse's shift rather than "your task".
 */
export interface RoleWorld {
  role: string;
  /** With article, for sentences like "as a swimmer". */
  label: string;
  event: string;
  place: string;
  people: string;
  isWork: boolean;
}

export type RoleEntry = readonly [RegExp, RoleWorld];

/** Most specific first: "swimmer" must win over the generic "athlete". */
const ROLES: readonly RoleEntry[] = [...SPORT_ROLES, ...OTHER_ROLES];

export const GENERIC_WORLD: RoleWorld = {
  role: 'person',
  label: '',
  event: 'big moment',
  place: 'where you are',
  people: 'the other person',
  isWork: false,
};

export function readRole(text: string): RoleWorld | undefined {
  for (const [pattern, world] of ROLES) if (pattern.test(text)) return world;
  return undefined;
}
