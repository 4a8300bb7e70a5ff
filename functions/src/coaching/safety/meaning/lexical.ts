/**
 * The meaning head's lexical feature: a logistic regression over the word unigrams and bigrams of the
 * meaning units (the gate's normalised form), present or not, trained offline beside the head by
 * functions/eval/safety/head/export-head.py. The encoder hears "done" in "I'm so done with this
 * commute" and in a goodbye alike; the words around it (a commute, a deadline, a named colleague)
 * are what the table weighs. One lookup per word pair.
 */
export interface LexicalTable {
  bias: number;
  /** Weight of each unigram or bigram ("so done"); a gram not listed weighs nothing. */
  grams: Record<string, number>;
}

/** The tokeniser export-head.py uses: ASCII letters, digits and apostrophes. */
const TOKEN = /[a-z0-9']+/g;

export class LexicalModel {
  private readonly weights: Map<string, number>;
  private readonly bias: number;

  constructor(table: LexicalTable) {
    // A Map, so that a unit reading "constructor" or "__proto__" finds no inherited property.
    this.weights = new Map(Object.entries(table.grams));
    this.bias = table.bias;
  }

  score(units: readonly string[]): number {
    const seen = new Set<string>();
    for (const unit of units) {
      const words = unit.match(TOKEN) ?? [];
      for (let i = 0; i < words.length; i++) {
        seen.add(words[i] as string);
        if (i > 0) seen.add(`${words[i - 1]} ${words[i]}`);
      }
    }
    let score = this.bias;
    for (const gram of seen) score += this.weights.get(gram) ?? 0;
    return score;
  }
}
