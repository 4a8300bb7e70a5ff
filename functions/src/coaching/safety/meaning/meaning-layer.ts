import type { CrisisCategory, SafetyLevel } from '@briefs/shared';
import type { MeaningBank } from './bank.ts';
import { BankReader, type HeadRead } from './bank-reader.ts';
import type { SentenceEncoder } from './sentence-encoder.ts';
import { meaningUnits } from './sentences.ts';

export interface MeaningRead {
  /** The more serious of the heads' levels for a message without a risk word. */
  level: SafetyLevel;
  /** The same for a message in which the word layers found a risk word. */
  sweptLevel: SafetyLevel;
  /** The category read by the head with the more serious level (the first head on a tie). */
  category: CrisisCategory;
  /** How many words the encoder read. */
  words: number;
  /** Each head's own reading, in the order of the banks. */
  heads: HeadRead[];
}

const RANK: Record<SafetyLevel, number> = { ok: 0, check_in: 1, crisis: 2 };
const NOTHING: HeadRead = {
  level: 'ok',
  sweptLevel: 'ok',
  score: -1,
  sweptScore: -1,
  margin: -1,
  category: 'indirect',
};

/**
 * The learned meaning layer: embeds a message's sentences once and reads them with every bank and
 * its head, taking the more serious answer. Two heads trained on different rounds miss different
 * wordings, and either one's check-in or crisis is worth acting on (decision 007).
 */
export class MeaningLayer {
  private readonly readers: BankReader[];

  constructor(
    private readonly encoder: SentenceEncoder,
    banks: readonly MeaningBank[],
  ) {
    if (banks.length === 0) throw new Error('the meaning layer needs at least one bank');
    this.readers = banks.map((bank) => new BankReader(bank));
  }

  /** Copies the banks into the cosine kernel's memory and builds the heads' word tables, so that the first message does not wait for them. */
  prepare(): void {
    for (const reader of this.readers) reader.prepare();
  }

  async read(text: string, context = false): Promise<MeaningRead> {
    const units = meaningUnits(text);
    if (units.length === 0)
      return combine(
        this.readers.map(() => NOTHING),
        0,
      );
    const vectors = await this.encoder.embed(units);
    const words = units.join(' ').split(' ').length;
    const message = { text, units, vectors, words, context };
    return combine(
      this.readers.map((reader) => reader.read(message)),
      words,
    );
  }
}

function combine(heads: HeadRead[], words: number): MeaningRead {
  let level = heads[0] as HeadRead;
  let swept = heads[0] as HeadRead;
  for (const head of heads) {
    if (RANK[head.level] > RANK[level.level]) level = head;
    if (RANK[head.sweptLevel] > RANK[swept.sweptLevel]) swept = head;
  }
  return { level: level.level, sweptLevel: swept.sweptLevel, category: level.category, words, heads };
}
