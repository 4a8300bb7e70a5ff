/**
 * Patterns for abuse by others and for harm the person may do to others. Targets are listed
 * explicitly so that "kill it", "murder this exam" or "beat him in the final" do not match.
 */
const PERSON =
  '(?:he|she|they|partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|parents?|brother|sister|uncle|aunt|cousin|coach|trainer|boss|manager|teacher|roommate|fiance|fiancee|spouse|someone|somebody|grandpa|grandfather|grandma|grandmother|guardian|priest|doctor|teammates?|captain)';

const VIOLENT_TO_ME =
  '(?:hits|hit|hitting|beats|beat|beating|punching|slapping|kicking|choking|shoving|grabbing|touching|hurting|threatening|punches|punched|slaps|slapped|kicks|kicked|chokes|choked|strangles|strangled|shoves|shoved|pushes|pushed|grabs|grabbed|hurts|hurt|burns|burned|bites|bit|locks|locked|touches|touched|forces|forced|raped|rapes|molested|molests|abused|abuses|assaulted|assaults|threatens|threatened|stalks|stalked|drugged|groped|gropes|strangled|choked)';

export const ABUSE_PATTERNS: readonly RegExp[] = [
  new RegExp(
    `\\b${PERSON} (?:always |keeps |still |sometimes |often |has |had |just )?(?:been )?${VIOLENT_TO_ME} me\\b(?! (?:with|up|to it|at|in the|in a|on the scoreboard|to the|into (?:the|a) (?:final|team|job)|to (?:do|work|train|be|finish|try|improve|run|go)|hard|harder|forward|out of my comfort|so much|emotionally|when (?:she|he|they) (?:left|broke|said|cheated|ignored|lied)|by accident|by mistake|by saying|by leaving|to tears))`,
  ),
  new RegExp(`\\b${PERSON} (?:beat|beats) me up\\b`),
  /\b(?:threatens|threatened|threatening) to (?:kill|hurt|beat|hit|stab|shoot) (?:me|us|my (?:kids|children|son|daughter|dog|cat|family))\b/,
  /\b(?:threatens|threatened|threatening) (?:me|us) with a (?:knife|gun|weapon)\b/,
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
];

const TARGET =
  '(?:him|her|them|someone|somebody|everyone|everybody|people|my (?:boss|coach|teammate|teammates|manager|partner|husband|wife|ex|dad|mom|mum|brother|sister|colleague|coworker|co worker|roommate|neighbor|neighbour|teacher|professor|supervisor|baby|kid|kids|child|children|son|daughter|family)|that (?:guy|girl|man|woman|person|kid)|the (?:ref|referee|umpire|whole team|coach|boss|manager|other team|judge|baby|kids))';

const INTENT =
  '(?:i am going to|i will|i am gonna|going to|want to|wanted to|i could|i might|i should|ready to|about to|plan to|planning to|planned to|thinking about|thought about|think about|dream about|fantasi[sz]e about|urge to|tempted to)';

export const HARM_TO_OTHERS_PATTERNS: readonly RegExp[] = [
  new RegExp(
    `\\b${INTENT} (?:really |seriously |actually )?(?:kill|killing|murder|murdering|hurt|hurting|stab|stabbing|strangle|strangling|choke|choking|poison|poisoning|beat up|beating up|punch|punching|attack|attacking|break (?:his|her|their) (?:neck|legs|face|jaw|nose)) ${TARGET}\\b`,
  ),
  new RegExp(
    `\\b${INTENT} (?:shoot|shooting) ${TARGET}(?! (?:a|an|the|some|my) (?:message|email|mail|text|note|line|dm|call|look))\\b`,
  ),
  /\b(?:bring|bringing|take|taking|brought|took|carry|carrying) (?:a |my |the )?(?:gun|guns|knife|knives|weapon|rifle|pistol|bomb) (?:to|into) (?:work|school|the office|class|practice|training|the game|the gym|campus|the meeting|the match|the rink|the field)\b/,
  /\bshoot (?:up )?(?:the|my) (?:school|office|workplace|building|gym|team|class|meeting)\b/,
  /\b(?:shoot|shooting) up (?:the|my|a) \w+/,
  /\bmake (?:him|her|them|everyone|everybody) (?:suffer|bleed)\b/,
  /\b(?:blow|blowing) up (?:the|my) (?:office|school|building|house|car|gym)\b/,
  /\b(?:poison|spike|spiking) (?:his|her|their|my \w+s) (?:food|drink|coffee|water|bottle)\b/,
  /\b(?:shake|shook|hurt|hit|smother) (?:the|my) (?:baby|newborn|infant)\b/,
  /\b(?:afraid|scared|worried) (?:i will|i might|that i will|that i might|of what i might do to) (?:hurt|harm|kill)\b/,
  /\b(?:i will|going to|gonna) make (?:him|her|them) pay for (?:what|this|that|it)\b/,
];
