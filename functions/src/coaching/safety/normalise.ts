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
  [/\b(it|that|there|what|he|she)'s\b/g, '$1 is'],
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
};

function unleet(token: string): string {
  if (!/[a-z]/.test(token) || !/[0-9@$|!]/.test(token)) return token;
  return token.replace(/[0134578@$|]/g, (c) => LEET[c] ?? c).replace(/!(?=[a-z])/g, 'i');
}

function baseForm(text: string): string {
  let t = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'");
  t = t.split(/\s+/).map(unleet).join(' ');
  for (const [pattern, replacement] of CONTRACTIONS) t = t.replace(pattern, replacement);
  t = t.replace(/'/g, '').replace(/[^a-z0-9]+/g, ' ');
  // "k i l l" or "d i e": rejoin runs of three or more single letters.
  t = t.replace(/\b(?:[a-z] ){2,}[a-z]\b/g, (run) => run.replace(/ /g, ''));
  return t
    .split(' ')
    .filter(Boolean)
    .map((word) => WORDS[word] ?? word)
    .join(' ');
}

export function normaliseForSafety(text: string): [string, string] {
  const base = baseForm(text);
  const keepTwo = base.replace(/([a-z])\1{2,}/g, '$1$1');
  const keepOne = base.replace(/([a-z])\1{2,}/g, '$1');
  return [` ${keepTwo} `, ` ${keepOne} `];
}
