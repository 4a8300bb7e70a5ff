/**
 * A linear text head as the trainers in `functions/eval/coach/*-head/` export it: one logistic
 * regression over a message's words and word pairs (sublinear tf-idf, unit length) beside its meaning
 * (the sentence encoder's vector for the whole message), weights stored as int8 rows with a scale.
 */
export interface StoredTextHead {
  classes: string[];
  terms: string[];
  idf: number[];
  bias: number[];
  weights: string[];
  scales: number[];
  meaning: number;
  meaningWeights: string[];
  meaningScales: number[];
}

export interface TextHead {
  classes: readonly string[];
  index: ReadonlyMap<string, number>;
  idf: readonly number[];
  bias: readonly number[];
  weights: readonly Int8Array[];
  scales: readonly number[];
  meaning: number;
  meaningWeights: readonly Int8Array[];
  meaningScales: readonly number[];
}

const decode = (encoded: string) => new Int8Array(Buffer.from(encoded, 'base64'));

export function loadTextHead(raw: StoredTextHead): TextHead {
  return {
    classes: raw.classes,
    index: new Map(raw.terms.map((term, i) => [term, i])),
    idf: raw.idf,
    bias: raw.bias,
    weights: raw.weights.map(decode),
    scales: raw.scales,
    meaning: raw.meaning,
    meaningWeights: raw.meaningWeights.map(decode),
    meaningScales: raw.meaningScales,
  };
}

/** Sklearn's word pattern (`\b\w\w+\b`): runs of two or more letters, digits or underscores. */
const WORD = /[\p{L}\p{N}_]{2,}/gu;

/** Sublinear tf-idf over words and word pairs, scaled to unit length, as the trainer builds it. */
function features(text: string, model: TextHead): Map<number, number> {
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

/** Every class's probability for this text and meaning vector, in the trainer's order of classes. */
export function classProbabilities(model: TextHead, text: string, whole: Float32Array): number[] {
  const found = features(text, model);
  const logits = model.classes.map((_, k) => {
    const weights = model.weights[k] as Int8Array;
    let words = 0;
    for (const [at, value] of found) words += value * (weights[at] ?? 0);
    const meaningWeights = model.meaningWeights[k] as Int8Array;
    let meaning = 0;
    for (let i = 0; i < whole.length; i++) meaning += (whole[i] ?? 0) * (meaningWeights[i] ?? 0);
    return (
      (model.bias[k] ?? 0) + words * (model.scales[k] ?? 0) + meaning * model.meaning * (model.meaningScales[k] ?? 0)
    );
  });
  const top = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp(logit - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}
