/**
 * Medical red flags the meaning layer cannot see (it reads them as sport or as a complaint): each is
 * a cause and a sign that together mean urgent care now, over normalised text (lower case, no
 * punctuation, contractions expanded). A sign alone ("a headache", "out of breath") never matches.
 */
import { allOf } from './rules.ts';

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
  // Choking: something stuck, and no sound, no cough or a colour going blue.
  [
    // Choking on something, not choking in a final or on a speech.
    rx(
      String.raw`\b(?:chok(?:e|es|ed|ing) on (?!(?:(?:a|an|the|some|his|her|their|my|our) )?(?:nerves|words|speech|lines?|putt|final|lead|penalty|serve|game|match|big|interview|stage|question)\b)(?:a |an |the |some |his |her |their |my |bits of )?\w+|(?:food|something|a \w+) (?:is |got )?stuck in (?:his|her|their|my|the) (?:throat|windpipe))\b`,
    ),
    rx(
      String.raw`\b(?:(?:cannot|can not|could not|unable to) (?:talk|speak|cough|breathe|make a sound)|(?:going|turning|gone|turned|went) (?:blue|purple|grey|gray)|no sound)\b`,
    ),
  ],
  // Carbon monoxide: a fuel-burning heater, stove, flue or engine in a closed space (a blocked flue, an ice
  // resurfacer with the fan off), and headaches with sickness, drowsiness or someone who will not wake.
  [
    rx(
      String.raw`\b(?:gas (?:fire|heater|stove|boiler)|boilers?|(?:camping|camp|gas|paraffin|diesel|wood|log) (?:stove|heater|burner)|heater (?:in|inside) (?:the|my|our) (?:van|tent|car|caravan|camper)|generator|charcoal|(?:bbq|barbecue) (?:in|inside)|flue|chimney|propane|resurfac\w*|extraction fan (?:is not|was not|not) (?:running|working|on))\b`,
    ),
    rx(
      String.raw`\b(?:headaches?|drowsy|sleepy|confused|muddled|hard to wake|(?:cannot|can not) think straight|(?:feel|felt|feeling|was|am|been) sick|dizzy)\b.{0,200}\b(?:drowsy|sleepy|confused|muddled|hard to wake|will not (?:get up|wake)|(?:cannot|can not) think straight|better (?:when|once) (?:we|i) (?:are|am|were|was) out|fine once (?:we|i) (?:are|am) out|(?:feel|felt|feeling|was) sick|(?:cannot|can not|could not) (?:properly )?wake|floppy|being sick|throwing up|vomiting)\b`,
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
    rx(
      String.raw`\b(?:stung|stings?|bee|wasps?|hornets?|allerg\w*|epipen|epi pen|peanuts?|nuts|shellfish|prawns?|dosed|first dose|trial drug|new (?:meds|medication|tablets|antibiotics?)|antibiotics?|infusion|injection|jab)\b`,
    ),
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
  // A deep (full-thickness) burn on the body: skin gone white, grey or charred and leathery or waxy, or
  // leathery and numb. It hurts less than a shallow burn, which is why people wrap it and work on.
  [
    allOf(
      String.raw`\b(?:burn|burns|burned|burnt|scald\w*|blister\w*|fire|flames?|hot (?:oil|fat|grease|tar|metal)|boiling (?:water|oil|sugar|fat)|steam)\b`,
      String.raw`\b(?:skin|arms?|forearms?|hands?|palms?|fingers?|thumb|wrists?|legs?|calf|shin|knee|ankle|foot|feet|thigh|chest|stomach|back|shoulder|neck|face)\b`,
    ),
    rx(
      String.raw`\b(?:(?:white|grey|gray|pale|brown|black|charred)(?: and| or)? (?:leathery|waxy)|(?:leathery|waxy)(?: and| or)? (?:white|grey|gray|pale|brown|black)|(?:leathery|waxy|charred)\b.{0,60}\b(?:does not|did not|do not|cannot|can not|could not) (?:really )?(?:hurt|feel (?:it|anything)|sting))\b`,
    ),
  ],
  // A stroke: one side of the face or one hand gone, with speech going wrong.
  [
    rx(
      String.raw`\b(?:one side of (?:my|his|her|their) face|face (?:is |has |went |gone )?(?:droop\w*|lopsided)|(?:right|left) (?:hand|arm|leg) (?:cannot|can not|will not|is not|went|gone|is|feels) (?:\w+ )?(?:hold|grip|lift|move|weak|limp|numb|dead)|(?:right|left) hand (?:keeps )?(?:dropped|dropping|drops|let go of) (?:my|the|a) \w+)`,
    ),
    rx(
      String.raw`\b(?:slurr\w*|words (?:are |were |keep )?(?:coming out (?:wrong|muddled|jumbled|garbled)|jumbled|not coming out)|speech (?:is |went |suddenly )?(?:slurred|wrong|gone))\b`,
    ),
  ],
  // The worst headache of a life, arriving suddenly: bleeding in the brain until proved otherwise.
  [
    rx(
      String.raw`\b(?:worst headache of (?:my|his|her|their) life|headache (?:like|as if) (?:being hit|a thunderclap|a bat))\b`,
    ),
    rx(
      String.raw`\b(?:suddenly|sudden|out of nowhere|being sick|been sick|vomit\w*|threw up|stiff neck|collapsed|confused|hit with)\b`,
    ),
  ],
  // Hypothermia past shivering: the body has stopped fighting the cold.
  [
    rx(String.raw`\b(?:stopped shivering|ice cold|freezing cold|hypotherm\w*)\b`),
    rx(
      String.raw`\b(?:slurr\w*|(?:cannot|can not) stand|confused|not making sense|drowsy|will not wake|not waking|pale)\b`,
    ),
  ],
  // A dehydrated baby: no wet nappy, a sunken soft spot, floppy, no tears.
  [
    rx(
      String.raw`\b(?:no wet (?:nappy|nappies|diaper|diapers)|soft spot .{0,30}sunken|sunken (?:soft spot|fontanelle|eyes))\b`,
    ),
    rx(String.raw`\b(?:floppy|sunken|no tears|without tears|will not (?:feed|drink|wake)|drowsy|sleepy|listless)\b`),
  ],
  // A fever, grunting or floppiness in a baby of weeks: a newborn with a temperature needs a doctor now.
  [
    rx(String.raw`\b(?:(?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight) (?:day|week)s? old|newborn)\b`),
    rx(
      String.raw`\b(?:temp\w* (?:of |is )?3[89]|3[89](?: \d)? (?:degrees|temp\w*)|fever\w*|grunting|floppy|(?:lips|face) (?:\w+ )?(?:blue|grey)|will not wake)\b`,
    ),
  ],
  // A knock to the head, then being sick, drowsy or seeing double.
  [
    rx(
      String.raw`\b(?:(?:landed|fell) on (?:her|his|my|their) head|(?:hit|banged|bangs|banging|bumped|smacked) (?:her|his|my|their) head|head injury|knocked (?:out|unconscious))\b`,
    ),
    rx(
      String.raw`\b(?:(?:been |being |was )?sick (?:twice|again|three times)|vomit\w*|drowsy|wants? to sleep|seeing double|double vision|confused)\b`,
    ),
  ],
  // A baby or small child cold and hard to wake.
  [
    rx(String.raw`\b(?:baby|infant|newborn|toddler)\b`),
    rx(
      String.raw`\b(?:not waking (?:up )?properly|will not wake|hard to wake|(?:cold|blue) and (?:floppy|not waking|limp))\b`,
    ),
  ],
  // Stimulants on top of caffeine with the heart racing and chest pain.
  [
    rx(String.raw`\b(?:fat burners?|pre ?workout|caffeine (?:pills|tablets)|stimulants?|energy drinks)\b`),
    rx(
      String.raw`\b(?:chest (?:hurts|pain|is tight)|heart (?:is )?(?:going|racing|pounding) (?:at )?(?:1[6-9]\d|2\d\d)|about to pass out|going to pass out)\b`,
    ),
  ],
  // Fumes from an engine or charcoal run inside a closed space where someone sleeps: no symptom needed yet.
  [
    rx(
      String.raw`\b(?:generators?|charcoal|(?:bbq|barbecue)|petrol (?:heater|engine)|diesel heater)\b.{0,80}\b(?:inside|in the (?:hut|tent|van|shed|garage|caravan|cabin|room|bedroom))\b`,
    ),
    rx(
      String.raw`\b(?:(?:door|doors|windows?) (?:shut|closed)|sleeps? in (?:there|it|the \w+)|sleeping in (?:there|it|the \w+)|overnight)\b`,
    ),
  ],
  // A head injury getting worse: a fall or a blow, then being sick with drowsiness or strange speech.
  [
    rx(
      String.raw`\b(?:fell|fall|fallen|hit (?:his|her|my|their) head|banged (?:his|her|my|their) head|knocked out)\b.{0,200}\b(?:vomit\w*|throwing up|been sick|sick (?:twice|two times|again))\b`,
    ),
    rx(
      String.raw`\b(?:very sleepy|so sleepy|drowsy|confus\w*|talk\w* (?:strange|funny|weird|nonsense|slurred)|slurr\w*|not making sense|(?:cannot|can not) stay awake)\b`,
    ),
  ],
  // A child left in a hot car.
  [
    rx(
      String.raw`\b(?:left|leave|leaving) (?:her|him|them|the (?:baby|kids?|toddler)|my (?:baby|son|daughter|kids?)) (?:strapped )?in the car\b`,
    ),
    rx(String.raw`\b(?:[2-4]\d degrees|hot|heat|sun|\d+ min\w*)\b`),
  ],
  // A small child alone at an open window upstairs.
  [
    rx(
      String.raw`\b(?:toddler|baby|little one|[1-5] ?(?:year|yr) old|[1-5]yo)\b.{0,80}\b(?:open|opened) (?:upstairs |bedroom |top floor |first floor )?window\b|\b(?:upstairs|top floor|first floor|bedroom) window\b.{0,30}\bopen\b`,
    ),
    rx(
      String.raw`\b(?:alone(?! with)|no adult|no one (?:with|around)|nobody (?:with|around)|on (?:his|her|their) own)\b`,
    ),
  ],
  // The airway closing, whatever the cause: a throat or tongue swelling and swallowing or breathing harder.
  [
    rx(
      String.raw`\b(?:throat|tongue) (?:is |are |keeps? |has |have |getting |going |all )?(?:swell\w*|swollen|closing)\b`,
    ),
    rx(
      String.raw`\b(?:harder|hard|difficult|struggling|cannot|can not) to (?:swallow|breathe)\b|\b(?:trouble|difficulty) (?:swallowing|breathing)\b`,
    ),
  ],
  // A collapsed lung after needles near the chest wall: acupuncture or dry needling on the back or
  // shoulders, then breathlessness or a tight chest.
  [
    rx(String.raw`\b(?:acupunctur\w*|dry needl\w*|needled|needling|did points on)\b`),
    rx(
      String.raw`\b(?:short of breath|breathless|(?:chest|side) (?:felt|feels|is|was|went) (?:\w+ )?tight|tight chest|(?:cannot|can not|could not) (?:catch|get) (?:her|his|my|their) breath)\b`,
    ),
  ],
  // An electric shock, then the heart going wrong; or a heart attack's signs together.
  [
    rx(String.raw`\b(?:jolt|electric shock|shock off|electrocuted|zapped)\b`),
    rx(
      String.raw`\b(?:chest (?:is |keeps? )?(?:flutter\w*|pain\w*|tight)|palpitat\w*|heart (?:is )?(?:racing|skipping|fluttering)|arm (?:feels )?(?:heavy|numb))\b`,
    ),
  ],
  [
    rx(String.raw`\bleft arm (?:feels |is |going )?(?:heavy|numb|dead)\b`),
    rx(String.raw`\b(?:chest|sweaty|sweating|clammy)\b`),
  ],
  // Heatstroke: sweating stopped, hot dry skin, and confusion or collapse.
  [
    rx(String.raw`\b(?:stopped sweating|skin (?:is )?hot and dry|hot dry skin)\b`),
    rx(String.raw`\b(?:talking nonsense|confused|not making sense|slurr\w*|collapsed|sat down|bright red)\b`),
  ],
  // Hypothermia: an older person in a house with no heating, turning blue or not eating.
  [
    allOf(
      String.raw`\b(?:old (?:lady|man|woman|gent|fella)|elderly|pensioner|(?:she|he) is (?:maybe |about |nearly )?(?:[7-9]\d|1\d\d)|[7-9]\d (?:year old|yr old)|in (?:her|his) (?:80s|90s|eighties|nineties))\b`,
      String.raw`\b(?:no heating|heating (?:is |was |has been )?(?:off|went off|cut off)|electric(?:ity)? (?:went off|is off|was off|cut off)|freezing|hypothermi\w*|house (?:is |was )?(?:freezing|so cold))\b`,
    ),
    rx(
      String.raw`\b(?:(?:hands|lips|fingers) (?:were|are|was|is|looked|look) blue|(?:had|has) not eaten|in bed in (?:her|his) coat|cannot get (?:up|out))\b`,
    ),
  ],
  // Someone in the water and gone from sight.
  [
    rx(String.raw`\b(?:sea|waves|river|lake|current|water)\b`),
    rx(
      String.raw`\b(?:(?:cannot|can not) see (?:his|her|their) head|gone under|going under|not come back up|dragging (?:him|her|them) out)\b`,
    ),
  ],
];

export function isMedicalRedFlag(normalised: string): boolean {
  return RED_FLAGS.some(([cause, sign]) => cause.test(normalised) && sign.test(normalised));
}
