import { allOf } from './rules.ts';

/**
 * Patterns for abuse by others and for harm the person may do to others. Targets are listed
 * explicitly so that "kill it", "murder this exam" or "beat him in the final" do not match.
 */
const PERSON =
  '(?:he|she|they|partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|parents?|brother|sister|uncle|aunt|cousin|coach|trainer|boss|manager|teacher|roommate|fiance|fiancee|spouse|someone|somebody|grandpa|grandfather|grandma|grandmother|guardian|priest|doctor|teammates?|captain)';

const VIOLENT_TO_ME =
  '(?:hits|hit|hitting|beats|beat|beating|punching|slapping|kicking|choking|shoving|grabbing|touching|hurting|threatening|punches|punched|slaps|slapped|kicks|kicked|chokes|choked|strangles|strangled|shoves|shoved|pushes|pushed|grabs|grabbed|hurts|hurt|burns|burned|bites|bit|locks|locked|touches|touched|forces|forced|raped|rapes|molested|molests|abused|abuses|assaulted|assaults|threatens|threatened|stalks|stalked|drugged|groped|gropes|strangled|choked|smacks|smacked|smacking|whips|whipped|slams|slammed|throws|threw|drags|dragged|shakes|shook|spits on|spat on)';

export const ABUSE_PATTERNS: readonly RegExp[] = [
  // Hands round a throat: strangling, whoever it is.
  /\b(?:hands?|arm) (?:round|around) (?:(?:her|his|my|their|the) )?(?:\w+ )?(?:throat|neck)\b(?! (?:warmer|pillow|brace|tie))/,
  // Grabbed, pinned or sent photos by someone with power over them, with that power named.
  allOf(
    '\\b(?:grabbing me|grabbed me|gropes? me|groping me|pinned me|pins me|touch(?:es|ing)? me|sending me (?:photos|pictures|pics))\\b',
    '\\b(?:depends on (?:it|being friendly|a weekend|me being nice|keeping quiet|going away)|or else|nobody (?:believes|will believe))\\b',
  ),
  new RegExp(
    `\\b${PERSON} (?:always |keeps |still |sometimes |often |has |had |just |would |used to |tried to |tries to |likes to )?(?:been )?${VIOLENT_TO_ME} me\\b(?! (?:away(?! (?:and|so) (?:i|he|she) (?:fell|hit|hurt|cut|banged))|with|up|to it|at|in the|in a|on the scoreboard|to the|into (?:the|a) (?:final|team|job)|to (?:do|work|train|be|finish|try|improve|run|go)|hard|harder|forward|out of my comfort|so much|emotionally|when (?:she|he|they) (?:left|broke|said|cheated|ignored|lied)|by accident|by mistake|by saying|by leaving|to tears|under the bus))`,
  ),
  new RegExp(`\\b${PERSON} (?:beat|beats) me up\\b`),
  // "burns me with cigarettes", "hits me with a belt": a weapon or object, not a figure of speech.
  new RegExp(
    `\\b${PERSON} (?:always |keeps |still |sometimes |often |has |had |would |used to )?${VIOLENT_TO_ME} me with (?:a |an |his |her |their |the |my )?(?:belt|cigarettes?|lighter|knife|bat|stick|fists?|hands?|iron|cord|cable|shoe|hanger|whip|gun|hot \\w+|bottle|rope|hose|wooden spoon|pan)\\b`,
  ),
  /\bif i (?:leave|left|break up|broke up|go|tell)\b.{0,40}\b(?:kill|hurt|beat) (?:me|us)\b/,
  /\b(?:threatens|threatened|threatening) to (?:kill|hurt|beat|hit|stab|shoot) (?:me|us|my (?:kids|children|son|daughter|dog|cat|family))\b/,
  /\b(?:threatens|threatened|threatening) (?:me|us) with a (?:knife|gun|weapon)\b/,
  // Hurt and then silenced: "if I tell anyone he'll do worse" (apostrophes are gone: "hell").
  /\bif i (?:tell|told|say anything to|report)\b.{0,40}\b(?:(?:he|she|they) (?:will|would|is going to|are going to)|hell|shell|theyll) (?:do (?:it )?worse|do it again|hit me again|make (?:it|things|my life) worse|come after me)\b/,
  // Heard or saw someone being beaten, with their distress: a witness to abuse, often of a child.
  allOf(
    '\\b(?:heard|hear|hearing|saw|see|seeing|watched|watching) (?:him|her|them|my \\w+|the (?:kid|child|boy|girl|baby)|a (?:kid|child|boy|girl|baby)) (?:being|getting) (?:beaten|hit|kicked|punched|slapped|strangled|choked)\\b(?! (?:by|in|at|on) (?:a|the) (?:ball|pitch|puck|car|final|semis?|race|match|game|round))',
    '\\b(?:begging|beg|screaming|scream|please stop|whimpering|crying out)\\b',
  ),
  /\b(?:afraid|scared|terrified|frightened) (?:to go home|of going home)\b/,
  /\b(?:afraid|scared|terrified|frightened) of my (?:husband|wife|partner|boyfriend|girlfriend|dad|father|stepdad|stepfather|mom|mother|ex)\b/,
  /\b(?:domestic (?:violence|abuse)|abusive (?:relationship|partner|husband|wife|boyfriend|girlfriend|coach|parents?|father|mother|home|household|ex)|being abused|sexual(?:ly)? (?:assault\w*|abus\w*|harass\w*)|raped|molest\w*)\b/,
  /\b(?:is|was) (?:abusing|grooming|hitting|beating) me\b/,
  /\bgroom(?:ed|ing) me\b/,
  /\b(?:will not|does not|never) let me (?:leave|go out|see my (?:friends|family)|have (?:money|my phone))\b/,
  /\b(?:takes|took|controls|keeps) (?:all )?my (?:money|passport|phone and money|keys and phone)\b/,
  /\bnot allowed to (?:leave|go out of) (?:the house|home|my room|the apartment)\b/,
  /\blocks? me (?:in|out|up)\b/,
  /\b(?:makes|made|forces|forced|pressures|pressured|pushes|pushed) me (?:to |into )?(?:have sex|having sex|do sexual|doing sexual|(?:send|sending) (?:him |her |them )?(?:nudes|naked|pictures|photos|pics)|sleep with|sleeping with)\b/,
  /\bif i (?:do not|refuse to|will not) (?:sleep with|have sex with|send (?:him|her) (?:nudes|pictures|photos))\b/,
  /\bmakes? (?:me|us) (?:train|run|practice|work out|exercise|swim) (?:until|till) (?:i|we) (?:pass out|faint|collapse|throw up|vomit|bleed)\b/,
  /\b(?:coach|trainer|teacher|boss|manager) .{0,40}\b(?:touch\w*|grop\w*|kiss\w*|undress\w*) me\b/,
  /\b(?:bruises|marks) (?:from|that) (?:him|her|my (?:husband|wife|partner|boyfriend|girlfriend|dad|mom|coach))\b/,
  // A beating someone else expects tonight: "her husband will beat her tonight if she tells the truth".
  allOf(
    '\\b(?:husband|partner|boyfriend|stepdad|stepfather) (?:will|would|is going to|is gonna|gonna) (?:beat|hit|hurt) (?:her|him|them|the kids)\\b',
    '\\b(?:tonight|when (?:he|she) gets (?:home|back)|if (?:she|he) (?:tells|says|talks|speaks|leaves)|last time|again)\\b',
  ),
  // Threats reported second hand: "said he will hurt me", "told me she would kill me".
  // "Kill me" and "beat me" are everyday hyperbole after "said", so only "threatened" carries them.
  /\b(?:said|says|told me|tells me|texted|threatened|threatens|swore|swears|promised|warned me) (?:that )?(?:he|she|they|he is|she is) (?:will|would|is going to|was going to|going to|gonna) (?:hurt|stab|shoot|strangle|choke|beat me up|hunt) (?:me|us|my)\b/,
  /\b(?:threatened|threatens|swore|swears|promised|warned me) (?:that )?(?:he|she|they|he is|she is) (?:will|would|is going to|was going to|going to|gonna) (?:kill|beat|hit|find|get|ruin|destroy) (?:me|us|my)\b/,
  // "Keeps watching me" is stalking; "a man is watching me" at a canal lock is an onlooker.
  /\b(?:my ex|ex (?:boyfriend|girlfriend|husband|wife|partner)|stalker|a stranger|some guy|a guy|a man|an older (?:guy|man))\b.{0,20}\b(?:(?:keeps|kept|keep|started|always|has been)\b.{0,10}\b(?:showing up|turning up|following me|waiting (?:for me )?outside|watching me|outside my)|is\b.{0,10}\b(?:following me|waiting (?:for me )?outside|outside my))\b/,
  /\b(?:follows|followed|following) me home\b/,
  // Sexual coercion, including "or I lose my spot".
  /\bif i (?:do not|did not|will not|would not|refuse to|refused to|say no to|do not want to) (?:sleep with|have sex with|hook up with|do stuff with|kiss|touch|send (?:him|her|them) (?:nudes|pics|pictures|photos))\b/,
  /\bunless i (?:sleep with|slept with|have sex with|had sex with|hook up with|send (?:him|her|them) (?:nudes|pics|pictures|photos))\b/,
  /\b(?:unless|or else|if i do not|if i did not|if i want|if i refuse)\b.{0,30}\b(?:his|her|their) (?:hotel room|hotel|room|bedroom|place|apartment|flat|house|car)\b/,
  /\b(?:his|her|their) (?:hotel room|hotel|room|bedroom|place|apartment|flat|house|car)\b.{0,30}\b(?:unless|or else|or i (?:will )?lose|or he will|or she will|to keep my)\b/,
  /\b(?:sleep|slept|sleeping|have sex|had sex|hook up|hooked up) with (?:him|her|them|my (?:coach|trainer|boss|manager|teacher))\b.{0,30}\b(?:or (?:else|i|he|she|they)|to keep|for my (?:spot|place|job|scholarship|grade|contract)|if i want)\b/,
  /\b(?:forced|forcing|forces|made|pressured|pressuring|coerced) (?:me|us) (?:to |into )?(?:have sex|sex|sleep with|do sexual|sexual|perform)\w*/,
  /\b(?:raped|rape|rapes|assaulted|molested|groped) (?:me|at a|at the|after|during|in)\b/,
  /\b(?:sent|send|sends|sending|asked|asks|asking|ask|wants|wanted|pressur\w*|forc\w*|threaten\w*|leak\w*|shar\w*|post\w*)\b.{0,30}\b(?:nudes|naked (?:pics|pictures|photos|selfies)|explicit (?:pics|pictures|photos)|dick pics?)\b/,
  /\b(?:sent|sends|send|asked|asks|asking|wants|wanted) (?:me )?(?:\w+ ){0,6}(?:pictures|pics|photos|videos|for mine)\b(?=.*\b(?:i am|im) (?:only )?(?:1[0-5]|[89])\b)|\b(?:i am|im) (?:only )?(?:1[0-5]|[89])\b.{0,80}\b(?:sent|sends|asked|asks|wants|wanted) (?:me )?(?:\w+ ){0,6}(?:pictures|pics|photos|videos|for mine)\b/,
  /\b(?:nudes|naked (?:pics|pictures|photos|selfies))\b.{0,40}\b(?:send|back|share|leak|post|everyone|or else|unless|i am 1[0-7])\b/,
  // Secrecy demanded by someone with power: "if I tell anyone about what happens in his office".
  /\b(?:if i (?:tell|told|say anything to|report)|not to tell|never tell|do not tell|cannot tell|could not tell|told me not to tell|keep it (?:a )?secret|keep quiet)\b.{0,40}\b(?:what happens|what happened|what we do|what we did|what he does|what he did|what she does|what she did|in his office|in her office|in his car|in her car|in the locker room|in the changing room|about us|touch\w*|at his place|at her place)\b/,
  /\b(?:comes|came|coming|sneaks|sneaked|snuck|gets) into (?:my|our) (?:room|bed|bedroom|tent|shower)\b.{0,30}\b(?:at night|when|and|cannot tell|can not tell|nobody|no one)\b/,
  /\b(?:takes|took|keeps|controls|control) (?:all )?(?:of )?my (?:wages|pay|paycheck|paycheque|salary|bank card|cards|id|documents)\b/,
  /\b(?:will not|does not|never) let me (?:have|keep|use|get) (?:a |my )?(?:bank card|bank account|money|phone|car|keys|own money|job)\b/,
  /\b(?:if i (?:report|reported|tell|told)|unless i (?:keep quiet|stay quiet))\b.{0,40}\b(?:what he did|what she did|what they did|never play|off the team|lose my (?:spot|place|scholarship)|kill|hurt)\b/,
  /\bour (?:little )?secret\b(?! (?:weapon|sauce|recipe|play|plan|strategy|tactic|ingredient|santa|handshake|code|spot|route))/,
  /\b(?:my )?(?:dad|father|stepdad|stepfather|mom|mum|mother|stepmom|stepmother|husband|wife|boyfriend|girlfriend|partner|ex|uncle|brother|he|she)\b (?:gets|got|becomes|became|can get|is|was) (?:really |so |very )?(?:violent|physical with me|rough with me|handsy)\b/,
  /\b(?:hide|hiding|hid|cover|covering|covered) (?:the )?(?:bruises|marks|black eye)\b/,
  /\btold (?:everyone|people|them|the coach|my coach|the nurse|the doctor) i (?:fell|tripped|walked into|got hurt at)\b/,
  // A minor and sexual content together.
  allOf(
    '\\b(?:i am|i am only|only) 1[0-7]\\b',
    '\\b(?:sex|sexual|sexually|nudes|naked|underwear|bra|sleep with|slept with|hook up|hooked up|touch(?:es|ed|ing)? me|(?:pictures|pics|photos|videos) of (?:me|my body))\\b',
  ),
];

const TARGET =
  '(?:him|her|them|someone|somebody|everyone|everybody|anyone|anybody|people|my (?:boss|coach|teammate|teammates|manager|partner|husband|wife|ex|dad|mom|mum|brother|sister|colleague|coworker|co worker|roommate|neighbor|neighbour|teacher|professor|supervisor|baby|kid|kids|child|children|son|daughter|family)|that (?:guy|girl|man|woman|person|kid)|the (?:ref|referee|umpire|whole team|coach|boss|manager|other team|judge|baby|kids))';

const INTENT =
  '(?:i am going to|i will|i am gonna|going to|want to|wanted to|i could|i might|i should|ready to|about to|plan to|planning to|planned to|thinking about|thought about|think about|dream about|fantasi[sz]e about|urge to|tempted to)';

/**
 * What turns "I could strangle him" from venting into a threat: "I mean it", knowing where or when to find
 * them, how it would be done. Also read by the sweep (`risk-lexicon.ts`), which lets the venting through.
 */
export const STRANGLING_PLANNED =
  '\\b(?:i mean it|(?:i am )?not (?:even )?joking|i am serious|for real|(?:know|found out|worked out) (?:where|when) (?:he|she|they)|worked out how|how i would|how i will|how i am going to|tonight|when (?:he|she|they) (?:gets?|comes?) (?:home|in|back)|(?:with|using) (?:my (?:bare )?hands|a (?:rope|cord|belt|scarf|cable|tie))|in (?:his|her|their) sleep)\\b';

export const HARM_TO_OTHERS_PATTERNS: readonly RegExp[] = [
  // A weapon brought, and the person it is for.
  allOf(
    '\\b(?:real blade|knife|machete|baseball bat|gun)\\b',
    '\\b(?:will not be walking|not walking out|will not walk out|waiting (?:by|for|outside) (?:his|her|their)|make (?:him|her|them) pay)\\b',
  ),
  // "I could strangle him" on its own is how people vent about someone who annoys them (a hungover partner,
  // a father who argues): only a plan beside it makes it a threat (the rule after this one).
  new RegExp(
    `\\b(?!i could (?:really |seriously |actually )?(?:strangle|throttle)\\b)${INTENT} (?:really |seriously |actually )?(?:kill|killing|murder|murdering|hurt|hurting|stab|stabbing|strangle|strangling|choke|choking|poison|poisoning|beat up|beating up|punch|punching|attack|attacking|break (?:his|her|their) (?:neck|legs|face|jaw|nose)) ${TARGET}\\b`,
  ),
  allOf(`\\bcould (?:\\w+ )?(?:strangle|throttle) ${TARGET}\\b`, STRANGLING_PLANNED),
  // Working out how they would strangle or stab someone is a plan, not a figure of speech.
  new RegExp(
    `\\b(?:thought|thinking|think|thinks) about how (?:i would|i could|i will|i am going to|i might|to) (?:strangle|choke|smother|stab|poison) ${TARGET}\\b`,
  ),
  new RegExp(
    `\\b${INTENT} (?:shoot|shooting) ${TARGET}(?! (?:a|an|the|some|my) (?:message|email|mail|text|note|line|dm|call|look))\\b`,
  ),
  /\b(?:bring|bringing|take|taking|brought|took|carry|carrying) (?:a |my |the )?(?:gun|guns|knife|knives|weapon|rifle|pistol|bomb) (?:to|into) (?:work|school|the office|class|practice|training|the game|the gym|campus|the meeting|the match|the rink|the field)\b/,
  /\bshoot (?:up )?(?:the|my) (?:school|office|workplace|building|gym|team|class|meeting)\b/,
  /\b(?:shoot|shooting) up (?:the|my|a) \w+/,
  new RegExp(`\\bmake ${TARGET} (?:suffer|bleed)\\b`),
  /\b(?:blow|blowing) up (?:the|my) (?:office|school|building|house|car|gym)\b/,
  /\b(?:poison|poisoning|poisoned|spike|spiking|spiked|put something in|putting something in|put bleach in) (?:his|her|their|my \w+s|the) (?:food|drink|drinks|coffee|water|bottle|tea|meal)\b/,
  /\b(?:shake|shook|hurt|hit|smother) (?:the|my) (?:baby|newborn|infant)\b/,
  /\b(?:afraid|scared|worried) (?:i will|i might|that i will|that i might|of what i might do to) (?:hurt|harm|kill)\b/,
  /\b(?:i will|going to|gonna) make (?:him|her|them) pay for (?:what|this|that|it)\b/,
  /\b(?:put|putting|send|sending) (?:him|her|them|that \w+) (?:in|into|to) (?:the )?(?:hospital|a coma|a wheelchair|the ground|the morgue|a body bag|an early grave)\b/,
  /\b(?:want|wish|hope) (?:everyone|everybody|them all|all of them|the whole \w+|those \w+|that \w+|him|her|them)\b.{0,30}\bdead\b(?! (?:tired|last|on|set|ball|lift|heat)\b)/,
  allOf(
    '\\b(?:my (?:dads|dad s|fathers|brothers|uncles|moms|mums) (?:gun|rifle|pistol|shotgun|knife)|(?:get|grab|take|bring|use) (?:a|the|my) (?:gun|rifle|pistol|shotgun))\\b',
    '\\b(?:deal with|handle|settle|sort out|finish|get|show) (?:them|him|her|this|those|everyone|everybody)\\b',
  ),
  new RegExp(`\\b${INTENT} (?:run|running) (?:${TARGET} (?:over|down)|over ${TARGET})\\b`),
  // A weapon, a place people gather and violence, in any order.
  allOf(
    '\\b(?:gun|guns|rifle|knife|knives|weapon|pistol|shotgun|machete|bomb|explosives?)\\b',
    '\\b(?:school|work|practice|class|campus|office|training|the game|the match|the gym|the rink|the field|the club|church|the party)\\b',
    '\\b(?:hurt|kill|stab|shoot|sorry|pay|scare|attack|regret|get in my way|teach \\w+ a lesson|finish (?:him|her|them))\\b',
  ),
  // "beat him until he can't walk", "smash his head in".
  /\b(?:beat|beating|hit|hitting|punch|punching|kick|kicking|hurt|hurting|smash|smashing|stomp|stomping|stab|stabbing) (?:him|her|them|that \w+|my \w+)\b.{0,20}\b(?:until (?:he|she|they) (?:cannot|can not|bleeds?|bleed|is dead|are dead|stops? breathing|passes out|pass out|begs?|is unconscious)|to death|half to death|to a pulp|senseless|unconscious|black and blue|bloody)\b/,
  /\b(?:smash|smashing|bash|bashing|cave|caving|kick|kicking|punch|punching|stomp|stomping|crack|cracking|split|splitting|slit|slitting|cut|cutting) (?:in )?(?:his|her|their) (?:head|face|skull|teeth|jaw|throat)\b/,
  /\b(?:show|turn|come|walk|go|going|coming|showing|turning) (?:up )?(?:at|to|into) (?:school|work|practice|the office|class|training|the game|the gym|campus|the rink|the field|the meeting|the club|the match|his house|her house|their house)\b.{0,30}\b(?:gun|guns|rifle|knife|knives|weapon|pistol|shotgun|bomb|machete|bat)\b/,
  // A threat of revenge together with where the person can be found or a weapon.
  allOf(
    '\\b(?:make (?:him|her|them|that \\w+) pay|(?:going to|will|gonna|is going to|are going to|they will|he will|she will) (?:regret|be sorry)|(?:all )?be sorry|get (?:him|her|them) back|get (?:my )?revenge|take revenge|teach (?:him|her|them) a lesson|deserves? (?:to die|to suffer|to get hurt|what is coming)|(?:want|going) to (?:hurt|get) (?:him|her|them))\\b',
    '\\b(?:know|found out|find out|figured out) (?:where|what car|which car|what time|when) (?:he|she|they) (?:lives?|parks?|works?|sleeps?|trains?|goes|drives?|leaves?|is alone)\\b|\\b(?:wait|waiting) for (?:him|her|them)\\b|\\boutside (?:his|her|their) (?:house|home|place|car|work|flat|apartment)\\b|\\bfollow (?:him|her|them) home\\b|\\b(?:gun|guns|rifle|knife|knives|weapon|pistol|shotgun|machete)\\b',
  ),
];

/**
 * An older person kept by someone close: their money or phone taken, not let out, and going without food.
 * Each alone is an ordinary worry of families (a power of attorney, a stomach bug); together they are elder abuse.
 */
export const ELDER_ABUSE_PATTERNS: readonly RegExp[] = [
  // The heating turned off on an older relative by the one who lives with them.
  allOf(
    '\\b(?:nan|nana|gran|granny|grandma|grandad|grandpa|elderly|(?:she|he) is (?:[7-9]\\d|1\\d\\d)|in (?:her|his) (?:80s|90s|eighties|nineties))\\b',
    '\\b(?:brother|sister|son|daughter|uncle|aunt|carer|husband|wife|nephew|niece|grandson|granddaughter|landlord|stepdad|stepmum|partner) (?:\\w+ ){0,6}(?:has |had |keeps |always )?(?:turned|turns|turning|switched|switches|switching|shut|shuts|cut|cuts) (?:off )?(?:her|his|their) heating(?: off)?\\b',
  ),
  // An older customer whose relative does the talking and the withdrawing, while she will not look up.
  allOf(
    '\\b(?:in (?:her|his) (?:80s|90s|eighties|nineties)|elderly|older (?:lady|man|woman))\\b',
    '\\b(?:whispered|(?:will|would|did) not look at me|shaking hands)\\b',
    '\\b(?:nephew|niece|son|daughter|grandson|granddaughter|carer|neighbour)\\b.{0,40}\\b(?:takes|took|taking) out (?:£ ?)?\\d+|\\bdoes all the talking\\b',
  ),
  allOf(
    '\\b(?:in (?:his|her|their) (?:late |early )?(?:seventies|eighties|nineties|80s|90s)|elderly|(?:he|she) is (?:[7-9]\\d|1\\d\\d)|[7-9]\\d (?:year old|yr old|yo)|(?:my|his|her|our|their) (?:nan|nana|gran|granny|grandad|granddad|grandma|grandpa|grandmother|grandfather)s?)\\b',
    '\\b(?:(?:taken|took|takes|taking) (?:over )?(?:all )?(?:of )?(?:his|her|their) (?:money|pension|bank card|cards|savings|finances)|(?:locked|locks|locking|hidden|hid|hides|taken|took|takes) (?:away )?(?:his|her|their) (?:phone|mobile|keys)|(?:will not|does not|do not|never) let (?:him|her|them) (?:out|go out|leave|see anyone|use the phone))\\b',
    '\\b(?:(?:has|have|had) not (?:eaten|had (?:any )?food|had anything to eat) (?:in|for|since) (?:two|three|four|five|several|a few|a couple of|\\d+|days|\\w+day)|no food (?:in|for) (?:two|three|days|\\d+)|locks? the fridge|starv\\w*)\\b',
  ),
];

/**
 * A small child left out in the cold with no coat while the parent sleeps or nobody is at home: neglect,
 * the child's answer. A forgotten coat on a frosty morning, with an adult around, is not it.
 */
export const CHILD_NEGLECT_PATTERNS: readonly RegExp[] = [
  allOf(
    '\\b(?:(?:year [1-6]|reception|nursery|infant) (?:boy|girl|kid|child|pupil|lad)|(?:[2-9]|1[01]) ?(?:year old|yr old|yo)|little (?:boy|girl|lad|one)|(?:a|the|this) (?:small|young) (?:boy|girl|child|kid))\\b',
    '\\b(?:no (?:coat|jacket|shoes)|without (?:a |his |her )?(?:coat|jacket|shoes)|in (?:his|her) (?:pyjamas|pajamas|slippers))\\b',
    '\\b(?:minus \\d+|below (?:zero|freezing)|freezing|frost\\w*|snow\\w*|icy|in the cold)\\b',
    '\\b(?:(?:nobody|no one|no adult|no grown up) (?:else )?(?:is )?(?:at home|home|in the house)|(?:mum|mom|mummy|mommy|dad|daddy|mother|father|parents?) (?:is |are |was |were )?(?:still )?(?:asleep|in bed|passed out))\\b',
  ),
];

/** An older person living alone and not seen: the milk still on the step, curtains shut, no answer. */
export const NOT_SEEN_PATTERNS: readonly RegExp[] = [
  // Someone keeping things "for after she is gone" while giving her things away.
  allOf(
    '\\bfor (?:after|when) (?:she|he|they) (?:is|are|has|have) gone\\b(?! (?:to|on|off|away|back|abroad|home|travelling|to uni)\\b)',
    '\\b(?:given|gave|giving|give) (?:away )?(?:her|his|their) (?:\\w+ ){0,4}(?:away|to)\\b|\\bwill not need\\b',
  ),
  // Someone asleep in a skip or a bin due to be emptied or crushed.
  allOf(
    '\\b(?:man|woman|person|someone|somebody|guy|bloke|lad|kid|sleeping bag) (?:\\w+ ){0,2}(?:sleeping|asleep|lying|inside|move\\w*) in (?:one of )?(?:the |a )?(?:\\w+ )?(?:skips?|bins?|containers?|hopper)\\b|\\b(?:skip|bin|container|hopper) (?:\\w+ ){0,3}sleeping bag\\b',
    '\\b(?:compactor|crusher|crushed|tipped|emptied|collection|lorry)\\b',
  ),
  // Someone handing over what they will not need, with a letter to be opened on a day.
  allOf(
    '\\b(?:handed|gave|given) me (?:his|her|their) (?:bank card|keys|wallet|phone|dogs lead|dog)\\b',
    '\\bletter (?:for|to) (?:his|her|their) \\w+\\b.{0,30}\\bto open\\b',
  ),
  allOf(
    '\\b(?:milk|post|papers|newspapers|letters|parcels)\\b.{0,40}\\b(?:still (?:on|at|in)|piling up|piled up|not (?:been )?(?:taken|collected) in)\\b',
    '\\b(?:lives (?:on (?:his|her) own|alone|by (?:him|her)self)|[7-9]\\d (?:and|year old|yr old)|(?:he|she) is [7-9]\\d|elderly|widow\\w*)\\b',
    '\\b(?:curtains (?:shut|closed|drawn)|no answer|not answering|tv on|(?:not|no one has|nobody has) seen (?:him|her))\\b',
  ),
];
