import { CRISIS_CATEGORIES, type CrisisCategory } from '@briefs/shared';
import bankFile from '../../../../data/safety/meaning-bank.json' with { type: 'json' };
import secondBankFile from '../../../../data/safety/meaning-bank-2.json' with { type: 'json' };
import { loadMeaningHead, loadSecondMeaningHead, type MeaningHead } from './head.ts';

export interface Thresholds {
  /** Meaning margin at or above which a message with no risk word gets a check-in. */
  checkIn: number;
  /** The same for a message of a few words, where one word carries all the meaning. */
  shortCheckIn: number;
  /** Margin at or above which the meaning layer alone answers with the crisis answer. */
  crisis: number;
  /** A risk word with a margin below this is read as the everyday sense and coached. */
  sweepSafe: number;
  /** A risk word with a margin at or above this gets the crisis answer; between, a check-in. */
  sweepCrisis: number;
}

export interface MeaningBank {
  dims: number;
  crisis: Float32Array[];
  crisisCategories: CrisisCategory[];
  safe: Float32Array[];
  thresholds: Thresholds;
  /** The learned head over the kNN features; without it the score is the kNN margin. */
  head?: MeaningHead;
}

interface BankFile {
  dims: number;
  digest: string;
  thresholds: Thresholds;
  crisisCategories: string[];
  /** Base64 of int8 components, one vector after another; each vector scaled to unit length on load. */
  crisisVectors: string;
  safeVectors: string;
}

function decode(base64: string, dims: number): Float32Array[] {
  const bytes = new Int8Array(Buffer.from(base64, 'base64').buffer.slice(0));
  const rows = Math.floor(bytes.length / dims);
  const all = new Float32Array(rows * dims);
  const vectors: Float32Array[] = [];
  for (let row = 0, offset = 0; row < rows; row++, offset += dims) {
    let norm = 0;
    for (let i = offset; i < offset + dims; i++) norm += (bytes[i] as number) * (bytes[i] as number);
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let i = offset; i < offset + dims; i++) all[i] = (bytes[i] as number) * scale;
    vectors.push(all.subarray(offset, offset + dims));
  }
  return vectors;
}

/** A bank's vectors, computed ahead by `functions/eval/safety/head/export-head.py` from the labelled sets (the first bank by default). */
export function loadMeaningBank(
  file: BankFile = bankFile as BankFile,
  head: MeaningHead = loadMeaningHead(),
): MeaningBank {
  return {
    dims: file.dims,
    crisis: decode(file.crisisVectors, file.dims),
    // A category the answers do not know would leave a person without an opening: read it as 'indirect'.
    crisisCategories: file.crisisCategories.map((c) =>
      CRISIS_CATEGORIES.includes(c as CrisisCategory) ? (c as CrisisCategory) : 'indirect',
    ),
    safe: decode(file.safeVectors, file.dims),
    thresholds: head.thresholds,
    head,
  };
}

/**
 * The banks the gate reads with: the first head, and a second trained on later rounds that answers
 * more crises as crises but alone reaches fewer (decision 007); read together they reach more than either.
 */
export function loadMeaningBanks(): MeaningBank[] {
  return [loadMeaningBank(), loadMeaningBank(secondBankFile as BankFile, loadSecondMeaningHead())];
}
