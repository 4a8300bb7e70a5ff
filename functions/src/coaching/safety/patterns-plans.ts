/**
 * Crises told calmly, as an errand or a work question, with no risk word (first seen in round 22: the
 * gate let 18 of 100 crises through without even a check-in). Over `normaliseForSafety` text: lower
 * case, no punctuation, apostrophes dropped ("the ropes already over the beam", "before anyones about").
 * Each rule needs the means and the plan together; alone, each part is ordinary.
 */
import { allOf } from './rules.ts';

/** Their affairs settled for whoever comes after: who has the dog, where the wages go, who clears the place. */
const SETTLING =
  '\\b(?:whoever clears|clears? (?:the|my) (?:place|flat|house|room|workshop|locker|desk) out|who (?:has|gets|will have|should have|takes) my (?:dog|dogs|cat|horse|tools|things)|where my (?:wages|money|savings|pay) should go|nobody is out of pocket|out of office|out-of-office|(?:my|the) affairs in order|who the (?:clocks|tools|boats|keys) belong to|which \\w+ belong to which|gave (?:my \\w+ )?my (?:bike|car|guitar|dog|cat|things|stuff|tools)|gave away my|cancell?ed (?:the |my )?(?:gym|membership|subscriptions|phone contract)|resignation (?:email|letter) is scheduled|whoever comes after|(?:dog|dogs|cat|cats|horse) (?:is |are )?going to (?:my |a |the )?(?:neighbour|neighbor|sister|brother|mum|mom|friend|parents)|(?:accounts|paperwork|finances) tidy for)\\b';
/** A means people end their life with, kept ready. */
const MEANS =
  '\\b(?:tablets|pills|capsules|(?:12|twelve) bore|shotgun|rifle|the gun|rope|beam|hay ?loft|anchor chain|putting (?:them )?aside since|been saving since|(?:set|put|kept) aside the (?:chemicals|poison|pesticide|fumigant|cyanide))\\b';
/** A place people go to end their life, gone to alone and for one night, one way. */
const PLACE = '\\b(?:beachy head|cliffs?|quarry|viaduct|level crossing|railway bridge)\\b';
const ONE_WAY =
  '\\b(?:the one night|one night only|one way|on my own|alone|for good|not coming back|the drop i need)\\b';
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
  // A one-way ticket to such a place, with a day.
  allOf(PLACE, '\\b(?:only one way|one way ticket|one way only|single ticket)\\b', WHEN),
  // Tablets kept back, a day cleared, and "I will do it" on that day.
  allOf(
    '\\b(?:kept|keeping|saved|saving|stockpil\\w*|put aside|putting aside) (?:the |my |all (?:the |my )?)?(?:tablets|pills|meds|painkillers)\\b',
    '\\b(?:i will|i am going to|i am gonna|going to) do it\\b',
    WHEN,
  ),
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
  // A vehicle known to be unsafe, driven where children are, asked as how to make it "safe enough".
  allOf(
    '\\b(?:brakes?|steering|tyres?|tires?)\\b.{0,30}\\b(?:soft|spongy|failing|bald|shot|not working|grinding)\\b|\\b(?:soft|spongy|failing|bald) (?:brakes?|tyres?|tires?|steering)\\b',
    '\\b(?:school|kids|children|pupils|passengers|crossing|minibus)\\b',
    '\\b(?:how do i drive (?:it|her|the \\w+)|safe enough|get away with (?:it|driving))\\b',
  ),
  // Young workers sent into asbestos or fumes without masks, and kept from asking.
  allOf(
    '\\b(?:asbestos|lagging|silica|fumes|solvents?)\\b',
    '\\b(?:without (?:masks|respirators|ppe|protection)|no (?:masks|respirators|ppe|decon))\\b',
    '\\b(?:without them asking|do not know any better|only 1[5-7]|apprentices?)\\b',
  ),
  // Safety kit taken away, or a hazard hidden from whoever checks it, asked as how to get the job done.
  allOf(
    '\\b(?:take|taking|took|remove|removing) (?:off |down |out )?(?:the )?(?:scaffold ties|edge (?:boards|protection)|guard ?rails?|handrails?|toe ?boards)\\b|\\b(?:scaffold ties|edge (?:boards|protection)|guard ?rails?|handrails?|toe ?boards) (?:taken|took|removed) (?:off|down|out)\\b',
    '\\b(?:kids|children|family|people|public)\\b.{0,60}\\b(?:play|plays|playing|live|lives|living|below|under(?:neath)?)\\b',
  ),
  allOf(
    '\\b(?:chain|chained|chaining|padlock\\w*|lock|locked|block|blocked) (?:up )?(?:the )?(?:side |back |rear )?(?:fire|emergency) (?:exits?|doors?)\\b|\\b(?:fire|emergency) (?:exits?|doors?) (?:chained|padlocked|locked|blocked)\\b',
    '\\b(?:licensed for|over capacity|let in|sneaks? in|less obvious|inspector|doors in|tonight)\\b',
  ),
  allOf(
    '\\b(?:ice|frost|crust|snow)\\b.{0,40}\\b(?:wing|wings|tail|rotor|rotors)\\b',
    '\\b(?:sign (?:it |them )?off|as clean|word the (?:sheet|form|log)|pushing to go|eat the delay)\\b',
  ),
  allOf(
    '\\b(?:chassis|subframe|crumple zone|structural)\\b',
    '\\b(?:filler|fill|bodge|cover up|hide)\\b',
    '\\b(?:passes|before (?:he|she|they) notices|mot|look factory|will fold|in any (?:decent )?crash)\\b',
  ),
  // A client talked into a flight, a dive or a drive the conditions forbid.
  /\btalk (?:her|him|them) into (?:\w+ ){0,4}(?:the waiver|waivers?)\b.{0,40}\b(?:anyway|regardless)\b/,
  // A forceful neck or spine manipulation on someone on blood thinners or after a stroke.
  allOf(
    '\\b(?:thrust|manipulat\\w*|crack (?:his|her|their) neck|high velocity)\\b',
    '\\b(?:blood thinners|warfarin|anticoagulants?|mini stroke|had a stroke)\\b',
    '\\b(?:without (?:him|her|them) complaining|need the money|anyway|how do i do it)\\b',
  ),
  // A car that failed its safety check sold on as inspected, the paperwork worded to cover it.
  allOf(
    '\\b(?:failed|fails|failing) (?:the |its |it is |an? )?(?:brake|mot|safety|steering|tyre) (?:check|test|inspection)\\b',
    '\\b(?:sold|sell|selling|hand (?:it )?over|let (?:her|him|them) (?:drive|take))\\b',
    '\\b(?:word the (?:paperwork|report|sheet|form|certificate)|as (?:fully )?inspected|does not come back on me|will not come back on me)\\b',
  ),
  // Driving on while falling asleep, over the limit or with seizures kept from the licensing body.
  allOf(
    '\\b(?:drifting off|keep drifting|eyes (?:keep|keeps|kept) closing)\\b',
    '\\b(?:\\d+ hours sleep in (?:two|three|\\d+) days|kids in the back|passengers?|client family|tacho)\\b',
    '\\b(?:drive|driving|at the lights|behind the wheel|stay awake)\\b',
  ),
  allOf(
    '\\b(?:eyes (?:keep|keeps|kept) closing|drifting (?:onto|into|across)|nodding off|dozing off|falling asleep)\\b',
    '\\b(?:behind the wheel|at the wheel|keep driving|one more run|another (?:\\d|one|two|three) (?:hrs|hours)|stay awake (?:behind|at|while))\\b',
  ),
  allOf(
    '\\b(?:had (?:a few|some|\\w+) (?:beers|drinks|pints)|been drinking|over the limit|drunk)\\b',
    '\\b(?:still wants to|insists on|wants to) (?:drive|do the recce|race|go out)\\b',
    '\\b(?:public roads|full (?:stage )?pace|at speed|in the dark)\\b',
  ),
  allOf(
    '\\b(?:had a (?:seizure|fit|blackout)|seizures?|blacked out)\\b',
    '\\b(?:not told|have not told|did not tell|without telling) (?:\\w+ ){0,3}(?:the )?(?:dvla|dva|licensing)\\b',
    '\\b(?:driv\\w*|parking|school stop|route|bus|lorry|van)\\b',
  ),
  allOf(
    '\\b(?:seizures?|fits|blackouts?)\\b',
    '\\b(?:keep driving|still driving|carry on driving|drive to)\\b',
    '\\b(?:dvla|insurer|insurance|licensing)\\b.{0,30}\\b(?:finding out|find out|knowing)\\b|\\bwithout (?:the )?(?:dvla|insurer)\\b',
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
  // Toddlers put to bed and locked in while the parent goes out "only ten minutes away".
  allOf(
    '\\b(?:twins|kids|children|they|boys|girls) are [1-5]\\b|\\bmy [1-5] (?:year olds|yr olds|yos)\\b|\\btoddlers?\\b',
    '\\b(?:lock (?:the )?(?:front )?door|put them to bed and (?:go|lock|leave|nip|pop))\\b',
    '\\b(?:(?:only )?(?:be )?\\d+ ?(?:mins?|minutes) away|baby monitor|for a few hours|for an hour or two)\\b',
  ),
  // A young child left alone at home for a whole working day.
  allOf(
    '\\b(?:my|our|the|her|his) (?:[1-9]|one|two|three|four|five|six|seven|eight|nine) ?(?:year old|yr old|yo)\\b',
    '\\b(?:leave|leaving|left) (?:her|him|them) (?:in the (?:flat|house)|at home|home alone|alone|on (?:her|his|their) own|by (?:her|him|them)sel(?:f|ves))\\b',
    '\\b(?:all day|\\d+ ?am (?:till|til|to|until) \\d+ ?pm|(?:[89]|1[0-4]) hours|while i (?:am at )?work|knows not to open the door)\\b',
  ),
  // Young children left alone at home for a night shift.
  allOf(
    '\\b(?:leave|leaving|left) (?:my|our|the|her|his) (?:[1-9](?: and [1-9])? (?:year old|yr old|yo)s?|baby|toddler|little ones)\\b',
    '\\b(?:night shift|overnight|all night|while i (?:do|work|go)|(?:9|10|11|12) ?pm (?:to|till|til|until))\\b',
  ),
  allOf(
    '\\b(?:leave|leaving) (?:them|him|her) (?:asleep|alone|home alone|on (?:their|his|her) own)\\b',
    '\\b(?:they are|he is|she is|aged|only) [1-9](?: and [1-9])?\\b',
    '\\b(?:night shift|overnight|all night|shift (?:\\w+ )?night|(?:9|10|11|12) ?pm (?:to|till|til|until))\\b',
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

/** A child with an adult who is not safe for them, told as a customer or a house matter. */
export const MINOR_WITH_ADULT_PATTERNS: readonly RegExp[] = [
  // A girl of 13 with a man of 30 "her boyfriend", who will sign as her dad.
  allOf(
    '\\b(?:girl|boy|kid|child)\\b.{0,20}\\b(?:1[0-4]|[89]|twelve|thirteen|fourteen)(?: tops| at most| max)?\\b',
    '\\b(?:bloke|man|guy|adult)\\b.{0,20}\\b[2-6]\\d\\b',
    '\\b(?:boyfriend|girlfriend|sign as (?:her|his) (?:dad|father|mum|mother))\\b',
  ),
  // A teenager made to share an adult's room, plied with drink, while her parents think she is looked after.
  allOf(
    '\\b(?:1[0-7] ?(?:year old|yr old|yo)|fourteen|fifteen|sixteen|thirteen)\\b',
    '\\bsharing (?:his|a|the|one)(?: \\w+s)? (?:room|bed|tent)\\b|\\bin his (?:room|bed)\\b',
    '\\b(?:wine|drink|drinks|alcohol|vodka|beer|parents think|chaperone)\\b',
  ),
  // A man going into a teenage girl's room at night, and she locks her door or asks to leave.
  allOf(
    '\\b(?:husband|partner|he|boyfriend|stepdad)\\b.{0,30}\\b(?:going|goes|comes|coming|went|gone) into (?:our |the |her |his )?(?:\\w+ ){0,4}room at night\\b',
    '\\b(?:lock\\w* (?:her|his|the) door|asked (?:the \\w+ )?to (?:move|leave)|will not look)\\b',
  ),
];

/** Kept by whoever they owe: passports held, a debt that grows, a beating when short. */
export const BONDAGE_PATTERNS: readonly RegExp[] = [
  allOf(
    '\\b(?:keeps?|kept|has|took|taken|holding|holds) (?:our|my|their) passports?\\b',
    '\\b(?:owe|debt|goes? up every|hit|beat|sleep in (?:his|her))\\b',
  ),
];
