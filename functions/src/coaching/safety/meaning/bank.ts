import { CRISIS_CATEGORIES, type CrisisCategory } from '@briefs/shared';
import bankFile from '../../../../data/safety/meaning-bank.json' with { type: 'json' };

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
  const vectors: Float32Array[] = [];
  for (let offset = 0; offset + dims <= bytes.length; offset += dims) {
    const v = Float32Array.from(bytes.subarray(offset, offset + dims));
    let norm = 0;
    for (const x of v) norm += x * x;
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let i = 0; i < dims; i++) v[i] = (v[i] ?? 0) * scale;
    vectors.push(v);
  }
  return vectors;
}

/** The banks' vectors, computed ahead by `functions/scripts/build-safety-bank.ts` from the JSON banks. */
export function loadMeaningBank(file: BankFile = bankFile as BankFile): MeaningBank {
  return {
    dims: file.dims,
    crisis: decode(file.crisisVectors, file.dims),
    // A category the answers do not know would leave a person without an opening: read it as 'indirect'.
    crisisCategories: file.crisisCategories.map((c) =>
      CRISIS_CATEGORIES.includes(c as CrisisCategory) ? (c as CrisisCategory) : 'indirect',
    ),
    safe: decode(file.safeVectors, file.dims),
    thresholds: file.thresholds,
  };
}

export const BANK_DIGEST: string = (bankFile as BankFile).digest;
