import type { CrisisCategory, SafetyLevel } from '@briefs/shared';
import type { MeaningBank } from './bank.ts';
import { BankMatrix } from './bank-matrix.ts';
import { headScores, lexicalOf, type MeaningFeatures } from './head.ts';

const TOP = 5;
/** A sentence this close to a labelled crisis unit is at least a check-in, whatever the head says. */
const NEAR_COPY = 0.95;
const SHORT_WORDS = 4;

/** What one bank and its head read in a message. */
export interface HeadRead {
  /** The level for a message in which the word layers found no risk word. */
  level: SafetyLevel;
  /** The level for a message in which they found one: 'ok' reads it in its everyday sense. */
  sweptLevel: SafetyLevel;
  /** The head's score (without a head: the margin); the thresholds apply to it. */
  score: number;
  /** The same score for a message in which the word layers found a risk word. */
  sweptScore: number;
  /** The most crisis-like unit's margin: mean of its top-5 cosines to the crisis bank minus to the safe bank. */
  margin: number;
  /** The category most of that unit's nearest crisis neighbours carry. */
  category: CrisisCategory;
}

/** The units of one message, embedded once and read by every bank. */
export interface EmbeddedMessage {
  text: string;
  units: readonly string[];
  vectors: readonly Float32Array[];
  words: number;
  /** A text that accompanies the main words: the few-words rule does not apply. */
  context: boolean;
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
 * One bank of crisis sentences and everyday ones (sport, work, medicine, the stage, idioms) with the
 * head trained on it: reads a message's most crisis-like unit against both banks and scores it.
 */
export class BankReader {
  private readonly crisisBank: BankMatrix;
  private readonly safeBank: BankMatrix;
  /** What is kept of the bank besides its vectors, which live in the kernel's memory once loaded. */
  private readonly head: MeaningBank['head'];
  private readonly thresholds: MeaningBank['thresholds'];
  private readonly crisisCategories: MeaningBank['crisisCategories'];

  constructor(bank: MeaningBank) {
    this.crisisBank = new BankMatrix(bank.crisis, bank.dims);
    this.safeBank = new BankMatrix(bank.safe, bank.dims);
    this.head = bank.head;
    this.thresholds = bank.thresholds;
    this.crisisCategories = bank.crisisCategories;
  }

  /** Copies the banks into the cosine kernel's memory and builds the head's word table. */
  prepare(): void {
    this.crisisBank.load();
    this.safeBank.load();
    if (this.head) lexicalOf(this.head);
  }

  read(message: EmbeddedMessage): HeadRead {
    const { vectors } = message;
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
      units: message.units.length,
      words: message.words,
      vector: vectors[best] as Float32Array,
      text: message.text,
      unitTexts: message.units,
    };
    const head = this.head ? headScores(this.head, features) : { score: margin, riskWord: 0 };
    const t = this.thresholds;
    const nearCopy = nearest >= NEAR_COPY;
    const score = nearCopy ? Math.max(head.score, t.checkIn, t.shortCheckIn) : head.score;
    const sweptScore = nearCopy ? Math.max(head.score + head.riskWord, t.sweepSafe) : head.score + head.riskWord;
    return {
      level: this.levelFor(score, message.context ? Number.POSITIVE_INFINITY : message.words),
      sweptLevel: sweptScore >= t.sweepCrisis ? 'crisis' : sweptScore >= t.sweepSafe ? 'check_in' : 'ok',
      score,
      sweptScore,
      margin,
      category: this.majority(neighbours),
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
      const category = this.crisisCategories[index] ?? 'indirect';
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
