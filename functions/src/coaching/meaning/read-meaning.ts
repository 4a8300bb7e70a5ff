import { normaliseForSafety } from '../safety/normalise.ts';
import type { SituationMeaning } from './match-skills.ts';

/** The port the safety gate's encoder implements: sentences in, one vector each out. */
export interface SentenceEncoder {
  embed(sentences: readonly string[]): Promise<Float32Array[]>;
}

export type MeaningReader = (text: string) => Promise<SituationMeaning>;

/** Sentences in the gate's normalised form, so both read the same units and embed each once. */
export function situationUnits(text: string): string[] {
  const units = text
    .split(/(?<=[.!?…;:])\s+|\n+|\s+[-–—]\s+/)
    .map((part) => normaliseForSafety(part)[1].trim())
    .filter((part) => /[a-z]/.test(part));
  return [...new Set(units)];
}

export function meaningReader(encoder: SentenceEncoder, units = situationUnits): MeaningReader {
  return async (text) => {
    const found = units(text);
    return { units: found, vectors: found.length ? await encoder.embed(found) : [] };
  };
}
