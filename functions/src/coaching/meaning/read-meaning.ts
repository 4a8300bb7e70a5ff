import type { SentenceEncoder } from '../safety/meaning/sentence-encoder.ts';
import { normaliseForSafety } from '../safety/normalise.ts';
import type { SituationMeaning } from './match-skills.ts';

export type MeaningReader = (text: string) => Promise<SituationMeaning>;

/** Sentences in the gate's normalised form, so both read the same units and embed each once. */
export function situationUnits(text: string): string[] {
  const units = text
    .split(/(?<=[.!?…;:])\s+|\n+|\s+[-–—]\s+/)
    .map((part) => normaliseForSafety(part)[1].trim())
    .filter((part) => /[a-z]/.test(part));
  return [...new Set(units)];
}

export function meaningReader(
  encoder: SentenceEncoder | (() => Promise<SentenceEncoder>),
  units = situationUnits,
): MeaningReader {
  return async (text) => {
    const found = units(text);
    if (found.length === 0) return { units: found, vectors: [] };
    const loaded = typeof encoder === 'function' ? await encoder() : encoder;
    return { units: found, vectors: await loaded.embed(found) };
  };
}
