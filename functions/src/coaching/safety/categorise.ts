import type { CrisisCategory } from '@briefs/shared';
import { isMedicalRedFlag } from './medical-red-flags.ts';
import { isSomeoneElsesRisk, tookTooMuch } from './whose-risk.ts';

/**
 * Picks the answer that fits what happened, over normalised text (lower case, contractions
 * expanded). The layers find that something is wrong; this says whose safety and what kind, so
 * that a friend's plan does not get the abuse text and an overdose gets emergency services first.
 */
const CHILD = String.raw`(?:\w+s (?:kid|kids|child|baby|toddler|little (?:boy|girl))|(?:my|our|their|the) (?:baby|toddler|newborn|boys|girls|kids on the team)|(?:u|under) ?\d+s? (?:coach|team|players?|boys|girls)|my (?:son|daughter|kid|kids|child|children|stepson|stepdaughter|nephew|niece|little (?:brother|sister)|grandson|granddaughter|student|students|pupil|player on (?:my|the) (?:u\d+|under \d+|youth|junior) team)|(?:a|the|this|that) (?:child|kid|little (?:boy|girl)|toddler|baby|minor)|(?:kid|child|boy|girl) (?:next door|in my class|on my team|i coach|i babysit)|(?:u\d+|under \d+|youth|junior|little league) (?:player|athlete|swimmer|gymnast)|(?:kid|child|boy|girl|pupil|student) (?:aged )?(?:1[0-7]|[1-9])\b|\b(?:1[0-7]|[1-9]) ?(?:yo|yr old|year old)\b)`;
const HURT = String.raw`(?:hit|hits|hitting|beat|beats|beating|hurt|hurts|hurting|abus\w*|touch\w*|grab\w*|slap\w*|punch\w*|kick\w*|burn\w*|starv\w*|lock\w* (?:him|her|them) (?:in|up)|bruis\w*|molest\w*|groom\w*|neglect\w*|shak\w*|send\w* (?:him|her|them) (?:pictures|photos|nudes)|naked|secret|shook|shaken|shower with (?:him|her|them)|gifts? to keep (?:it )?quiet|keep (?:it )?quiet)`;
const MINOR_SELF = String.raw`\b(?:i am (?:1[0-7]|[89]|only 1[0-7]|a minor|in (?:year|grade) \d+|in (?:middle|high) school)|i am \d+ and (?:he|she|they)|im (?:1[0-7])\b|(?:1[0-7]) (?:year old|yo)\b|(?:my|our) (?:coach|teacher|tutor|stepdad|uncle|friend s dad)\b.{0,80}\b(?:said|told me|asked me) (?:not to tell|to keep it|it is our secret|to delete))`;
const ELDER = String.raw`(?:(?:my|our|his|her) (?:elderly |old |aging |ageing |frail )?(?:grandma|grandmother|grandpa|grandfather|grandad|granddad|nan|nana|gran|granny|elderly|old|aging|ageing) ?(?:mother|father|mom|mum|dad|parent|parents|neighbou?r)?|\b(?:grandmas?|grandmothers?|grandpas?|grandfathers?|grandads?|granddads?|nans?|nanas?|grans?|grannys?)\b|(?:an|the|this) (?:elderly|older) (?:man|woman|person|resident|patient|lady|gentleman)|(?:care|nursing|retirement) home|(?:in|at) the home|memory (?:unit|ward|care)|assisted living|residents?|dementia|alzheimers|pension|(?:caring for|care for|look after|looking after|carer for|carer of) (?:my |our )?(?:mum|mom|mother|dad|father|parents?|nan|gran)|(?:mums|moms|dads|mothers|fathers|her|his) carers?|(?:he|she) is (?:[7-9]\d|1\d\d)\b|\d\d yr old patient)`;
const ELDER_HARM = String.raw`(?:hit|hits|hitting|hurt|hurts|abus\w*|neglect\w*|bruis\w*|slap\w*|grab\w*|shov\w*|push\w*|rough\w*|yell\w* at|scream\w* at|shout\w* at|tak\w* (?:over )?(?:his|her|their|\w+s) (?:money|pension|savings|bank card|card|house)|pension (?:card|goes)|stealing|steals|took (?:over )?(?:his|her|\w+s) (?:money|savings|card|bank card)|sign over|power of attorney|handles (?:his|her) money|left (?:him|her|them) (?:alone|in)|lock\w*|strap\w*|keeps (?:him|her) in|not (?:feeding|fed|giving (?:him|her) (?:his |her )?(?:food|water|meds|medication|insulin|the insulin|tablets))|(?:is not|isnt) getting (?:food|his meds|her meds|water)|no food|(?:given|giving) (?:him|her|my \w+) (?:double|extra|more of) (?:his|her) \w+|sedat\w*|soiled|sitting in|starv\w*|pressur\w* (?:him|her|them) to sign)`;
/** Medicines and poisons; a number, "all", "the whole" or "too many" says the amount was harmful. */
const DRUG = String.raw`(?:pills|tablets|capsules|meds|medication|medicines?|paracetamol|tylenol|ibuprofen|acetaminophen|aspirin|advil|painkillers|insulin|xanax|codeine|oxy\w*|sertraline|sleeping (?:pills|tablets)|\w+ (?:pills|tablets|meds))`;
const HARMFUL_AMOUNT = String.raw`(?:all|(?:the |a |my )?(?:whole|entire)|the rest|a bunch|a handful|a fistful|loads|lots|too many|double|triple|[5-9]|\d\d+|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a dozen|dozens|like \d+|about \d+|a bottle|a box|a pack|a packet|a strip)`;
/** Said of oneself ("I took", "just swallowed", or no subject at the start), never "I take my meds" or "I had a bottle of wine". */
const OVERDOSE_TAKEN = String.raw`(?:^ |\b(?:i|just|already) )(?:have |had )?(?:took|taken|swallowed|downed|ate|drank|had|injected|necked|popped)\b(?: \w+){0,4}? ${HARMFUL_AMOUNT}\b(?: \w+){0,4}? ${DRUG}\b|(?:^ |\b(?:i|just|already) )(?:have )?(?:took|taken|swallowed|drank|drunk|downed|ate|had)\b(?: \w+){0,3}? (?:bleach|antifreeze|weed ?killer|rat poison|drain cleaner)\b|\b(?:overdos\w*|od) (?:on (?!(?:caffeine|coffee|espresso|energy drinks?|sugar|sweets|candy|chocolate|carbs|netflix|tv|youtube|tiktok|social media|content|memes|work|revision|studying|love|cuteness|nostalgia|drama|podcasts|music|sunshine)\b)|already|just now|earlier|an hour ago)\b|\b(?:took|taken|swallowed|downed) (?:a |the |my )?(?:whole|full|entire) (?:bottle|pack|packet|box|strip)\b|\b(?:took|taken|swallowed|injected|had) (?:way )?more ${DRUG} than\b|\b(?:had|took|taken|swallowed) (?:a bunch|a handful|loads|lots|too many) of (?:my )?(?:\w+ )?(?:meds|pills|tablets)\b|\b(?:took|taken|swallowed) (?:way |far )?too many(?: of (?:them|those|these|my \w+|the \w+))?[,.]? (?:and )?on purpose\b`;
const MEDICAL = String.raw`\b(?:faint\w*|passed out|pass out|blacked out|black out|collaps\w*|dizzy|hearts? (?:is )?(?:racing|pounding|skipping|fluttering|going like \d+)|chest (?:pain|pounding|hurts)|cannot stand|confused|peeing blood|no pee|stopped (?:peeing|sweating)|cramping all over|throwing up blood|blood in (?:it|my (?:vomit|sick|pee))|vision (?:going|is going|went) (?:spotty|black|blurry)|lips tingling|tingling (?:lips|hands|fingers))\b`;
/** Signs of a medical emergency whatever caused it: the answer sends the person to urgent care. */
const ACUTE = String.raw`\b(?:soaking (?:a |through )?(?:pad|pads|towel)|(?:can not|cannot|could not) feel my (?:legs|arms|hands|feet|face)|chest pain|arm (?:has been |is |been |went |going )?numb|seeing double|double vision|throat (?:is )?(?:swelling|closing)|lips? (?:tingling|swelling|swollen)|breathing (?:feels |is )?tight|(?:can not|cannot) breathe|epipen|flashing lights|coughing (?:up )?blood|vomiting blood|breath smells)\b`;
const RESTRICT = String.raw`\b(?:(?:not|no|barely|stopped) (?:eating|eaten|drinking|drunk|food|water|fluids)|(?:have|has) not (?:eaten|drunk|had (?:food|water))|(?:cut|cutting|make|making|made) weight|weigh ?in|sauna suits?|spit(?:ting)?|laxatives|diuretics|water ?load\w*|dehydrat\w*|starv\w*|restrict\w*|throwing up|\d+ (?:calories|cals|kcal)|(?:skip|skipping|skipped) (?:meals|food|water|eating))\b`;
const SOMEONE_ELSE = String.raw`\b(?:asking for a friend|(?:my|a) (?:friend|mate|teammate|roommate|brother|sister|partner|boyfriend|girlfriend|husband|wife|son|daughter|dad|mom|mum|colleague|coworker|classmate|student|athlete|player|client)\b.{0,80}\b(?:wants to|said (?:she|he|they) (?:wants|want|would|will|is going|are going)|says (?:she|he|they) (?:wants|want|will|is going|are going)|is going to|keeps talking about|talked about|told me (?:she|he|they)|has been (?:cutting|hurting)|is (?:cutting|hurting)|posted|texted)\b.{0,60}\b(?:kill|die|end (?:it|her life|his life|their life|things)|suicid\w*|not (?:be )?(?:here|around|alive)|hurt (?:herself|himself|themselves)|cut\w*|overdos\w*|goodbye|jump\w*|pills)|how (?:do|can|should) i help (?:her|him|them|my friend|a friend|someone)|worried (?:about|that) (?:my|a) \w+ (?:might|will|is going to|wants to))`;

const rx = (source: string) => new RegExp(source);
const childHarmed = [rx(`${CHILD}.{0,80}${HURT}`), rx(`${HURT}.{0,60}${CHILD}`)];
const elderHarmed = [rx(`${ELDER}.{0,80}${ELDER_HARM}`), rx(`${ELDER_HARM}.{0,60}${ELDER}`)];
const minorSelf = rx(MINOR_SELF);
const overdoseTaken = rx(OVERDOSE_TAKEN);
const medical = new RegExp(MEDICAL, 'g');
const restricting = new RegExp(RESTRICT, 'g');
/**
 * How far apart (in characters) a sign and the restricting may be and still be one situation: a
 * long message that runs several situations together ("my heart is pounding" before a match, "I
 * feel like throwing up" before an exam) must not add them up into an emergency.
 */
const SAME_PASSAGE_CHARS = 200;
const someoneElse = rx(SOMEONE_ELSE);
const acuteSymptoms = rx(ACUTE);

/** An overdose already taken: a medical emergency whatever else the text says. */
/**
 * "Swallowed them" with no drug named is an overdose when the body is already going wrong ("can't feel my
 * fingers"); swallowing words or pride comes without such signs.
 */
const swallowedUnnamedWithSigns = rx(
  String.raw`^(?=.*?\bswallowed (?:them|the lot|all of them|the rest|the whole lot)\b(?! whole))(?=.*?\b(?:(?:cannot|can not) feel my (?:fingers|hands|legs|arms|feet|face|lips)|numb|dizzy|drowsy|going dark|vision (?:going|is going|went)|hearts? (?:is )?(?:racing|pounding|slowing)|(?:cannot|can not) breathe|throwing up)\b)`,
);

export function isOverdoseTaken(normalised: string): boolean {
  return overdoseTaken.test(normalised) || swallowedUnnamedWithSigns.test(normalised);
}

function positions(pattern: RegExp, text: string): number[] {
  return [...text.matchAll(pattern)].map((match) => match.index);
}

/** Fainting, a racing heart or confusion while restricting food or water, said in one passage; or a medical red flag. */
export function isMedicalDanger(normalised: string): boolean {
  const signs = positions(medical, normalised);
  const restricted = signs.length ? positions(restricting, normalised) : [];
  const together = signs.some((sign) => restricted.some((at) => Math.abs(at - sign) <= SAME_PASSAGE_CHARS));
  return together || isMedicalRedFlag(normalised);
}

/** Categories about the writer's own safety, which another person's words or acts can turn into someone else's. */
const OWN_RISK: readonly CrisisCategory[] = [
  'suicide',
  'indirect',
  'self_harm',
  'overdose',
  'medical_danger',
  'harm_to_others',
];
/** Categories a layer may name for harm done to an older person or a child. */
/** Categories a word about the body can be behind ("bleeding", "could not feel"), where symptoms say it is medical. */
const BODY_FOUND: readonly CrisisCategory[] = ['indirect', 'self_harm', 'medical_danger'];
const HARM_DONE: readonly CrisisCategory[] = [
  'abuse',
  'indirect',
  'harm_to_others',
  'self_harm',
  'child_at_risk',
  'overdose',
];

/** The category that fits best, starting from what the layers found. */
export function refineCategory(found: CrisisCategory, normalised: string): CrisisCategory {
  if (found === 'not_english') return found;
  // A red flag is an emergency whoever has it (a friend too drowsy to wake): urgent care first.
  if (found === 'medical_danger' && isMedicalRedFlag(normalised)) return found;
  if (HARM_DONE.includes(found)) {
    if (elderHarmed.some((r) => r.test(normalised))) return 'elder_abuse';
    if (minorSelf.test(normalised) && found === 'abuse') return 'minor_at_risk';
    if (childHarmed.some((r) => r.test(normalised))) return 'child_at_risk';
  }
  if (
    OWN_RISK.includes(found) &&
    (someoneElse.test(normalised) || isSomeoneElsesRisk(normalised, found === 'harm_to_others'))
  )
    return 'someone_else';
  if (isOverdoseTaken(normalised) || tookTooMuch(normalised)) return 'overdose';
  if (found === 'abuse' && minorSelf.test(normalised)) return 'minor_at_risk';
  if (isMedicalDanger(normalised) || (BODY_FOUND.includes(found) && acuteSymptoms.test(normalised)))
    return 'medical_danger';
  return found;
}
