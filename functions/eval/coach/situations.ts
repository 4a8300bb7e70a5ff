import { readFileSync } from 'node:fs';
import type { Theme, Timing } from '../../src/coaching/themes.ts';

/**
 * Labelled situations for the coach eval (`functions/data/coaching/eval-situations.json`), written
 * the way people type them: a theme label for coaching cases, or `crisis: true` for cases the safety
 * gate must stop before any coaching. The later entries were found by reading answers (twenty
 * answers, a nurse's answer and twenty-five fresh situations), each once misread.
 */
export interface LabelledSituation {
  situation: string;
  background?: string;
  theme?: Theme;
  /** When set, the reading must get the timing right too. */
  timing?: Timing;
  /** When set, the skill must be one of these (a family of skills that fit). */
  skills?: readonly string[];
  crisis?: boolean;
}

const DATA = new URL('../../data/coaching/eval-situations.json', import.meta.url);

export const EVAL_SITUATIONS: readonly LabelledSituation[] = JSON.parse(readFileSync(DATA, 'utf8'));
