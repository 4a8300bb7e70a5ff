import type { CrisisCategory, SafetyLevel } from '@briefs/shared';
import type { MeaningBank, Thresholds } from './bank.ts';
import { BankMatrix } from './bank-matrix.ts';
import { headScores, lexicalOf, type MeaningFeatures } from './head.ts';
import type { SentenceEncoder } from './sentence-encoder.ts';
import { meaningUnits } from './sentences.ts';

const TOP = 5;
/** A sentence this close to a labelled crisis unit is at least a check-in, whatever the head says. */
const NEAR_COPY = 0.95;
const SHORT_WORDS = 4;

export interface MeaningRead {
  level: SafetyLevel;
  /** The head's score (without a head: the margin); the thresholds apply to it. */
  score: number;
  /** The same score for a message in which the word layers found a risk word. */
  sweptScore: number;
  /** The most crisis-like unit's margin: mean of its top-5 cosines to the crisis bank minus to the safe bank. */
  margin: number;
  /** The category most of that unit's nearest crisis neighbours carry. */
  category: CrisisCategory;
  /** How many words the encoder read. */
  words: number;
}

/** Mean of the TOP largest cosines in `cosines[from, from + count)` and the largest; `into` gets their row numbers. */
function topMean(cosines: Float32Array, from: number, count: number, into?: number[]): [number, number] {
  const values: number[] = [];
  const rows: number[] = [];
  for (let row = 0; row < count; row++) {
    const cosine = cosines[from + row] as number;
    if (values.length === TOP && cosine <= (values[TOP - 1] as number)) continue;
    // After every value at least as large, so that ties keep the earlier row first.
    let at = values.length;
    while (at > 0 && (values[at - 1] as number) < cosine) at--;
    values.splice(at, 0, cosine);
    rows.splice(at, 0, row);
    if (values.length > TOP) {
      values.pop();
      rows.pop();
    }
  }
  if (into) into.push(...rows);
  return [values.reduce((sum, cosine) => sum + cosine, 0) / Math.max(1, values.length), values[0] ?? 0];
}

/**
 * The learned meaning layer: reads each sentence against a bank of crisis sentences and a bank of
 * everyday ones (sport, work, medicine, the stage, idioms), and reports the most crisis-like.
 */
export class MeaningLayer {
  private readonly crisisBank: BankMatrix;
  private readonly safeBank: BankMatrix;

  constructor(
    private readonly encoder: SentenceEncoder,
    private readonly bank: MeaningBank,
    readonly thresholds: Thresholds = bank.thresholds,
  ) {
    this.crisisBank = new BankMatrix(bank.crisis, bank.dims);
    this.safeBank = new BankMatrix(bank.safe, bank.dims);
  }

  /** Copies the banks into the cosine kernel's memory and builds the head's word table, so that the first message does not wait for them. */
  prepare(): void {
    this.crisisBank.load();
    this.safeBank.load();
    if (this.bank.head) lexicalOf(this.bank.head);
  }

  async read(text: string, context = false): Promise<MeaningRead> {
    const units = meaningUnits(text);
    if (units.length === 0)
      return { level: 'ok', score: -1, sweptScore: -1, margin: -1, category: 'indirect', words: 0 };
    const vectors = await this.encoder.embed(units);
    const toCrisis = this.crisisBank.cosines(vectors);
    const toSafe = this.safeBank.cosines(vectors);
    const margins: number[] = [];
    let best = 0;
    let top = { crisis: [0, 0], safe: [0, 0] };
    let neighbours: number[] = [];
    let nearest = -1;
    for (let unit = 0; unit < vectors.length; unit++) {
      const near: number[] = [];
      const crisis = topMean(toCrisis, unit * this.crisisBank.size, this.crisisBank.size, near);
      const safe = topMean(toSafe, unit * this.safeBank.size, this.safeBank.size);
      margins.push(crisis[0] - safe[0]);
      nearest = Math.max(nearest, crisis[1]);
      if (unit === 0 || (margins[unit] as number) > (margins[best] as number)) {
        best = unit;
        top = { crisis, safe };
        neighbours = near;
      }
    }
    const words = units.join(' ').split(' ').length;
    const margin = margins[best] as number;
    const sorted = [...margins].sort((a, b) => b - a);
    const features: MeaningFeatures = {
      margin,
      crisisTop5: top.crisis[0] as number,
      crisisTop1: top.crisis[1] as number,
      safeTop5: top.safe[0] as number,
      safeTop1: top.safe[1] as number,
      meanMargin: margins.reduce((sum, m) => sum + m, 0) / margins.length,
      secondMargin: sorted[1] ?? margin,
      units: units.length,
      words,
      vector: vectors[best] as Float32Array,
      text,
      unitTexts: units,
    };
    const head = this.bank.head ? headScores(this.bank.head, features) : { score: margin, riskWord: 0 };
    const t = this.thresholds;
    const score = nearest >= NEAR_COPY ? Math.max(head.score, t.checkIn, t.shortCheckIn) : head.score;
    const sweptScore = head.score + head.riskWord;
    return {
      level: this.levelFor(score, context ? Number.POSITIVE_INFINITY : words),
      score,
      sweptScore: nearest >= NEAR_COPY ? Math.max(sweptScore, t.sweepSafe) : sweptScore,
      margin,
      category: this.majority(neighbours),
      words,
    };
  }

  private levelFor(score: number, words: number): SafetyLevel {
    const t = this.thresholds;
    // A few words carry too little for the encoder to tell a crisis from a name or a greeting: ask, never decide.
    if (score >= t.crisis && words > SHORT_WORDS) return 'crisis';
    if (score >= (words <= SHORT_WORDS ? t.shortCheckIn : t.checkIn)) return 'check_in';
    return 'ok';
  }

  private majority(indices: readonly number[]): CrisisCategory {
    const votes = new Map<CrisisCategory, number>();
    for (const index of indices) {
      const category = this.bank.crisisCategories[index] ?? 'indirect';
      votes.set(category, (votes.get(category) ?? 0) + 1);
    }
    let best: CrisisCategory = 'indirect';
    let most = 0;
    for (const [category, count] of votes) {
      if (count > most) {
        best = category;
        most = count;
      }
    }
    return best;
  }
}
