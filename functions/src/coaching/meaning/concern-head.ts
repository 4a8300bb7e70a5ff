import stored from '../../../data/coaching/concern-head.json' with { type: 'json' };

/**
 * The concern head: which family of concern a message carries (`data/coaching/stake-families.json`),
 * read from its words and word pairs (tf-idf, one logistic regression over the families and "none"),
 * trained on 2,683 labelled first-seen situations by `functions/eval/coach/concern-head/train.py`.
 * Words, not the sentence encoder: it answers in well under a millisecond, on the keyword path too.
 */
interface StoredHead {
  threshold: number;
  classes: string[];
  terms: string[];
  idf: number[];
  bias: number[];
  weights: string[];
  scales: number[];
}

export interface ConcernReading {
  family: string;
  probability: number;
}

interface Head {
  threshold: number;
  classes: readonly string[];
  index: ReadonlyMap<string, number>;
  idf: readonly number[];
  bias: readonly number[];
  weights: readonly Int8Array[];
  scales: readonly number[];
}

let head: Head | undefined;

function loadHead(): Head {
  if (head) return head;
  const raw = stored as StoredHead;
  head = {
    threshold: raw.threshold,
    classes: raw.classes,
    index: new Map(raw.terms.map((term, i) => [term, i])),
    idf: raw.idf,
    bias: raw.bias,
    weights: raw.weights.map((encoded) => new Int8Array(Buffer.from(encoded, 'base64'))),
    scales: raw.scales,
  };
  return head;
}

/** Sklearn's word pattern (`\b\w\w+\b`): runs of two or more letters, digits or underscores. */
const WORD = /[\p{L}\p{N}_]{2,}/gu;

/** Sublinear tf-idf over words and word pairs, scaled to unit length, as the trainer builds it. */
function features(text: string, model: Head): Map<number, number> {
  const words = text.toLowerCase().match(WORD) ?? [];
  const counts = new Map<number, number>();
  const add = (term: string) => {
    const at = model.index.get(term);
    if (at !== undefined) counts.set(at, (counts.get(at) ?? 0) + 1);
  };
  words.forEach((word, i) => {
    add(word);
    if (i > 0) add(`${words[i - 1]} ${word}`);
  });
  let norm = 0;
  for (const [at, count] of counts) {
    const value = (1 + Math.log(count)) * (model.idf[at] ?? 0);
    counts.set(at, value);
    norm += value * value;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [at, value] of counts) counts.set(at, value / norm);
  return counts;
}

/** Every family's probability for this text (the classes in the trainer's order). */
export function concernProbabilities(text: string): Array<ConcernReading> {
  const model = loadHead();
  const found = features(text, model);
  const logits = model.classes.map((_, k) => {
    const weights = model.weights[k] as Int8Array;
    let sum = model.bias[k] ?? 0;
    for (const [at, value] of found) sum += value * (weights[at] ?? 0) * (model.scales[k] ?? 0);
    return sum;
  });
  const top = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp(logit - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return model.classes.map((family, k) => ({ family, probability: (exps[k] ?? 0) / total }));
}

/** The family the words carry, when the head is sure enough of one (never "none"). */
export function readConcernFamily(text: string): ConcernReading | undefined {
  const model = loadHead();
  const best = concernProbabilities(text).reduce((a, b) => (b.probability > a.probability ? b : a));
  return best.family !== 'none' && best.probability >= model.threshold ? best : undefined;
}
