import { normaliseForSafety } from '../normalise.ts';

const MAX_WORDS = 32;
/** A fragment this short ("I can't stop.", "I feel sick.") is read with the sentence before it: alone it means too many things. */
const MIN_WORDS = 6;
/** Above this many units a long message is read in pairs of sentences: the encoder's cost is per unit. */
const MAX_UNITS = 24;

/**
 * The units the encoder reads: sentences (a crisis is usually one sentence inside a longer story),
 * long sentences cut into windows, in the gate's normalised form (lower case, contractions expanded,
 * spelling tricks undone). Repeated units are read once.
 */
/** A run of five or more digits (an order number, a timestamp) means nothing to the encoder, and undone as leetspeak it reads as noise words. */
const LONG_NUMBER = /\d{5,}/g;

export function meaningUnits(text: string): string[] {
  const sentences = text
    .replace(LONG_NUMBER, ' ')
    .split(/(?<=[.!?…;:])\s+|\n+|\s+[-–—]\s+/)
    .map((part) => normaliseForSafety(part)[1].trim())
    .filter((part) => /[a-z]/.test(part));
  const joined: string[] = [];
  for (const sentence of sentences) {
    const previous = joined[joined.length - 1];
    if (previous !== undefined && (sentence.split(' ').length < MIN_WORDS || previous.split(' ').length < MIN_WORDS))
      joined[joined.length - 1] = `${previous} ${sentence}`;
    else joined.push(sentence);
  }
  const units: string[] = [];
  for (const sentence of joined) {
    const words = sentence.split(' ');
    for (let start = 0; start < words.length; start += MAX_WORDS - 8) {
      units.push(words.slice(start, start + MAX_WORDS).join(' '));
      if (start + MAX_WORDS >= words.length) break;
    }
  }
  const unique = [...new Set(units)];
  if (unique.length <= MAX_UNITS) return unique;
  const paired: string[] = [];
  for (let i = 0; i < unique.length; i += 2) paired.push(unique.slice(i, i + 2).join(' '));
  return paired;
}
