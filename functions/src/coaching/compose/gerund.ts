/**
 * A verb as its -ing form, so a clause they wrote ("I panic when the ball comes", "my hands shook")
 * can be named back as a thing ("panicking when the ball comes", "your hands shaking"). Irregular
 * pasts come from a short list; regular pasts lose their "-ed" (panicked → panicking, dropped →
 * dropping, capsized → capsizing); present forms follow the spelling rules.
 */
const IRREGULAR: Readonly<Record<string, string>> = {
  froze: 'freezing',
  frozen: 'freezing',
  blown: 'blowing',
  freeze: 'freezing',
  freezes: 'freezing',
  went: 'going',
  go: 'going',
  goes: 'going',
  lost: 'losing',
  lose: 'losing',
  got: 'getting',
  get: 'getting',
  gets: 'getting',
  had: 'having',
  have: 'having',
  has: 'having',
  made: 'making',
  make: 'making',
  shook: 'shaking',
  shake: 'shaking',
  shakes: 'shaking',
  blew: 'blowing',
  fell: 'falling',
  fall: 'falling',
  forgot: 'forgetting',
  forget: 'forgetting',
  ran: 'running',
  run: 'running',
  runs: 'running',
  put: 'putting',
  puts: 'putting',
  let: 'letting',
  lets: 'letting',
  hit: 'hitting',
  sit: 'sitting',
  sat: 'sitting',
  stop: 'stopping',
  stops: 'stopping',
  drop: 'dropping',
  snap: 'snapping',
  panic: 'panicking',
  panics: 'panicking',
  say: 'saying',
  said: 'saying',
  says: 'saying',
  tell: 'telling',
  told: 'telling',
  think: 'thinking',
  thought: 'thinking',
  keep: 'keeping',
  kept: 'keeping',
  begin: 'beginning',
  began: 'beginning',
  swim: 'swimming',
  swam: 'swimming',
  spoke: 'speaking',
  speak: 'speaking',
  bit: 'biting',
  threw: 'throwing',
  caught: 'catching',
  took: 'taking',
  take: 'taking',
  died: 'dying',
  left: 'leaving',
  feel: 'feeling',
  felt: 'feeling',
  can: 'being able to',
  be: 'being',
  is: 'being',
  are: 'being',
  was: 'being',
  were: 'being',
  agreed: 'agreeing',
  disagreed: 'disagreeing',
  freed: 'freeing',
  woke: 'waking',
  woken: 'waking',
  wake: 'waking',
  saw: 'seeing',
  came: 'coming',
  gave: 'giving',
  knew: 'knowing',
  wrote: 'writing',
  drove: 'driving',
  rode: 'riding',
  broke: 'breaking',
  sent: 'sending',
  spent: 'spending',
  heard: 'hearing',
  stood: 'standing',
  sang: 'singing',
  bought: 'buying',
  brought: 'bringing',
  fought: 'fighting',
  sold: 'selling',
  found: 'finding',
  slept: 'sleeping',
  am: 'being',
};

/**
 * A verb phrase named back as a thing: "accidently liked his photo" is "accidently liking his photo",
 * the adverb kept in front of the verb it goes with.
 */
export function gerundPhrase(phrase: string): string {
  const [first = '', second, ...rest] = phrase.trim().split(/\s+/);
  if (second && /ly$/i.test(first) && !/^(?:fly|rely|reply|apply|supply|ally|bully|tally|rally)$/i.test(first))
    return [first, gerund(second), ...rest].join(' ');
  return [gerund(first), ...[second, ...rest].filter((word): word is string => Boolean(word))].join(' ');
}

export function gerund(verb: string): string {
  const word = verb.toLowerCase();
  const known = IRREGULAR[word];
  if (known) return known;
  if (word.endsWith('ing')) return word;
  if (/ied$/.test(word)) return word.replace(/ied$/, 'ying');
  if (/[^e]ed$/.test(word) && word.length > 4) return `${word.slice(0, -2)}ing`;
  if (/ies$/.test(word)) return word.replace(/ies$/, 'ying');
  const base = /(?:ss|sh|ch|x|o)es$/.test(word) ? word.slice(0, -2) : /[^s]s$/.test(word) ? word.slice(0, -1) : word;
  if (/ic$/.test(base)) return `${base}king`;
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(base) && base.length > 2) return `${base.slice(0, -1)}ing`;
  // One short syllable ending consonant-vowel-consonant doubles: top → topping, grip → gripping.
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(base) && base.length <= 4) return `${base}${base.slice(-1)}ing`;
  return `${base}ing`;
}
