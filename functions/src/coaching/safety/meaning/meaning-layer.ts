import type { CrisisCategory, SafetyLevel } from '@briefs/shared';
import type { MeaningBank, Thresholds } from './bank.ts';
import type { SentenceEncoder } from './sentence-encoder.ts';
import { meaningUnits } from './sentences.ts';

const TOP = 5;
const SHORT_WORDS = 4;

export interface MeaningRead {
  level: SafetyLevel;
  /** The most crisis-like unit's margin: mean of its top-5 cosines to the crisis bank minus to the safe bank. */
  score: number;
  /** The category most of that unit's nearest crisis neighbours carry. */
  category: CrisisCategory;
  /** How many words the encoder read. */
  words: number;
}

function topMean(vector: Float32Array, bank: readonly Float32Array[], into?: number[]): number {
  const best: Array<[number, number]> = [];
  for (let b = 0; b < bank.length; b++) {
    const row = bank[b] as Float32Array;
    let dot = 0;
    for (let i = 0; i < row.length; i++) dot += (row[i] as number) * (vector[i] as number);
    if (best.length < TOP || dot > (best[best.length - 1] as [number, number])[0]) {
      best.push([dot, b]);
      best.sort((x, y) => y[0] - x[0]);
      if (best.length > TOP) best.pop();
    }
  }
  if (into) into.push(...best.map(([, index]) => index));
  return best.reduce((sum, [dot]) => sum + dot, 0) / Math.max(1, best.length);
}

/**
 * The learned meaning layer: reads each sentence against a bank of crisis sentences and a bank of
 * everyday ones (sport, work, medicine, the stage, idioms), and reports the most crisis-like.
 */
export class MeaningLayer {
  constructor(
    private readonly encoder: SentenceEncoder,
    private readonly bank: MeaningBank,
    readonly thresholds: Thresholds = bank.thresholds,
  ) {}

  async read(text: string, context = false): Promise<MeaningRead> {
    const units = meaningUnits(text);
    if (units.length === 0) return { level: 'ok', score: -1, category: 'indirect', words: 0 };
    const vectors = await this.encoder.embed(units);
    let score = -Infinity;
    let neighbours: number[] = [];
    for (const vector of vectors) {
      const near: number[] = [];
      const margin = topMean(vector, this.bank.crisis, near) - topMean(vector, this.bank.safe);
      if (margin > score) {
        score = margin;
        neighbours = near;
      }
    }
    const words = units.join(' ').split(' ').length;
    return {
      level: this.levelFor(score, context ? Number.POSITIVE_INFINITY : words),
      score,
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
