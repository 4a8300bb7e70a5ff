import lexicon from '../../../data/coaching/idioms.json' with { type: 'json' };

/**
 * Idioms and jargon read by their meaning ("died on my arse" is a bad gig, "47 not out" is still
 * batting), from the lexicon in `functions/data/coaching/idioms.json`. The engine reads the plain
 * version by keywords and by sentence meaning; what the person sees said back stays in their words.
 */
interface Idiom {
  pattern: RegExp;
  plain: string;
}

const IDIOMS: readonly Idiom[] = lexicon.idioms.map(({ pattern, plain }) => ({
  pattern: new RegExp(pattern, 'gi'),
  plain,
}));

export function plainMeaning(text: string): string {
  let plain = text;
  for (const { pattern, plain: meaning } of IDIOMS) plain = plain.replace(pattern, meaning);
  return plain;
}

/** Which idioms a message holds, for tests and for reading the lexicon's reach. */
export function idiomsIn(text: string): string[] {
  return IDIOMS.filter(({ pattern }) => new RegExp(pattern.source, 'i').test(text)).map(({ plain }) => plain);
}
