/**
 * Crises told calmly, as an errand or a work question, with no risk word (first seen in round 22: the
 * gate let 18 of 100 crises through without even a check-in). Over `normaliseForSafety` text: lower
 * case, no punctuation, apostrophes dropped ("the ropes already over the beam", "before anyones about").
 * Each rule needs the means and the plan together; alone, each part is ordinary.
 */
import { allOf } from './rules.ts';

/** Their affairs settled for whoever comes after: who has the dog, where the wages go, who clears the place. */
const SETTLING =
  '\\b(?:whoever clears|clears? (?:the|my) (?:place|flat|house|room|workshop|locker|desk) out|who (?:has|gets|will have|should have|takes) my (?:dog|dogs|cat|horse|tools|things)|where my (?:wages|money|savings|pay) should go|nobody is out of pocket|out of office|out-of-office|(?:my|the) affairs in order|who the (?:clocks|tools|boats|keys) belong to|which \\w+ belong to which)\\b';
/** A means people end their life with, kept ready. */
const MEANS =
  '\\b(?:tablets|pills|capsules|(?:12|twelve) bore|shotgun|rifle|the gun|rope|beam|hay ?loft|anchor chain|putting (?:them )?aside since|been saving since)\\b';
/** A place people go to end their life, gone to alone and for one night, one way. */
const PLACE = '\\b(?:beachy head|cliffs?|quarry|viaduct|level crossing|railway bridge)\\b';
const ONE_WAY = '\\b(?:the one night|one night only|one way|on my own|alone|for good|not coming back)\\b';
const WHEN =
  '\\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|on the \\d+(?:st|nd|rd|th)|after that|once the last|before (?:anyone|anybody|anyones|anybodys)|at \\d)\\b';

export const PLAN_PATTERNS: readonly RegExp[] = [
  // "The rope's already over the beam", "the cord is tied to the banister".
  /\b(?:rope|ropes|cord|flex|belt|cable) (?:is )?(?:already |all )?(?:over|round|tied to|hung from|up on) (?:the |a )?(?:beam|rafter|rafters|joist|banister|bannister|loft hatch|hook|branch)\b/,
  // Walking into the water weighted down: "off the end of the slipway with the anchor chain round me".
  allOf(
    '\\b(?:anchor chains?|chains?|weights?|stones|rocks|bricks) (?:round|around|in|tied to) (?:me|my (?:waist|pockets|ankles|legs))\\b',
    '\\b(?:slipway|pier|jetty|quay|harbou?r|sea|river|canal|lake|reservoir|tide|water|dock)\\b',
  ),
  // Their affairs being settled, beside a means kept ready, and a day; or a place gone to alone for one night.
  allOf(SETTLING, MEANS, WHEN),
  allOf(SETTLING, PLACE, ONE_WAY, WHEN),
];

/**
 * Danger to someone else asked about as a practical question: brakes loosened for pay, an allergy pen
 * hidden "to teach her", a small child left in a hot car for a video, small children left by a pond.
 */
export const DANGER_TO_OTHERS_PATTERNS: readonly RegExp[] = [
  allOf(
    '\\b(?:back off|loosen|loosening|slacken|cut|cutting|tamper\\w* with|disconnect\\w*|bleed off) (?:the |his |her |their )?(?:brake|brakes|brake calipers|calipers|brake lines?|brake cables?)\\b',
    '\\b(?:so it does not show|does not show|will not notice|without (?:her|him|them) knowing|offered me|pays? me|paid me|£\\d+|\\$\\d+|(?:his|her) ex)\\b',
  ),
  allOf(
    '\\b(?:epipen|epi pen|adrenaline pen|auto ?injector|inhaler|insulin)\\b',
    '\\b(?:is not in|are not in|not be in|hide|hid|hidden|remove|removed|take out|taken out|swap|swapped|get rid of|goes missing|go missing)\\b',
    '\\b(?:teach (?:her|him|them)|(?:a )?bit of (?:nut|peanut)|nuts? in (?:his|her)|on purpose|serve (?:her|him|them) right|nobody will know|sick of)\\b',
  ),
  // Young workers sent into asbestos or fumes without masks, and kept from asking.
  allOf(
    '\\b(?:asbestos|lagging|silica|fumes|solvents?)\\b',
    '\\b(?:without (?:masks|respirators|ppe|protection)|no (?:masks|respirators|ppe|decon))\\b',
    '\\b(?:without them asking|do not know any better|only 1[5-7]|apprentices?)\\b',
  ),
];

/** Hurt at home, told plainly beside other things: "he did the same to me", ribs that hurt to breathe. */
export const HURT_AT_HOME_PATTERNS: readonly RegExp[] = [
  allOf(
    '\\b(?:husband|partner|boyfriend|wife|girlfriend|fiance)\\b',
    '\\b(?:did the same to me|(?:kicked|punched|hit|beat|strangled|choked) me)\\b',
    '\\b(?:(?:ribs?|side|chest) hurts? when i breathe|in front of the kids|bruis\\w*|black eye)\\b',
  ),
];

/** Small children left where they can come to harm, asked about as if it were a staffing question. */
export const CHILD_LEFT_PATTERNS: readonly RegExp[] = [
  allOf(
    '\\b(?:leave|leaving|left) (?:our|my|the|her|his) (?:(?:\\d+|a|one|two|three|four|five) ?(?:year old|yr old|yo)|baby|toddler|little one|\\w+ month old)\\b',
    '\\b(?:alone )?in the car\\b',
    '\\b(?:\\d\\d degrees|hot|heat|heatwave|sun|sweltering|for (?:\\d+|twenty|thirty) minutes)\\b',
  ),
  /\b(?:leave|leaving) (?:the |my |our )?(?:two |three |four |five |\d )?(?:(?:\w|two|three|four|five) ?(?:year olds|yr olds|yos)|toddlers|under fives|nursery kids|little ones)\b.{0,30}\b(?:by|near|at|next to) the (?:pond|pool|river|lake|canal|stream|water|sea)\b/,
];

/** An older person's signature made for them: "guide his hand on the signature", dementia beside it. */
export const SIGNATURE_PATTERNS: readonly RegExp[] = [
  allOf(
    '\\b(?:guide|guiding|hold|holding|move|moving|steady) (?:his|her|their) hand (?:on|for|through|to do) (?:the )?signature\\b',
    '\\b(?:dementia|alzheimers|did not know what (?:year|day)|does not know what (?:year|day)|confused|no capacity|lacks capacity)\\b',
  ),
];
