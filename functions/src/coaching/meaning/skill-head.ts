import stored from '../../../data/coaching/skill-head.json' with { type: 'json' };
import { classProbabilities, loadTextHead, type StoredTextHead, type TextHead } from './linear-text-head.ts';

/**
 * The skill head: which skill a coach would give for a message, read from its words and word pairs
 * beside its meaning vector, one logistic regression over the library's skills and "none", trained by
 * `functions/eval/coach/skill-head/train.py` on the one skill outside coaches chose for each of 3,043
 * first-seen situations (and the others they called a clear fit). Each skill's log-probability is
 * lowered by a small penalty learned so that no skill is chosen for more than a tenth of the
 * situations held out. Without the meaning vector it says nothing: the words alone were not what it
 * was calibrated on.
 */
interface StoredSkillHead extends StoredTextHead {
  /** How much one unit of log-probability weighs against the rule engine's points. */
  weight: number;
  /** Skills whose rule score trails the rules' best by more than this are out of the head's reach. */
  margin: number;
  penalties: Record<string, number>;
}

const settings = stored as StoredSkillHead;
let head: TextHead | undefined;

export const SKILL_HEAD_WEIGHT = settings.weight;
export const SKILL_HEAD_MARGIN = settings.margin;

/**
 * A skill added after the head was trained, split from one it was trained on: it borrows that
 * skill's score, so where the rules prefer it (an exhausted student: sleep and study blocks rather
 * than another study task) the head's liking for its parent does not outvote them. Remove an entry
 * once labels for the new skill are gathered and the head is retrained.
 */
const STANDS_IN_FOR: Readonly<Record<string, string>> = { 'sleep-protected-revision': 'retrieval-practice' };

/** How the head scores each skill for one message. */
export interface SkillHeadRead {
  /**
   * The skill's penalised log-probability; a skill the head was never trained on gets the score of
   * the skill it was split from, or else the median.
   */
  scoreOf(skillId: string): number;
}

/** The head's read of one message; undefined without its meaning vector. */
export function readSkillHead(text: string, whole: Float32Array | undefined): SkillHeadRead | undefined {
  if (!whole) return undefined;
  head ??= loadTextHead(settings);
  const probabilities = classProbabilities(head, text, whole);
  const scores = new Map(
    head.classes.map((skill, k) => [
      skill,
      Math.log(Math.max(probabilities[k] ?? 0, 1e-6)) - (settings.penalties[skill] ?? 0),
    ]),
  );
  const sorted = [...scores.values()].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const scoreOf = (skillId: string): number => {
    const stored = scores.get(skillId);
    if (stored !== undefined) return stored;
    const standIn = STANDS_IN_FOR[skillId];
    return standIn ? (scores.get(standIn) ?? median) : median;
  };
  return { scoreOf };
}
