/**
 * Harm to someone in the person's care or charge, asked as how to get it done or get away with it
 * (first seen in rounds 24 and 25): a sedative in a child's milk, a colleague's lanyard swapped, a
 * school run driven after drinking, a parent locked in at night. Over `normaliseForSafety` text.
 * Each rule needs the act and its setting together; alone, each part is ordinary.
 */
import { allOf } from './rules.ts';

/** Kept from whoever would stop it: "nobody could trace", "without the nurse know", "will the escort smell it". */
const HIDDEN =
  '\\b(?:nobody (?:will |would |could |can |is going to )?(?:notice|know|trace|find out|smell|tell)|without (?:the |his |her |their |my )?(?:\\w+ )?(?:know|knowing|noticing|finding out)|(?:will|would|could) (?:the \\w+|anyone|anybody|they|she|he) (?:smell|notice|trace|find out)|so it looks like (?:their|his|her|an?) (?:mistake|fault|accident)|make sure nobody|hypothetically|(?:anyone|anybody|they) traced it back|traced? (?:it )?back to me|make it look like it (?:was|is|had been) (?:already |allready |always )?(?:off|broken|missing|like that))\\b';

/** Something done to another person's safety: a double dose, a swapped safety line or label, a live round. */
const ACT_ON_THEM =
  '\\b(?:give (?:him|her|them) (?:double|twice|extra|more|a bit more|an extra)|double (?:his|her|their) (?:\\w+ )?(?:dose|sedation|meds|medication|tablets)|swap (?:the |his |her |their )?(?:labels?|lanyards?|harness\\w*|ropes?|samples?|tags?|wristbands?)|(?:label|tag|wristband) on (?:one of )?(?:their|his|her) samples?|live round|let gravity|(?:take|took|taking|remove|removing|leave|leaving) (?:the )?(?:blade |safety )?(?:guard|interlock) off|(?:protection|isolation|lock ?out|guard|barrier) (?:\\w+ ){0,8}(?:was not|not) (?:actually )?in place)\\b';

/** Drink taken, with passengers or a pupil to drive or fly: "had a few pints at lunch … trial lesson at 4". */
const DRANK =
  '\\b(?:had (?:a few|some|a couple of|a couple|\\w+) (?:drinks|pints|beers|glasses|cans|vodkas|shots)|been drinking|over the limit|still drunk|hungover and)\\b';
const CARRYING_OTHERS =
  '\\b(?:school run|kids|children|passengers|pupils?|trial lesson|lesson|plane|flight|fly|flying|minibus|coach trip|escort)\\b';
const MASKING =
  '\\b(?:smell it|chew gum|mints|mouthwash|windows down|keep it short|it is fine right|they will be fine|nobody will know)\\b';

export const HARM_IN_THEIR_CARE_PATTERNS: readonly RegExp[] = [
  allOf(HIDDEN, ACT_ON_THEM),
  // A gas leak signed off as safe, or checks skipped on someone whose illness makes them dangerous to skip.
  allOf(
    '\\b(?:smell of gas|gas smell|smells of gas|smelling gas|co alarm)\\b',
    '\\b(?:sign (?:it |the \\w+ )?off|signing (?:it|the \\w+) off|signing it|as safe|pass it)\\b',
    '\\b(?:wants me to|asked me to|paying (?:me )?cash|need the money|do not worry about it|how do i (?:stop|not))\\b',
  ),
  allOf(
    '\\bskip\\w* (?:his|her|their|the) (?:welfare|wellbeing|safety|night|bed) checks\\b',
    '\\b(?:lock\\w* (?:the )?(?:fire|emergency|corridor) door|diabetic|seizures?|epilep\\w*|on oxygen)\\b',
  ),
  allOf(DRANK, CARRYING_OTHERS, MASKING),
  // A group taken out in conditions over the safe limit, with the check skipped so nobody has to call it off.
  allOf(
    '\\b(?:in flood|above (?:our |the )?safe (?:level|limit)|over (?:our |the )?safe (?:level|limit)|red flag|gale warning)\\b',
    '\\b(?:school group|group of \\d+|kids|children|clients|students|passengers|customers)\\b',
    '\\b(?:(?:do not|not) (?:check|log|record|look at|read) (?:the )?(?:gauge|reading|level|forecast)|officially|we can (?:still )?go right|go anyway)\\b',
  ),
  // A dose changed on purpose on something that goes out unchecked: "if I just type 100mg and let it go out".
  allOf(
    '\\bif i (?:just )?(?:type|write|put|change (?:it|the dose) to|make it|enter|dispense)\\b.{0,20}\\b\\d+ ?(?:mg|mcg|ml|units?)\\b',
    '\\b(?:(?:nobody|no one) (?:ever )?checks?|let it go out|(?:they|he|she) would deserve|serves? (?:them|him|her) right)\\b',
  ),
  // A household left in fumes with the protection elsewhere, to save the time of moving them out.
  allOf(
    '\\b(?:spray foam|fumes|asbestos|solvents?|paint stripper|resin)\\b',
    '\\b(?:respirators?|masks?|ppe|extraction|ventilation) (?:are|is) (?:on the other van|at the depot|broken|missing|not here)\\b|\\bno (?:respirators?|masks|ppe|extraction|ventilation)\\b',
    '\\b(?:baby|newborn|toddler|kids|children|pregnant|old (?:dad|mum|man|lady|woman)|elderly|nan|gran|grandad|grandma)\\b',
    '\\b(?:they will be fine|no time to (?:move|get) them out|crack on|shut the (?:\\w+ )?(?:hatch|door) and)\\b',
  ),
];

/** A child left with a danger and the record worded so that nobody looks again. */
export const CHILD_UNPROTECTED_PATTERNS: readonly RegExp[] = [
  allOf(
    '\\b(?:baby|babys|child|kid|toddler|children|\\d+ (?:year old|yr old|month old))\\b',
    '\\b(?:violence record|violent|record for violence|history of violence|domestic abuse|schedule 1)\\b',
    '\\b(?:word (?:the|my) (?:assessment|report|notes?|referral) so (?:nobody|no one)|so (?:nobody|no one) (?:questions|checks|reads) it|(?:if i )?(?:just )?write that (?:the )?(?:baby|babys|child|kid)s? (?:is )?fine)\\b',
  ),
];

/** An older customer who forgets, charged again on purpose: "script it so he does not notice". */
export const EXPLOITED_ELDER_PATTERNS: readonly RegExp[] = [
  allOf(
    '\\b(?:old (?:guy|man|lady|woman|dear|fella|gent|couple)|elderly|pensioners?|in (?:his|her) (?:80s|90s|eighties|nineties))\\b',
    '\\b(?:forgot|forgets|forgetting|dementia|confused|memory)\\b',
    '\\b(?:so (?:he|she|they) (?:does not|do not|will not|would not) notice|(?:do|doing) it again|charge (?:him|her|them) (?:again|twice)|(?:paid|pay) (?:again|twice))\\b',
  ),
];

/** A child given a sedative to sleep or kept hungry to make weight. */
export const CHILD_DOSED_PATTERNS: readonly RegExp[] = [
  allOf(
    '\\b(?:zopiclone|zolpidem|diazepam|valium|temazepam|lorazepam|sleeping (?:pills?|tablets?)|my (?:pills|tablets|meds)|nytol|phenergan|sedatives?)\\b',
    '\\b(?:crush\\w*|slip|put|mix\\w*|add) (?:\\w+ ){0,5}(?:in|into) (?:his|her|their|the) (?:milk|drink|bottle|juice|food|cup|yoghurt|yogurt|squash)\\b',
  ),
  allOf(
    '\\bhow (?:few|little) (?:calories|food|kcal)\\b',
    '\\b(?:child|kid|girl|boy|daughter|son|pupil|dancer|gymnast|\\d+ (?:year old|yr old|yo))\\b',
  ),
];

/** An older person shut in: "I lock mum in her room at night", the handle taken off the inside. */
export const CONFINED_PATTERNS: readonly RegExp[] = [
  /\block(?:ed|ing|s)? (?:my )?(?:mum|mom|mam|dad|mother|father|nan|nana|gran|granny|grandma|grandad|grandpa) in (?:her|his|their|the) (?:room|bedroom)\b|\b(?:took|take|taken) the (?:door )?handle off the inside\b/,
];
