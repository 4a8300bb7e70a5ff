import words from '../../../data/spelling/words.json' with { type: 'json' };
import { isShorthand } from '../compose/their-words.ts';
import { BloomFilter } from './bloom.ts';
import { editsOf } from './edits.ts';

/**
 * Typing fast on a phone under stress: "i have an intervew on thrusday and im so anxius". The reader
 * and the reflection both read words, so a typo hides the interview and the tip says "intervew" back.
 * A word is mended only when it is no English word (the dictionary's Bloom filter), has six letters
 * or more, is one slip from a common word (a neighbouring key or vowel, a letter dropped, added or
 * swapped; "stresfull" may also lose its doubled "l") with its first letter kept, one candidate clearly
 * wins, and no word beside it is unknown. Names, jargon and foreign words ("randori", "protezione
 * civile") stay as written. The safety gate reads the message as written; only the coaching reads
 * the mended text.
 */
let lists: { common: Map<string, number>; dictionary: BloomFilter } | undefined;

function load(): NonNullable<typeof lists> {
  lists ??= {
    common: new Map(
      words.common.split(' ').map((entry) => {
        const [word = '', score = '0'] = entry.split(':');
        return [word, Number(score)];
      }),
    ),
    dictionary: BloomFilter.fromBase64(words.dictionary),
  };
  return lists;
}

/** A clear winner: the best neighbour scores at least this much (natural log) above the next. */
const CLEAR_MARGIN = 0.7;
/** Shorter words are more often shorthand than typos: "mins", "chem", "thurs", "wifi". */
const MIN_LENGTH = 6;
function isWord(word: string): boolean {
  const { common, dictionary } = load();
  // "fridays", "calcs", "everyones": a plural of a word they meant.
  const single = word.replace(/s$/, '');
  return common.has(word) || dictionary.has(word) || common.has(single) || dictionary.has(single);
}

/** Two close neighbours: the one that keeps the word's last letter ("deadlins": deadlines, not deadline). */
function pick(word: string, ranked: ReadonlyArray<readonly [string, number]>): string | undefined {
  const [best, next] = ranked;
  if (!best) return undefined;
  if (!next || best[1] - next[1] >= CLEAR_MARGIN) return best[0];
  const close = ranked.filter(([, score]) => best[1] - score < CLEAR_MARGIN);
  const sameEnd = close.filter(([candidate]) => candidate.at(-1) === word.at(-1));
  return sameEnd.length === 1 ? sameEnd[0]?.[0] : undefined;
}

/** Words already looked at: a long message repeats its words, and edits are the costly part. */
const seen = new Map<string, string | undefined>();
const SEEN_LIMIT = 5000;

function mendWord(word: string): string | undefined {
  if (seen.has(word)) return seen.get(word);
  const mended = mendWordOnce(word);
  if (seen.size >= SEEN_LIMIT) seen.clear();
  seen.set(word, mended);
  return mended;
}

/** A short typo is mended only into one of the everyday words, and only by two letters swapped or one doubled. */
const SHORT_MIN_LENGTH = 3;
const EVERYDAY_SCORE = -9.5;

/** "teh", "wnat", "jsut", "yeled": two keys hit in the wrong order, or a doubled letter missed. */
function mendShortWord(lower: string): string | undefined {
  const { common } = load();
  const candidates = new Set<string>();
  for (let i = 1; i < lower.length - 1; i++)
    candidates.add(lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2));
  // A three-letter word doubled is often slang ("a dep gig"), not a slip.
  if (lower.length > SHORT_MIN_LENGTH)
    for (let i = 1; i < lower.length; i++) candidates.add(lower.slice(0, i) + lower[i] + lower.slice(i));
  const everyday = [...candidates].filter((candidate) => (common.get(candidate) ?? -Infinity) >= EVERYDAY_SCORE);
  return everyday.length === 1 ? everyday[0] : undefined;
}

function mendWordOnce(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (lower.length < SHORT_MIN_LENGTH || isWord(lower) || isShorthand(lower)) return undefined;
  if (lower.length < MIN_LENGTH) {
    const mended = mendShortWord(lower);
    return mended && /^[A-Z]/.test(word) ? mended.replace(/^./, (c) => c.toUpperCase()) : mended;
  }
  const { common } = load();
  // "stresfull", "carefull": the doubled ending is one slip, the word may hold another.
  const tried = lower.endsWith('full') ? [lower, lower.slice(0, -1)] : [lower];
  const scored = new Map<string, number>();
  for (const form of tried) {
    if (common.has(form)) scored.set(form, common.get(form) ?? 0);
    for (const edit of editsOf(form, true)) if (common.has(edit)) scored.set(edit, common.get(edit) ?? 0);
  }
  // A thumb rarely misses the first letter: "requal" is jargon, not "equal".
  const sameStart = [...scored].filter(([candidate]) => candidate[0] === lower[0]);
  const mended = pick(
    lower,
    sameStart.sort((a, b) => b[1] - a[1]),
  );
  if (!mended) return undefined;
  return /^[A-Z]/.test(word) ? mended.replace(/^./, (c) => c.toUpperCase()) : mended;
}

/** Unknown to both lists and not a typo of a common word: a name, jargon or a foreign word. */
function foreign(word: string | undefined): boolean {
  if (!word || word.length < MIN_LENGTH) return false;
  const lower = word.toLowerCase();
  return !isWord(lower) && !isShorthand(lower) && mendWord(lower) === undefined;
}

/** How many words either side of a short mended word are looked at for a foreign one. */
const SHORT_WORD_REACH = 3;
const WORD = /(?<![\w'’-])[A-Za-z]+(?![\w'’-])/g;

/**
 * The message with clear typos mended; capitalised and shouted words (names, acronyms) stay, and so
 * does a word beside a foreign or unknown one ("protezione civile" is Italian, not "civil").
 */
export function mendSpelling(text: string): string {
  const words = [...text.matchAll(WORD)];
  return text.replace(WORD, (word, offset: number) => {
    if (/^[A-Z]{2,}$/.test(word)) return word;
    // A capital inside a sentence is a name; at the start it is just the first word.
    if (/^[A-Z]/.test(word) && !/(?:^|[.!?]\s+)$/.test(text.slice(0, offset))) return word;
    const mended = mendWord(word);
    if (!mended) return word;
    const at = words.findIndex((found) => found.index === offset);
    // A short word among foreign ones is one of them ("the roda with the mestre"), not a slip for "road".
    const reach = word.length < MIN_LENGTH ? SHORT_WORD_REACH : 1;
    const near = words.slice(Math.max(0, at - reach), at + reach + 1).filter((_, i) => i !== Math.min(at, reach));
    return near.some((found) => foreign(found[0])) ? word : mended;
  });
}
