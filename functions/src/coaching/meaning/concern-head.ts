import stored from '../../../data/coaching/concern-head.json' with { type: 'json' };
import { classProbabilities, loadTextHead, type StoredTextHead, type TextHead } from './linear-text-head.ts';

/**
 * The concern head: which family of concern a message carries (`data/coaching/stake-families.json`),
 * read from its words and word pairs (tf-idf) beside its meaning (the sentence encoder's vector for the
 * whole message, already read to choose the skill), one logistic regression over the families and
 * "none", trained on 2,683 labelled first-seen situations by `functions/eval/coach/concern-head/train.py`.
 * Without the meaning vector (no encoder, or it failed) it names nothing: the words alone were not
 * what it was calibrated on.
 */
export interface ConcernReading {
  family: string;
  probability: number;
}

let head: TextHead | undefined;
const threshold = (stored as { threshold: number }).threshold;

/** Every family's probability for this text and meaning vector (the classes in the trainer's order). */
export function concernProbabilities(text: string, whole: Float32Array): Array<ConcernReading> {
  head ??= loadTextHead(stored as StoredTextHead);
  const probabilities = classProbabilities(head, text, whole);
  return head.classes.map((family, k) => ({ family, probability: probabilities[k] ?? 0 }));
}

/**
 * The families the message may carry, most likely first: never "none", and none the head gives less
 * than the trainer's floor. The caller says the first whose lines fit their words; a second family is
 * often what a labeller named too.
 */
export function likelyConcernFamilies(text: string, whole: Float32Array | undefined): ConcernReading[] {
  if (!whole) return [];
  return concernProbabilities(text, whole)
    .filter(({ family, probability }) => family !== 'none' && probability >= threshold)
    .sort((a, b) => b.probability - a.probability);
}
