/**
 * Medical red flags the meaning layer cannot see (it reads them as sport or as a complaint): each is
 * a cause and a sign that together mean urgent care now, over normalised text (lower case, no
 * punctuation, contractions expanded). A sign alone ("a headache", "out of breath") never matches.
 */
const rx = (source: string) => new RegExp(source);

const RED_FLAGS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  // An asthma attack the reliever does not stop, or blue lips or fingers with breathlessness.
  [
    rx(
      String.raw`\b(?:inhaler|reliever|puffer|wheez\w*|asthma|(?:cannot|can not|could not) (?:catch my breath|breathe|get (?:my )?breath))\b`,
    ),
    rx(
      String.raw`\b(?:(?:inhaler|reliever|puffer) (?:is not|was not|does not|did not|not|is no|no) (?:help\w*|work\w*|doing anything|good)|(?:chest|ribs|throat) (?:is |are |keeps? )?sucking in|(?:lips|fingers|fingertips|face) (?:are |is |going |turning |went |look |looking )?(?:blue|grey|gray)|(?:cannot|can not) (?:speak|talk|finish a sentence))\b`,
    ),
  ],
  // Carbon monoxide: a fuel-burning heater or stove in a closed space, and headaches, sickness or drowsiness.
  [
    rx(
      String.raw`\b(?:gas (?:fire|heater|stove|boiler)|boilers?|(?:camping|camp|gas|paraffin|diesel|wood|log) (?:stove|heater|burner)|heater (?:in|inside) (?:the|my|our) (?:van|tent|car|caravan|camper)|generator|charcoal|(?:bbq|barbecue) (?:in|inside))\b`,
    ),
    rx(
      String.raw`\b(?:headaches?|drowsy|sleepy|confused|muddled|hard to wake|(?:cannot|can not) think straight|(?:feel|felt|feeling|was|am|been) sick|dizzy)\b.{0,200}\b(?:drowsy|sleepy|confused|muddled|hard to wake|will not (?:get up|wake)|(?:cannot|can not) think straight|better (?:when|once) (?:we|i) (?:are|am|were|was) out|fine once (?:we|i) (?:are|am) out|(?:feel|felt|feeling|was) sick)\b`,
    ),
  ],
  // A wound turning septic: spreading redness or swelling with fever, shaking or confusion.
  [
    rx(
      String.raw`\b(?:cut|graze|grazed|blister|burn|wound|bite|scrape|scratch|stud|studs|stitches|splinter)\b.{0,120}\b(?:red streaks?|streaks? of red|red line|(?:is|are|gone|going|turned|got|getting|now|all) (?:really |very |bright |all )?(?:red|swollen|hot)|spreading|weeping|pus)\b`,
    ),
    rx(
      String.raw`\b(?:fever|feverish|high temp\w*|temp\w* (?:of )?(?:3[89]|4[01]|10[1-5])|(?:3[89]|4[01]|10[1-5])(?: \d)? (?:temp\w*|degrees)|(?:keep|cannot stop|can not stop) (?:shaking|shivering)|shaking all over|shivering|rigors|confused|(?:cannot|can not) keep (?:water|anything|food) down)\b`,
    ),
  ],
  // Anaphylaxis: a sting or a known allergen, and swelling of the face or throat, or faintness.
  [
    rx(String.raw`\b(?:stung|stings?|bee|wasps?|hornets?|allerg\w*|epipen|epi pen|peanuts?|nuts|shellfish|prawns?)\b`),
    rx(
      String.raw`\b(?:(?:face|lips?|tongue|throat|mouth|eyes?) (?:is |are |keeps? |has |have |getting |going |all )?(?:swell\w*|swollen|puff\w*|tight\w*|closing)|swelling (?:up )?(?:in|on|of|round|around) (?:my |his |her |their )?(?:face|lips|tongue|throat|mouth|eyes)|(?:feel|feeling|felt|going|am|is) (?:very |really )?(?:faint|light ?headed)|(?:cannot|can not|struggling to) (?:swallow|breathe))\b`,
    ),
  ],
  // Fever during chemotherapy or after a transplant (an infection the body cannot fight), or missed dialysis
  // with the heart or legs going wrong.
  [
    rx(String.raw`\b(?:chemo\w*|transplant\w*|immunosuppress\w*)\b`),
    rx(
      String.raw`\b(?:fever|feverish|high temp\w*|temp\w* (?:of |is |now )?(?:3[89]|4[01]|10[1-5])|(?:3[89]|4[01]|10[1-5])(?: \d)? (?:temp\w*|degrees)|(?:keep|cannot stop|can not stop) (?:shaking|shivering)|shaking all over|rigors)\b`,
    ),
  ],
  [
    rx(String.raw`\b(?:missed|skipped|skipping|missing|no) (?:\w+ ){0,2}dialysis\b`),
    rx(
      String.raw`\b(?:(?:heart|chest) (?:is |keeps? |feels? |feeling )?(?:flutter\w*|racing|pounding|tight|pain\w*|skipping|weird)|(?:legs?|arms?|hands?) (?:are |is |feel |feeling |going )?(?:heavy|weak|tingl\w*|numb)|(?:cannot|can not) (?:breathe|catch my breath)|breathless)\b`,
    ),
  ],
  // A headache getting worse with repeated vomiting or double vision (bleeding inside the skull after a knock).
  [
    rx(String.raw`\b(?:headache (?:is |keeps |has been |been )?(?:getting |got )?worse|worst headache)\b`),
    rx(
      String.raw`\b(?:(?:sick|vomit\w*|threw up|thrown up|throwing up) (?:\w+ ){0,2}(?:three|four|five|several|[3-9]) times|seeing double|double vision|(?:cannot|can not) stay awake|slurr\w*)\b`,
    ),
  ],
  // A burn from a blast or flame with a hoarse voice or a blistered face: the airway may be burned too.
  [
    rx(
      String.raw`\b(?:blowback|blow back|flash ?back|fire ?ball|flames? (?:hit|caught|went|came)|(?:burned|burnt|scalded) (?:my|his|her) (?:face|neck|chest))\b`,
    ),
    rx(
      String.raw`\b(?:hoarse|singed (?:nose|nostrils|eyebrows)|coughing (?:up )?(?:soot|black)|(?:face|neck|chest)\b.{0,30}\bblister\w*)`,
    ),
  ],
];

export function isMedicalRedFlag(normalised: string): boolean {
  return RED_FLAGS.some(([cause, sign]) => cause.test(normalised) && sign.test(normalised));
}
