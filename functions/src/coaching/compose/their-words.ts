/**
 * The person's words made readable before they are reflected: texting shorthand spelled out, filler
 * and shouting dropped, a repeated phrase said once. The reflection then reads as the coach saying it
 * back, not as a copy of the message with the pronouns swapped.
 */
const SHORTHAND: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:tmrw|tmrrw|tmr|tomoz|2moro|2morrow)\b/gi, 'tomorrow'],
  [/\brn\b/gi, 'right now'],
  [/\bgonna\b/gi, 'going to'],
  [/\bwanna\b/gi, 'want to'],
  [/\bgotta\b/gi, 'have to'],
  [/\bthru\b/gi, 'through'],
  // Exams typed in lower case: never a typo ("lsat saturday" is not "last saturday").
  [/\blsat\b/gi, 'LSAT'],
  [/\bmcat\b/gi, 'MCAT'],
  [/\bgmat\b/gi, 'GMAT'],
  [/\bgcse\b/gi, 'GCSE'],
  [/\bucas\b/gi, 'UCAS'],
  [/\bielts\b/gi, 'IELTS'],
  [/\btoefl\b/gi, 'TOEFL'],
  [/\busmle\b/gi, 'USMLE'],
  [/\bnclex\b/gi, 'NCLEX'],
  [/\bosce\b/gi, 'OSCE'],
  [/\bwaec\b/gi, 'WAEC'],
  [/\bgcses\b/gi, 'GCSEs'],
  [/\btho\b/gi, 'though'],
  [/\b(?:bc|cuz|coz|bcoz)\b/gi, 'because'],
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/(?=\s)/gi, 'with'],
  [/\bidk\b/gi, "I don't know"],
  [/\bppl\b/gi, 'people'],
  [/\bsth\b/gi, 'something'],
  [/\b(\d+)\s?(?:mins?|minutes?)\s+(?=(?:break|walk|set|slot|call|talk|drive|run|window|gap|wait)\b)/gi, '$1-minute '],
  [/\b(\d+)\s?(?:mins?|minuts?)\b/gi, '$1 minutes'],
  [/\b(\d+)\s?(?:hrs?)\b/gi, '$1 hours'],
  [/\b(?:1|one)\s?minutes\b/gi, '1 minute'],
  [/\b(?:1|one)\s?hours\b/gi, '1 hour'],
  [/\bdont\b/gi, "don't"],
  [/\bcant\b/gi, "can't"],
  [/\bwont\b/gi, "won't"],
  [/\bdidnt\b/gi, "didn't"],
  [/\bdoesnt\b/gi, "doesn't"],
  [/\bisnt\b/gi, "isn't"],
  [/\bwasnt\b/gi, "wasn't"],
  [/\barent\b/gi, "aren't"],
  [/\bhavent\b/gi, "haven't"],
  [/\bshouldnt\b/gi, "shouldn't"],
  [/\bcouldnt\b/gi, "couldn't"],
  [/\bwouldnt\b/gi, "wouldn't"],
  [/\btheyre\b/gi, "they're"],
  [/\bthats\b/gi, "that's"],
  [/\bwhats\b/gi, "what's"],
  [/\btheres\b/gi, "there's"],
  [/\btheyll\b/gi, "they'll"],
  [/\byoull\b/gi, "you'll"],
  [/\bitll\b/gi, "it'll"],
  [/\bhes\b/gi, "he's"],
  [/\bshes\b/gi, "she's"],
  [/\bive\b/g, "I've"],
  [/\bim\b/g, "I'm"],
  [
    /\bill (?=(?:lose|get|be|have|do|go|never|just|start|cry|fail|mess|forget|say|make|need|look|sound|freeze|blank|choke|bomb|ruin)\b)/gi,
    "I'll ",
  ],
  [/\bi\b/g, 'I'],
];

/** Words that carry no meaning of their own in a reflection ("in like 8 min", "honestly", "lol"). */
const FILLER =
  /(?:\s*\boh (?:my )?(?:god|gosh)\b[.!]*|\s*\b(?:lol|lmao|haha+|wtf|omg|ngl|tbh|fml|smh|ugh+)\b[.!]*|\b(?:honestly|literally|basically|kinda|sorta)\s+|\s*\bidk\b(?=[\s.!?]*$)|,?\s+i think(?=[\s.!?]*$)|\blike\s+(?=\d|a few\b|so\b|super\b|totally\b)|,\s*like,|,?\s*\blike\b(?=\s*[.!?]|$))/gi;
const EMOJI = /(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D})+/gu;

/** "ALWAYS", "WHAT": shouting turned to plain words; short acronyms (VP, SAT, DF) stay. */
function unshout(text: string): string {
  return text.replace(/\b[A-Z]{4,}\b/g, (word) =>
    (word.match(/[AEIOUY]/g)?.length ?? 0) >= 2 || SHOUTED_WORDS.test(word) ? word.toLowerCase() : word,
  );
}
/** Short shouted words with one vowel; other one-vowel capitals are more often acronyms (ADHD, NHS). */
const SHOUTED_WORDS =
  /^(?:WHAT|THIS|THAT|DAYS|JUST|WHEN|WILL|BEEN|MUST|NEXT|STILL|WORST|BEST|LAST|FIRST|THEN|THAN|MISS|LOST|DONT|CANT|WONT|HELP|STOP)$/;

/** "dont DF again dont DF again": a phrase said twice in a row is reflected once. */
function onceEach(text: string): string {
  return text.replace(/\b((?:\S+\s+){2,5}?\S+)(?:\s+\1\b)+/gi, '$1');
}

/** Shorthand this module spells out ("tmrw", "dont"), which a spelling mender must leave alone. */
export function isShorthand(word: string): boolean {
  // Fresh copies without the "g" flag: a global expression's test() remembers where it stopped.
  return [...SHORTHAND.map(([pattern]) => pattern), FILLER].some((pattern) =>
    new RegExp(pattern.source, 'i').test(` ${word} `),
  );
}

/**
 * "Crying into a bale like an idiot": a name they call themselves in passing is not said back in the
 * coach's voice. "I feel like an idiot" is a feeling they named, and stays.
 */
const SELF_INSULT =
  /,?\s*(?<!\b(?:feel|feels|felt|feeling|look|looks|looked|looking|sound|sounds|sounded)\s)\blike (?:an? |a total |a complete |such an? )?(?:idiot|moron|loser|fool|muppet|numpty|wimp|baby|dumbass|clown)\b/gi;

export function readable(sentence: string): string {
  let text = sentence
    .replace(SELF_INSULT, '')
    .replace(new RegExp(`(?:${EMOJI.source})\\s*(?=\\))`, 'gu'), '')
    .replace(EMOJI, ', ')
    .replace(FILLER, ' ');
  for (const [pattern, replacement] of SHORTHAND) text = text.replace(pattern, replacement);
  return onceEach(unshout(text))
    .replace(/\s+([,.!?;:)])/g, '$1')
    .replace(/([,;:])(?=[^\s\d])/g, '$1 ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:-]+|[\s,;:-]+$/g, '')
    .trim();
}

/** Where a long sentence divides into clauses that each say one thing. */
/** "My wife and I argue" is one subject: never split inside it. */
// "My last 3 were 506, 504, 507": a list of numbers is one thing said, not three clauses.
const CLAUSE_BREAK =
  /(?<!\d),\s+|,\s+(?!\d)|;\s+|\s+-\s+|(?<!\b(?:me|you|him|her|us|them))(?<!\band (?:my|our) \w+)\s+(?=(?:but|and now|and so|so now|so|because|and)\s+(?:i|i'm|my|we|he|she|they|it|the|this|that|there|our|his|her|their|everyone|nobody|people|coach)\b)(?!and\s+(?:my|our)\s+\w+\s+and\s+i\b)/i;

export interface Clause {
  text: string;
  sentence: number;
}

/**
 * A piece with no subject of its own after a comma goes on with the one before ("I get to the crux,
 * look down at the last bolt", "I snap sometimes, then feel awful", "I'm okay, just buzzing"), as
 * does a relative clause ("…, which is the thing I care about") and a short tail after "and" ("and
 * my voice goes"): split off, each would read as a garbled or cut sentence.
 */
const CONTINUES =
  /^(?:which|then|and then|just \w+ing|still \w+ing|look\w*|grab\w*|feel|felt|froze|freeze|get|got|go|went|lose|lost|keep|kept|take|took|make|made|do|did|see|saw|pull\w*|stare\w*|drop\w*|snap\w*|come|came|start\w*|stop\w*|end(?:ed)? up|say|said|sit|sat|walk\w*|fall|fell|miss\w*|try|tried|panic\w*|cry|cried|forget|forgot|hang|had to|have to|need to|want to|can't|cannot|don't|didn't|won't|never)\b/i;
const CONJUNCTION = /^(?:but|and now|and so|so now|because|which|and|so)\s+/i;
/** A trailing "…I don't know" is a shrug, not part of what happened. */
const TRAILING_SHRUG = /\s*(?:\.{2,}|…|,)?\s*\b(?:I )?don't know[.!…]*$/i;

/** "(net, I was fine)": a comma inside brackets does not end the clause. */
function insideBrackets(text: string): boolean {
  return (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);
}

/** "he said 'you don't have to apologise for me, Mum'": a comma inside their quote does not end the clause. */
export function insideQuote(text: string): boolean {
  const opens = text.match(/(?:^|\s)['‘"“](?=\w)/g)?.length ?? 0;
  const closes = text.match(/(?<=[\w.!?,])['’"”](?=[\s.,!?;:]|$)/g)?.length ?? 0;
  return opens > closes;
}

/** "…a drunk lad who mocked me, called me a 'hobby bobby'": the one who did it is in the piece before. */
const DONE_TO_THEM = /^(?:[a-z]+ed|told|hit|gave|sent|left|made|took|threw|kept|caught|put|let|got) (?:me|us)\b/i;

function doneToThem(piece: string): boolean {
  return DONE_TO_THEM.test(piece);
}

/** A clause that opens on someone else doing something: "Last one was a nightmare", "the ref gave". */
const OWN_OTHER_SUBJECT =
  /^(?:(?:he|she|they)|(?:(?:the|a|an|this|that|last|my|our|his|her|their|one)(?:\s+\w+)?\s+)?(?:one|guy|lad|girl|boy|woman|man|lady|client|customer|patient|boss|coach|ref|referee|kid|player|parent|son|daughter|husband|wife|partner|brother|sister|boyfriend|girlfriend|friend|mum|mom|dad|teacher|manager|colleague|officer|driver|passenger|student|teammate|captain|examiner|judge|guest|neighbou?r|supervisor|examiners|fans?|crowd|parents|customers|clients|patients))\s+(?:was|were|is|are|has|had|been|kept|keeps|just|then|went|got)\b/i;
/** "My brother visits once a month, eats all the biscuits": the next act is his too. */
const PERSON_FIRST =
  /^(?:my|our|his|her|their|the)\s+(?:\w+\s+)?(?:brother|sister|mum|mom|dad|husband|wife|partner|boyfriend|girlfriend|son|daughter|boss|manager|colleague|neighbou?r|friend|flatmate|housemate|coach|teacher|uncle|aunt|cousin|nan|gran|grandad|grandma|mother|father|stepdad|stepmum|ex)\s+(?!(?:and|or)\b)\w+s\b/i;
/** A present act with no subject of its own ("eats all the biscuits"); not an adverb ("sometimes"). */
const PRESENT_ACT =
  /^(?!(?:sometimes|always|perhaps|unless|thanks|besides|yes|plus|this|thus|less|across|towards|afterwards|nowadays|was|has|does|is|his|hers|its|ours|yours|theirs|us)\b)[a-z]{3,}s\b/i;
/** "…, complained about everything": a past act with no subject of its own. */
const PAST_ACT =
  /^(?:[a-z]{3,}ed|died|said|went|got|had|made|told|took|gave|left|kept|threw|ran)\b(?! (?:up|to be)\b)/i;

/** "…last time we tried she fell": the clause before ends on someone else's act. */
const ENDS_ON_OTHERS_ACT =
  /\b(?:he|she|they)\s+(?:[a-z]{3,}ed|fell|ran|went|got|threw|froze|cried|said|told|left|hit|bit|fought)\s*$/i;

/** "8 month old teething", "my toddler": a clause about a child, whose crying goes on in the next. */
const CHILD_SUBJECT =
  /^(?:(?:my|our|the|his|her)\s+)?(?:(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ]?(?:week|month|year|yr|mo)s?[- ]old|\d{1,2} ?yo|bab(?:y|ies)|newborn|toddler|little one|twins)\b(?![^,]*\b(?:i|i'm|im)\b)/i;
const ING_ACT = /^[a-z]{3,}ing\b/i;

/** A name set off by commas ("our goldfish, Sir Bubbles, died"): it belongs with what comes before and after. */
const NAME_ONLY =
  /^(?:(?:Mr|Mrs|Ms|Miss|Sir|Dr|Lady|Lord|Captain|Uncle|Auntie|Aunt|Nan|Grandma|Grandad)\.?\s+)?[A-Z][a-z'’]+(?:\s+[A-Z][a-z'’]+){0,2}$/;

/** A subject-less past act after someone else's clause is theirs, not the writer's; so is a child's crying. */
function sameDoer(previous: string, piece: string): boolean {
  const before = previous.trim();
  return (
    (PAST_ACT.test(piece) &&
      (OWN_OTHER_SUBJECT.test(before) ||
        ENDS_ON_OTHERS_ACT.test(before) ||
        NAME_ONLY.test(before.slice(before.lastIndexOf(',') + 1).trim()))) ||
    (ING_ACT.test(piece) && CHILD_SUBJECT.test(before)) ||
    (PRESENT_ACT.test(piece) && PERSON_FIRST.test(before))
  );
}

function joinContinuations(sentence: string): string[] {
  const pieces = sentence.split(new RegExp(`(${CLAUSE_BREAK.source})`, 'i'));
  const parts: string[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const piece = (pieces[i] ?? '').trim();
    const separator = pieces[i - 1] ?? '';
    if (!piece) continue;
    const byConjunction = parts.length > 0 && separator.trim() === '';
    const shortTail = byConjunction && piece.replace(CONJUNCTION, '').split(/\s+/).length <= 3;
    const previous = parts[parts.length - 1];
    const goesOn =
      previous !== undefined &&
      (shortTail ||
        insideBrackets(previous) ||
        insideQuote(previous) ||
        (!byConjunction &&
          (CONTINUES.test(piece) || doneToThem(piece) || NAME_ONLY.test(piece) || sameDoer(previous, piece))));
    if (goesOn) {
      parts[parts.length - 1] = `${parts[parts.length - 1]}${separator}${piece}`;
    } else parts.push(piece);
  }
  return parts;
}

/** "…so technically..." trails off on a connector: the sentence ends before it. */
const TRAILING_CONNECTOR = /\s+(?:so|and|but|because|or)(?:\s+\w+)?\s*(?:\.{2,}|…)$/i;

function withoutShrug(part: string): string {
  const trimmed = part.replace(TRAILING_SHRUG, '').replace(TRAILING_CONNECTOR, '');
  return trimmed.split(/\s+/).length >= 3 ? trimmed : part;
}

export function clausesOf(sentences: readonly string[]): Clause[] {
  return sentences.flatMap((sentence, index) =>
    joinContinuations(readable(sentence))
      .map((part) => withoutShrug(part.replace(CONJUNCTION, '').trim()))
      .filter((part) => part.split(/\s+/).length >= 2 || /\b(?:now|tonight|tomorrow|today)\b/i.test(part))
      .map((text) => ({ text, sentence: index })),
  );
}
