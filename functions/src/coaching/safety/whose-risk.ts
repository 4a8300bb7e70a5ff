/**
 * Whose safety, and what was already done, over normalised text (lower case, no punctuation,
 * contractions expanded, a space at each end). These only choose the answer for a message the
 * layers already stopped; they never decide on their own that a message is a crisis.
 */

/** Someone the writer talks about: a friend, a relative, a teammate, "a guy in my year". */
const PERSON = String.raw`(?:best friend|friend|friends|mate|buddy|bestie|teammate|roommate|flatmate|housemate|brother|sister|sibling|partner|boyfriend|girlfriend|bf|gf|husband|wife|son|daughter|dad|mom|mum|mother|father|colleague|coworker|classmate|student|athlete|player|client|duo|labmate|cousin|uncle|aunt|neighbou?r|guy|girl|lad|kid|patient|organist|\d+ year old)`;
const OTHER_PERSON = String.raw`(?:\b(?:my|our|a|the) (?:\w+ ){0,2}?${PERSON}|^ (?:${PERSON}|mums|moms|dads))\b`;
/** What that person said or did, told by the writer. */
const THEY_SAID = String.raw`\b(?:he|she|they|${PERSON}|mums|moms|dads)\b (?:\w+ ){0,2}?(?:said|says|saying|told|tells|telling|texted|texts|messaged|posted|wrote|joked|keeps|kept|is|was|has|had|been|will not|would|gave|showed|called|searching|hides|hid)\b`;
const THIRD_PERSON = /\b(?:he|she|they|him|them)\b/g;
/** Words, not acts: a threat to others told by the writer is the other person's ("a guy in my year said he is bringing a gun"). */
const TOLD =
  /\b(?:said|says|saying|told|tells|texted|texts|messaged|posted|wrote|joked|keeps (?:saying|talking|telling))\b/;
/** "I" as the one at risk; "I do not know what to say" or "I found" is the writer looking on. */
const FIRST_SUBJECT =
  /\bi\b(?! (?:think|do not know|did not know|do not|found|can not find|cannot find|am (?:worried|scared|not sure|the only)|just found|saw|heard|noticed|asked|tried|want to help|need to know))/g;

const otherPerson = new RegExp(OTHER_PERSON);
const theySaid = new RegExp(THEY_SAID);

/**
 * The risk is someone else's: a person the writer talks about, who says or does it more than the
 * writer does. For a threat to others (`reported`), only when the writer tells what the person said.
 */
export function isSomeoneElsesRisk(normalised: string, reported = false): boolean {
  if (!otherPerson.test(normalised) || !theySaid.test(normalised)) return false;
  if (reported && !TOLD.test(normalised)) return false;
  const third = (normalised.match(THIRD_PERSON)?.length ?? 0) + 1;
  const first = normalised.match(FIRST_SUBJECT)?.length ?? 0;
  return third > first || /\b(?:texted|messaged|posted|wrote) (?:me )?i\b/.test(normalised);
}

const SUBSTANCE = String.raw`(?:pills|tablets|capsules|meds|medication|medicine|paracetamol|tylenol|ibuprofen|acetaminophen|aspirin|advil|painkillers|insulin|xanax|codeine|oxy\w*|sertraline|\w+ (?:pills|tablets|meds)|bleach|antifreeze|weed ?killer|rat poison|poison|detergent|them all|all of them|everything in the (?:cabinet|cupboard|drawer))`;
const TOO_MUCH = String.raw`(?:all|whole|entire|rest|bunch|handful|fistful|lots|loads|too many|more|extra|double|triple|[5-9]|\d\d+|bottle|strip|pack|packet|box)`;
const SWALLOWED = '(?:took|taken|swallowed|downed|down|ate|drank|had|necked|popped|mixed|chugged|injected|snorted)';
/** Said of oneself: at the start of the message or after "I" (not "she took"). */
const BY_ME = String.raw`(?:^ |\bi (?:have |just |already |think i )?|\bjust |\balready )`;
const TOOK_TOO_MUCH = [
  new RegExp(`${BY_ME}${SWALLOWED}\\b(?: \\w+){0,6}? ${TOO_MUCH}\\b(?: \\w+){0,4}? ${SUBSTANCE}\\b`),
  new RegExp(
    `${BY_ME}${SWALLOWED}\\b(?: \\w+){0,3}? ${SUBSTANCE}\\b(?: \\w+){0,3}? (?:all of them|every one|the lot)\\b`,
  ),
  new RegExp(
    `${BY_ME}${SWALLOWED}\\b(?: \\w+){0,4}? (?:bleach|antifreeze|weed ?killer|rat poison|poison|detergent|drain cleaner|cleaning products?)\\b`,
  ),
  new RegExp(
    `${BY_ME}(?:took|mixed|chased|had)\\b(?: \\w+){0,5}? ${SUBSTANCE}\\b(?: \\w+){0,6}? (?:with|and) (?:\\w+ ){0,4}?(?:vodka|alcohol|scotch|whisky|whiskey|wine|beer|booze|drink|drinks)\\b`,
  ),
  /\b(?:down|downed|necked|chugged) (?:a |the )?(?:full|whole|entire) (?:bottle|box|pack|packet|strip)\b/,
  /\bput (?:bleach|poison|antifreeze|\w+ killer) in my (?:drink|food|tea|coffee)\b|\bsomething from under the sink\b/,
  /^ (?:pills|tablets|meds) taken\b|(?:\bi (?:have )?|^ )(?:overdosed|od d|oded)\b/,
];

/** Something already swallowed in a harmful amount, said of oneself: emergency services and Poison Control first. */
export function tookTooMuch(normalised: string): boolean {
  return TOOK_TOO_MUCH.some((pattern) => pattern.test(normalised));
}
