/**
 * Brings free text to one comparable form before the safety patterns run, so that spelling tricks
 * ("k1ll mys3lf", "diiiie", "I’M", "k i l l") cannot slip past them. Returns two variants because
 * squeezed letters are ambiguous: "killlll" needs two l's kept, "diiie" needs one i.
 */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '|': 'i',
};

const CONTRACTIONS: ReadonlyArray<[RegExp, string]> = [
  [/\bi'm\b/g, 'i am'],
  [/\bcan't\b/g, 'cannot'],
  [/\bwon't\b/g, 'will not'],
  [/\b(\w+)n't\b/g, '$1 not'],
  [/\b(\w+)'ll\b/g, '$1 will'],
  [/\b(\w+)'ve\b/g, '$1 have'],
  [/\bi'd\b/g, 'i would'],
  [/\b(\w+)'d\b/g, '$1 would'],
  [/\b(it|that|there|what|he|she)'s\b/g, '$1 is'],
  // "note's on the desk": a note or letter left somewhere; their possessive is rare.
  [/\b(note|letter)'s\b/g, '$1 is'],
  [/\b(you|we|they)'re\b/g, '$1 are'],
];

/** Common ways of writing without apostrophes or in chat shorthand. */
const WORDS: Record<string, string> = {
  im: 'i am',
  ive: 'i have',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'cannot',
  couldnt: 'could not',
  wouldnt: 'would not',
  isnt: 'is not',
  wont: 'will not',
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  u: 'you',
  ur: 'your',
  youre: 'you are',
  theyre: 'they are',
  thats: 'that is',
  whats: 'what is',
  theres: 'there is',
  its: 'it is',
  noone: 'no one',
  everyones: 'everyone is',
  cuz: 'because',
  bc: 'because',
  coz: 'because',
  cos: 'because',
  wasnt: 'was not',
  werent: 'were not',
  arent: 'are not',
  aint: 'am not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  shouldnt: 'should not',
  id: 'i would',
  itd: 'it would',
  ill: 'i will',
  itll: 'it will',
  hes: 'he is',
  shes: 'she is',
  theyll: 'they will',
  youll: 'you will',
  wouldve: 'would have',
  tryna: 'trying to',
  gunna: 'going to',
  finna: 'going to',
  abt: 'about',
  ppl: 'people',
  rn: 'right now',
  yall: 'you all',
  everybodys: 'everybody is',
  nobodys: 'nobody is',
  evry: 'every',
  evryone: 'everyone',
  every1: 'everyone',
  some1: 'someone',
  no1: 'no one',
};

/**
 * Words that carry no meaning for the patterns but sit between their parts ("I wish I could just
 * disappear", "i hope i honestly dont wake up"). A third variant drops them.
 */
const FILLERS =
  /\b(?:just|really|honestly|actually|literally|simply|seriously|truly|genuinely|basically|totally|kinda|kind of|sort of|sorta|tbh|ngl|fr|frfr|lol|lmao|idk|maybe|probably|sometimes|still|even|lowkey|deadass|pretty much|at this point|i think|i guess|i feel like|like i said|to be honest|not gonna lie|you know)\b/g;

/**
 * Key words people misspell under stress. A token one edit (or one swap) away from one of these is
 * read as the word ("sucide", "myslef"); real words close to them ("overdoes", "overdoing it") are left
 * alone.
 */
const FUZZY_KEYS: readonly string[] = ['suicide', 'suicidal', 'myself', 'overdose', 'overdosing'];
const FUZZY_SKIP = new Set(['overdoes', 'overdoing', 'overdone']);

function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // one swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function fixTypo(word: string): string {
  if (word.length < 5 || FUZZY_SKIP.has(word)) return word;
  for (const key of FUZZY_KEYS) {
    // An inflection ("suicides", the sprint drill) is left as written.
    if (word[0] === key[0] && !word.startsWith(key) && withinOneEdit(word, key)) return key;
  }
  return word;
}

/**
 * "3kg", "5am", "10k", "200m", "2nd", "15-year-old": numbers with units are not leetspeak ("15-year-old"
 * had become "is year old"). An ordinal stays a date or a round with punctuation after it too ("on the
 * 14th,"), and so does a dose ("10mg."); other units keep the reading the coaching meaning bank was built on.
 */
const NUMBER_WITH_UNIT =
  /^\d+(?:[.,]\d+)?(?:am|pm|k|ks|kg|kgs|km|kms|m|mi|mph|kph|lb|lbs|s|st|nd|rd|th|x|min|mins|h|hr|hrs|cm|mm|ml|g|l|yo|ft|in)$|^\d+(?:st|nd|rd|th)[.,;:!?)'"’”]+$|^\d+-(?:year|yr|month|week|day)s?-olds?[.,;:!?)'"’”]*$|^\d+(?:[.,]\d+)?(?:mg|mgs|mcg|ug|iu)[.,;:!?)'"’”]*$/;

function unleet(token: string): string {
  if (!/[a-z]/.test(token) || !/[0-9@$|!]/.test(token)) return token;
  if (NUMBER_WITH_UNIT.test(token)) return token;
  return token.replace(/[0134578@$|]/g, (c) => LEET[c] ?? c).replace(/!(?=[a-z])/g, 'i');
}

/** Look-alike letters from other scripts ("kіll" with a Cyrillic і) read as the Latin letter they mimic. */
const HOMOGLYPHS: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɡ: 'g',
  ո: 'n',
  ս: 'u',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};
const HOMOGLYPH = new RegExp(`[${Object.keys(HOMOGLYPHS).join('')}]`, 'g');

/** Only a word that mixes Latin letters with look-alikes is rewritten; a whole Russian or Greek text stays as written. */
function undoHomoglyphs(text: string): string {
  HOMOGLYPH.lastIndex = 0;
  if (!HOMOGLYPH.test(text)) return text;
  HOMOGLYPH.lastIndex = 0;
  return text.replace(/\S+/g, (word) =>
    /[a-z]/i.test(word) ? word.replace(HOMOGLYPH, (c) => HOMOGLYPHS[c] ?? c) : word,
  );
}

/** Words people censor with a symbol ("k*ll", "su!c!de", "d-e"): a masked word of the same length is read as it. */
const CENSORED_WORDS = [
  'kill',
  'killing',
  'die',
  'dying',
  'dead',
  'suicide',
  'suicidal',
  'myself',
  'hang',
  'cut',
  'cutting',
  'rape',
  'raped',
  'shoot',
  'overdose',
];

function uncensor(token: string): string {
  if (!/[*#_.-]/.test(token)) return token;
  const word = token.replace(/[.,!?;:-]+$/, '');
  if (!/^[a-z]+(?:[*#_]+|[.-](?=[a-z]))[a-z*#_.-]*$/.test(word)) return token;
  const masked = new RegExp(`^${word.replace(/[*#_.-]/g, '.')}$`);
  return CENSORED_WORDS.find((candidate) => masked.test(candidate)) ?? token;
}

/** Emoji people use instead of the word. */
const EMOJI_WORDS: Record<string, string> = {
  '⚰': ' coffin ',
  '🪦': ' grave ',
  '🔫': ' gun ',
  '🔪': ' knife ',
  '💊': ' pills ',
  '🩸': ' blood ',
  '🪢': ' rope ',
};
const EMOJI = new RegExp(Object.keys(EMOJI_WORDS).join('|'), 'gu');

function baseForm(text: string): string {
  const lower = text.toLowerCase();
  let t = undoHomoglyphs(
    /[\u2600-\u27bf\u{1f300}-\u{1faff}]/u.test(lower) ? lower.replace(EMOJI, (e) => EMOJI_WORDS[e] ?? ' ') : lower,
  )
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'");
  t = t.split(/\s+/).map(unleet).map(uncensor).join(' ');
  for (const [pattern, replacement] of CONTRACTIONS) t = t.replace(pattern, replacement);
  t = t.replace(/'/g, '').replace(/[^a-z0-9]+/g, ' ');
  // "k i l l" or "d i e": rejoin runs of three or more single letters.
  t = t
    .replace(/\b(?:[a-z] ){2,}[a-z]\b/g, (run) => run.replace(/ /g, ''))
    .replace(/\b(kill|end|hurt|cut|off)(myself|me|my life)\b/g, '$1 $2');
  return t
    .split(' ')
    .filter(Boolean)
    .map((word) => WORDS[word] ?? fixTypo(word))
    .join(' ');
}

/**
 * Three variants: stretched letters squeezed to two, squeezed to one, and the latter without
 * filler words. A pattern matching any variant counts.
 */
export function normaliseForSafety(text: string): [string, string, string] {
  const base = baseForm(text);
  const keepTwo = base.replace(/([a-z])\1{2,}/g, '$1$1');
  const keepOne = base.replace(/([a-z])\1{2,}/g, '$1');
  const plain = keepOne.replace(FILLERS, ' ').replace(/ {2,}/g, ' ').trim();
  return [` ${keepTwo} `, ` ${keepOne} `, ` ${plain} `];
}
