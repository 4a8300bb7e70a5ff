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

/** The clause where the person says what they are: "I'm a paramedic", "as a new teacher", "I work as". */
const OWN_ROLE =
  /\b(?:(?:i'm|i am|im|i work as|i've been|working as|my job as|my first (?:day|week|shift) as) (?:an? |the )?|as (?:an?|the) (?:new )?)((?:[a-z'-]+ ){0,2}[a-z'-]+)/g;

export function readOwnRole(text: string): RoleWorld | undefined {
  for (const match of text.matchAll(OWN_ROLE)) {
    const role = match[1] ? readRole(match[1]) : undefined;
    if (role) return role;
  }
  return undefined;
}
