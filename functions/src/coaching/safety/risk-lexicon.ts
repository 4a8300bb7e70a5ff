/**
 * The fail-safe layer of the safety gate. The pattern layer (`patterns-*.ts`) recognises known
 * crisis phrasings; on wording nobody wrote a pattern for it misses about half. This sweep inverts
 * the default: any strong risk word (death, killing, pills, blades, weapons, abuse, threats…) makes
 * the text a crisis UNLESS every occurrence sits inside a known figure of speech or harmless sense
 * listed in `ALLOWED_CONTEXTS` (which starts with the shared `FIGURES_OF_SPEECH`).
 *
 * Rules for the allow-list:
 * - Each entry is a specific phrase or context ("die for a gold medal", "cut weight"), never a
 *   bare word: an entry only explains the risk words inside the span it matches, so "I'd die for a
 *   gold medal but I want to die" is still a crisis.
 * - No wildcards that could swallow other words (`.*`); at most one free word `(?:\w+ )?`.
 * - Entries that depend on the rest of the text (pills for a headache) carry an `unless` guard
 *   (a dose question switches them off).
 * - When in doubt, leave it out: a false alarm shows help resources warmly, a miss can cost a life.
 *
 * Text arrives from `normaliseForSafety`: lower case, no punctuation, contractions expanded
 * ("i am", "do not", "cannot"), chat shorthand expanded.
 */
import type { CrisisCategory } from './assess-safety.ts';
import { FIGURES_OF_SPEECH } from './figures-of-speech.ts';
import { STRANGLING_PLANNED } from './patterns-others.ts';
import { allOf } from './rules.ts';

interface RiskTerm {
  family: CrisisCategory;
  pattern: RegExp;
  /** The term only counts when this also matches somewhere in the text. */
  requires?: RegExp;
}

/** Someone close or with power; used to tell "he will kill me" (abuse) from "this will kill me". */
const PERSON =
  '(?:he|she|they|partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|parents?|brother|sister|uncle|aunt|cousin|coach|trainer|boss|manager|teacher|roommate|fiance|fiancee|spouse|someone|somebody|grandpa|grandfather|grandma|grandmother|guardian)';

/** Order matters only for speed; every term is looked for. Families pick the crisis opening. */
const RISK_TERMS: readonly RiskTerm[] = [
  // Suicide words and slang, with the common misspellings.
  { family: 'suicide', pattern: /\b(?:suicid|sucid|suicd|suisid|suiced)\w*|\bun ?aliv\w*|\bsewer ?slide\b|\bkys\b/g },
  { family: 'suicide', pattern: /\b(?:overdos\w*|od|oding|oded)\b/g },
  { family: 'suicide', pattern: /\bnooses?\b/g },
  { family: 'suicide', pattern: /\b(?:end|ending|ended|take|taking|took) (?:my|mine) (?:own )?life\b/g },
  {
    family: 'suicide',
    pattern: /\b(?:kil+|kil+s|kil+ed|kil+ing|off|offing|end|ending) (?:my ?self|my self)\b/g,
  },
  // Death and dying.
  { family: 'indirect', pattern: /\b(?:die|dies|died|dying|dead|death|deaths|ded)\b/g },
  {
    family: 'indirect',
    pattern: /\b(?:to|gonna|wanna|i|just|and) dye\b(?! (?:my|your|her|his|it|the|them|our|their|a|hair)\b)/g,
  },
  // Ending it, not waking up, sleeping for ever, disappearing.
  {
    family: 'indirect',
    pattern: /\b(?:end|ending|ended) (?:it|things|everything|it all|this life|the pain|my suffering)\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:not|never|no longer|did not|do not|would not|could not|will not) (?:ever )?(?:to )?(?:have to )?(?:wake|woke|waking) up\b|\b(?:never|not) (?:have to )?(?:wake|woke|waking)(?: up)? again\b|\bwake again\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:stay(?:ing)? asleep|sleep (?:forever|for ever|for good|permanently)|asleep (?:forever|for good)|(?:sleep|asleep) and (?:not|never) (?:come back|wake|return))\b/g,
  },
  { family: 'indirect', pattern: /\b(?:not|never) (?:come|coming) back\b/g },
  {
    family: 'indirect',
    pattern: /\bdis+a+p+e+a*r\w*|\bdisap\w*|\bvanish\w*|\bevaporat\w*|\bfade away\b|\bcease to exist\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:i am|i was|i were|i will be|i would be|i will|i be|when i am|if i am|once i am|after i am|me|be) gone\b|\bgone (?:forever|for good|for ever)\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:better off|better|happier|easier|fine|okay|ok|good|lighter|freer) without me\b|\bwithout me (?:around|here|in (?:it|the picture|the way))\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:will not|wont|not going to|no longer|not|never) be (?:here|around|alive)\b(?! (?:at|for|in|on|during|to|when|if|this|next|today|tonight|tomorrow|until|till|before|after|by|this|with|while|because|so)\b)/g,
  },
  // Goodbyes, wills, giving things away, burdens.
  {
    family: 'indirect',
    pattern:
      /\b(?:goodbye|farewell|suicide) (?:letters?|notes?|messages?|videos?|posts?|texts?|forever)\b|\b(?:this is|here is|sending you|these are|read) my (?:last|final) (?:message|messages|words|post|text|note|letter)\b|\b(?:final|last) (?:goodbyes?|farewells?|words)\b|\b(?:say|said|saying|to say|says) (?:my )?goodbyes? to (?:everyone|everybody|the world|you all|all of you|my family|my friends|the people i love)\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:wrote|written|writing|write|made|making|sorted|sorting|sort out|sorted out|updated|updating|finished) (?:out )?(?:my|a) will\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:give|giving|gave|given) (?:away )?(?:all )?(?:of )?my (?:things|stuff|belongings|possessions|gear|clothes|medals|trophies|kit|bike|guitar|dog|cat|pets?|books|savings|money)\b(?: away)?/g,
  },
  { family: 'indirect', pattern: /\bburden\w*/g },
  // Hopelessness with no way forward.
  { family: 'indirect', pattern: /\b(?:no (?:other )?way out|only way out)\b/g },
  { family: 'indirect', pattern: /\bnothing (?:really )?matters?\b/g },
  {
    family: 'indirect',
    pattern:
      /\b(?:make|want|need|wish|wishing|wanting) (?:it all|it|everything|the pain|all of it|all this|this all) (?:all )?(?:to )?stop\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:cannot|can not|could not) (?:go on|keep going|carry on|do this anymore|do this any more|take (?:it|this) anymore|take (?:it|this) any more|cope anymore|cope any more|live like this)\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:what is|whats) the point (?:of|in) (?:anything|it all|living|life|me|any of (?:it|this)|being here|being alive|going on|waking up|getting up|carrying on|trying anymore|even trying)\b|\bno point (?:in )?(?:anything|living|life|going on|waking up|getting up|trying anymore|being here|me being here|any of it)\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:do not|cannot|can not|could not) see (?:the |any )?point (?:in|of) (?:anything|it all|living|life|going on|being here|any of it|carrying on)\b/g,
  },
  // A clean streak named ("have not cut in a year") says there is a history of self-harm.
  {
    family: 'self_harm',
    pattern:
      /\b(?:have not|had not|not) (?:cut|burned|self harmed) (?:in|for) (?:a |an |over a |\d+ |two |three |four |six |eight )?(?:day|week|month|year)s?\b/g,
  },
  // Means: medicines and doses.
  {
    family: 'indirect',
    pattern:
      /\b(?:pills?|tablets?|capsules?|painkillers?|paracetamol|tylenol|ibuprofen|acetaminophen|aspirin|advil|codeine|oxycodone|oxycontin|oxys|xanax|antidepressants?|sleeping (?:pills|tablets)|lethal)\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:swallow|swallowed|swallowing|down|downed|downing) (?:the |a )?(?:whole|entire) (?:bottle|box|pack|packet|strip|lot)\b/g,
  },
  // Means: heights, trains, traffic, water, ligatures, in a harm context.
  {
    family: 'indirect',
    pattern:
      /\b(?:jump|jumps|jumped|jumping|leap|leapt|leaping|throw my ?self|step|stepped|stepping|walk|walked|walking|fall|fell|falling|drop|dropped) (?:off|from|in front of|out of|out the window|onto the tracks|into the (?:river|sea|lake|water|canal))\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:off|from|over|edge of|top of|railing of|railings of|side of|onto) (?:a|the|that|this|my|our) (?:\w+ )?(?:bridge|building|roof|rooftop|cliff|balcony|tower|car park|parking garage|overpass|ledge)\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:tallest|highest|high enough|tall enough) (?:bridge|bridges|building|buildings|cliff|cliffs|tower|towers|car park|parking garage|parking garages|rooftop|rooftops|roof|balcony|floor)\b|\bledges?\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:train|railway|rail|subway|tube|metro) tracks?\b|\b(?:on|onto) the tracks\b|\b(?:in front of|under) (?:a|an|the|that|this) (?:\w+ ){0,2}(?:train|trains|bus|truck|lorry|car|tube|tram|subway|express|freight|van)\b|\binto (?:oncoming )?traffic\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:drive|drove|driving|steer|steered|swerve|swerved|swerving|crash|crashed|crashing) (?:my car |the car |my bike |the bike )?(?:into|off) (?:a|the) (?:tree|wall|barrier|river|lake|bridge|cliff|truck|lorry|oncoming \w+|road)\b/g,
  },
  { family: 'indirect', pattern: /\bdrown\w*|\bsuffocat\w*/g },
  { family: 'indirect', pattern: /\bropes?\b|\bhang(?:s|ed|ing)?\b/g },
  // Heights, water, ligatures and roads described in a way that only makes sense as a means.
  {
    family: 'indirect',
    pattern:
      /\b(?:edge|edges) of (?:the|a|that|this) (?:\w+ )?(?:top|roof|rooftop|platform|cliff|cliffs|pier|bridge|balcony|building|car park|multistorey|multi storey|tracks|quarry|dam|tower|floor|level)\b|\b(?:roof|rooftop|platform|cliff|pier|bridge|balcony|building) edge\b|\bover the edge of\b|\bwrong side of (?:the|a) (?:railing|railings|barrier|fence|rail|rails|bridge|balcony)\b|\b(?:climb|climbed|climbing|lean|leaned|leant|leaning|hang|hanging|stood|standing) (?:over|on|onto|up on) (?:the|a) (?:railing|railings|rail|parapet|barrier)\b|\blet go of (?:the|my) (?:steering )?(?:wheel|railing|railings|rail|edge|ledge|rope|barrier)\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:water|river|sea|lake|canal|drop|fall|height|edge|tracks|road|bridge|traffic|pills|bath) (?:looked|looks|look|seemed|seems|felt|feels) (?:so |really |almost |kind of |)(?:peaceful|inviting|calming|tempting|welcoming|like the answer|like a way out)\b|\bslip (?:under|beneath|away for good)\b|\b(?:go|went|going) under (?:the water|and not|for good)\b|\bunder the water\b/g,
  },
  {
    family: 'suicide',
    pattern:
      /\b(?:beam|beams|hook|hooks|banister|bannister|rail|pipe|branch|door frame|loft|attic|curtain rail) (?:\w+ )?(?:holds?|held|would hold|will hold|can hold|could hold|takes my weight|take my weight|hold my weight|holds my weight)\b|\bhold my weight\b|\b(?:cord|belt|cable|scarf|tie|sheet|dressing gown cord|lead|leash|extension cable) (?:around|round) my neck\b/g,
  },
  // Existence, finality and "not being around".
  {
    family: 'indirect',
    pattern:
      /\balive\b|\bexist(?:ing|ence|s|ed)?\b|\bnever (?:been |be |have been )?born\b|\bwaste of (?:oxygen|space|air|skin|a life|life)\b|\btired of (?:being (?:here|alive|around|me|myself|on this earth|in this world)|existing|living|life)\b|\bsick of (?:being (?:here|alive|around|me)|existing|living|life)\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\bfor good\b|\bcheck(?:ed|ing|s)? out (?:for good|of (?:this|life|here|everything|the world)|early|permanently|forever)\b|\b(?:will not|wont|not going to|no longer|never|not|no need to|no one will|nobody will) (?:have to |need to )?worry about me\b|\b(?:not|no longer|never|wont|will not) be (?:anyones|anyone s|anybodys|your|their|a|the teams|the team s|everyones|anyone elses) (?:problem|issue|concern|worry|responsibility)\b|\b(?:not|doesnt|does not|without|no|never) (?:involve |include |involves |includes )?(?:me )?being (?:around|here|alive)\b|\bbother (?:waking|getting) up\b|\bbother (?:living|existing|being alive|breathing)\b|\b(?:rather|prefer to|want to|wish i was|wish i were|be better) (?:be )?(?:in the ground|six feet under|in a box|in the grave|in my grave|underground)\b|\bsix feet under\b|\b(?:die|dying|stop|stops|stopped|go|pass|passed|slip away|not wake up|never wake up) (?:\w+ ){0,2}in my sleep\b|\bmy heart (?:\w+ )?(?:stops|would stop|stopped|to stop|will stop|stopping)\b|\bstop breathing\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:who gets|who will get|who should get) my (?:things|stuff|bike|boots|car|dog|cat|pets?|gear|kit|clothes|medals|trophies|savings|money|guitar|games|console|phone)\b|\b(?:will not|wont|not|no longer) (?:be )?(?:need|needing|use|using) (?:it|them|my \w+|any of (?:it|this|them)|these|those|this|that) (?:\w+ )?(?:anymore|any more|after (?:this|that|tonight|today|tomorrow|saturday|sunday|monday|tuesday|wednesday|thursday|friday|the \w+)|soon|where i am going)\b|\bthis is (?:my )?goodbye\b|\bgoodbye (?:everyone|everybody|all|world|guys|coach)\b|\b(?:take care of|look after) (?:my|the) (?:dog|cat|pets?|family|sister|brother|mum|mom) (?:for me )?(?:when|after|if) i\b/g,
  },
  // Medicines gathered or reached for.
  {
    family: 'indirect',
    pattern:
      /\b(?:meds|medication|medications|medicine|medicines|prescriptions?|sleeping (?:stuff|meds|medication|aids?)|sleep aids?|anti ?depressants?|benzos?|opioids?|opiates?|morphine|fentanyl|heroin|diazepam|valium|sertraline|fluoxetine|citalopram|quetiapine|zopiclone|amitriptyline|tramadol)\b/g,
  },
  { family: 'indirect', pattern: /\b(?:stash\w*|hoard\w*|stockpil\w*|stock piling)\b/g },
  // Structural cues: someone doing something to the person's body, secrecy around a minor,
  // messages timed for after, wishes for an accident, threats to end a career or a life.
  {
    family: 'abuse',
    pattern: new RegExp(
      `\\b(?:over|on|onto|against|into|around|round|across|at) my (?:head|back|neck|face|body|hand|hands|arm|arms|throat|chest|legs?|stomach|ribs|skin)\\b(?<=\\b(?:${PERSON}|chef|sergeant|instructor|supervisor|teammates?|captain|physio|choreographer|director|foreman|neighbou?r|flatmate|landlord|his|her) (?:\\w+ ){0,6}(?:over|on|onto|against|into|around|round|across|at) my (?:head|back|neck|face|body|hand|hands|arm|arms|throat|chest|legs?|stomach|ribs|skin))`,
      'g',
    ),
  },
  {
    family: 'abuse',
    pattern:
      /\b(?:underwear|naked|nudes?|undress\w*|in (?:his|her|their) (?:bed|room|hotel room|flat|house|car) (?:again|when|after|every))\b|\b(?:comes?|came|coming|walks?|walked|gets?|got|sneaks?|snuck) (?:in ?to|into|in) (?:the|my) (?:bathroom|shower|bedroom|room|tent|bed|changing room|cubicle) (?:when|while|at|and)\b|\b(?:holds?|held|holding|push(?:es|ed|ing)?|forc(?:es|ed|ing)|press(?:es|ed|ing)|puts?|putting|shov(?:es|ed|ing)|shoves?) my (?:hand|hands|head|face|arm|arms|fingers) (?:on|onto|into|under|against|in|over) (?:the|a|an)\b|\bwake up in (?:his|her|their) (?:room|bed|car|flat|house|hotel room)\b|\b(?:gets|got|get|getting) me (?:drunk|high|wasted|stoned|smashed)\b|\b(?:makes|made|make|making|forces|forced|gets|got) me (?:to )?do (?:things|stuff|it|sexual \w+)\b|\bour (?:little )?(?:deal|arrangement|game)\b|\b(?:not to|never|do not|dont) (?:scream|shout|tell|make a sound|say anything)\b|\bmake sure (?:i|you) (?:never|cannot|can not|will not|wont|do not) (?:walk|play|see|run|talk|work|compete|dance|skate|swim) again\b/g,
  },
  {
    family: 'abuse',
    pattern: /\b(?:i am|i m) (?:only )?1[0-7]\b/g,
    requires:
      /\b(?:send|sends|sending|sent|pictures|pics|photos|stuff of|secret|older|drunk|alone with|touch\w*|his room|her room|hotel|asked for it|tell)\b/,
  },
  {
    family: 'self_harm',
    pattern:
      /\bwrists?\b|\b(?:knife|knives|blade|razor|glass|scissors|lighter|compass|needle|pin|tongs|straighteners|iron) (?:\w+ ){0,3}(?:to|against|into|on|across|over) my (?:throat|neck|skin|thigh|thighs|arm|arms|stomach|chest|leg|legs)\b|\b(?:carve|carving|carved|scratch|scratching|scratched|cut|cutting|etch|etching|etched|write|writing|wrote) (?:\w+ ){0,3}(?:into|on) my (?:skin|leg|legs|thigh|thighs|arm|arms|stomach|hip|hips|wrist|wrists)\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:insulin|bleach|antifreeze|weed ?killer|rat poison|detergent|medicine cabinet|fatal|fatally)\b|\b(?:drink|drinking|drank|swallow\w*|down|downing) (?:\w+ ){0,2}(?:bleach|antifreeze|detergent|weed killer|poison|cleaning products?|cleaner|chemicals|battery acid)\b|\bhow (?:much|many) (?:\w+ ){0,3}(?:would|does|will|it would|it) (?:it )?take (?:for me|to|me)\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:if anything (?:happens|should happen|were to happen|ever happens) to me)\b|\b(?:be|become|becoming) (?:just |only )?(?:a|someone elses|someone else s|a distant|a sad|a bad) memory\b|\bthey (?:just )?(?:do not|dont|did not|didnt) know (?:it )?yet\b|\blast supper\b|\blife insurance\b|\blook like an accident\b|\b(?:scheduled|set|timed) to (?:send|go out|post|publish)\b|\bin my drafts\b|\b(?:writing|wrote|written|write|drafted|drafting|leave|left|leaving) (?:a |some |the )?(?:notes?|letters?|messages?) (?:to|for) (?:my|each of my|everyone|all my|the people)\b|\bnot (?:be )?(?:a person|a human|human|me|anything|anyone) (?:anymore|any more)\b|\bstop being (?:a person|a human|human|me|alive)\b|\bpermanent(?:ly)?\b|\bfade out\b|\bsix feet (?:down|deep|under)\b|\bvoices? (?:in my head )?(?:say|says|said|tell|tells|told|telling)\b|\b(?:was not|wasnt|were not|not|stopped|stop) breathing\b|\bdone with (?:everything|it all|life|living|all of it|this life|existing|this world)\b|\b(?:packed|packing|boxed|boxing) (?:up )?my (?:things|stuff|medals|trophies|belongings|gear|kit|clothes|room) (?:\w+ ){0,4}for (?:my (?:little |younger |older |big )?(?:brother|sister|mum|mom|dad|friend|cousin|nephew|niece|son|daughter|teammate)|him|her|them)\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:walk|walked|walking|swim|swam|swimming|drive|drove|driving|run|ran|running|wander|wandered) (?:out )?into the (?:sea|ocean|water|lake|river|reservoir|woods|snow|cold|night|waves)\b|\b(?:not|never) (?:swim|swimming|walk|walking|drive|driving|ride|riding|run|running) back\b|\b(?:hope|hoping|wish|wishing|pray|praying) (?:\w+ ){0,6}(?:goes down|go down|crash\w*|accident|hit by|run over|never (?:land|lands|arrive|arrives|get there|come home|comes home))\b|\b(?:railway|rail|train|tube|metro) line\b|\b(?:bridges?|cliffs?|rooftops?|car parks?|multistoreys?|balcony|balconies|towers?|roofs?) (?:\w+ ){0,4}(?:without|do not have|dont have|with no|have no) (?:fences?|railings?|barriers?|nets?|cameras|security)\b/g,
  },
  {
    family: 'harm_to_others',
    pattern:
      /\b(?:push|pushing|pushed|shove|shoving|shoved|throw|throwing|threw|trip|tripping|tripped|kick|kicking|kicked) (?:him|her|them|my \w+|that \w+|the \w+) (?:down|off|over|out of|into|in front of) (?:the |a )?(?:stairs|staircase|balcony|bridge|edge|window|cliff|platform|road|traffic|train|bus|river|canal)\b|\btorch(?:ed|ing|es)? (?:\w+ ){0,2}(?:car|cars|house|flat|home|place|van|stuff|office|shop|building)\b|\bset (?:fire to|\w+ \w+ on fire|\w+ on fire)\b|\barson\b|\bmake (?:him|her|them|that \w+|my \w+|the \w+) (?:regret|sorry)\b|\btake (?:him|her|them|the \w+|that \w+|my \w+) (?:\w+ )?down (?:permanently|for good|for real|hard|after|tonight|in the car park)\b/g,
  },
  // Round 7 families: plans and timing, absence after an event, means named by object or place,
  // threats of "an accident", self-injury by nails, walls and lighters.
  {
    family: 'indirect',
    pattern:
      /\b(?:planned|planning|plan) it for\b|\bhave a plan for (?:the end|after|when)\b(?=.*\bnot (?:a|about)\b)|\b(?:when|once|after) (?:they|someone|my \w+) finds? me\b|\bthe only thing (?:stopping|keeping|holding) me\b|\blet it happen\b|\bmake it real\b|\bdo not wait up\b|\bnot come home\b|\bnot (?:gonna |going to )?be (?:here|around) for (?:results day|the results|christmas|my birthday|the final|next \w+|the end of)\b|\b(?:go|goes|went|going) black and stay\b|\bnot (?:have to )?feel anything\b|\bcounting down (?:the days|the hours)? ?(?:until|till|til) i (?:do not|dont|can|will not|never)\b|\bnobody (?:needs|has) to (?:carry|deal with|worry about|put up with) me\b|\bnothing (?:there|left for me|ahead)\b|\b(?:cannot|can not|do not|dont) see (?:a|any) future\b|\b(?:eulogy|eulogies|cemetery|graveyard|grave plot|burial plot|my grave|funeral plan|funeral plans)\b|\bplots? next to (?:my|her|his)\b|\bpasswords?\b(?=.*\b(?:gets|get|have|keep|take) my\b)|\bsaid my (?:peace|piece|goodbyes)\b|\bready to go\b(?=.*\b(?:said|goodbye|peace|piece|everyone)\b)|\bghost already\b|\bshow up (?:to anything |anywhere )?(?:ever again|again ever)\b|\b(?:ever again|never again)\b(?=.*\b(?:like ever|forever|for good)\b)/g,
  },
  {
    family: 'indirect',
    pattern:
      /\b(?:crash|crashing|crashed|fall|falling|fell|swerve|swerving|drive|driving|ride|riding) (?:\w+ ){0,3}on purpose\b|\bon purpose (?:on|into|off) (?:the|a)\b|\b(?:get|got|getting|be|being) hit by (?:a|the) (?:bus|car|train|truck|lorry|van)\b|\bstop my (?:heart|breathing)\b|\b(?:go|going|went) to bed and (?:just )?not (?:get|wake|come) (?:back )?up\b|\bnot get back up\b|\b(?:hairdryer|hair dryer|toaster|radio|heater|straighteners) (?:\w+ ){0,5}(?:bath|bathtub|tub|water)\b|\b(?:bath|bathtub|tub) (?:\w+ ){0,5}(?:hairdryer|hair dryer|toaster|radio|heater|plugged in)\b|\b(?:hose|hosepipe|exhaust)\b(?=.*\b(?:car|garage|engine)\b)|\b(?:top|edge) of the (?:stairwell|stairs|staircase|stair well)\b|\bstaring down\b|\b(?:heading|head|going|drive|driving|walk|walking) to the (?:cliffs?|bridge|coast|tracks|station|sea|river|quarry|reservoir|woods) (?:after|tonight|tomorrow|when|and)\b|\b(?:keeps?|kept|is|are) calling (?:me|my name)\b|\b(?:laxatives|water pills|diet pills|diuretics)\b/g,
  },
  {
    family: 'self_harm',
    pattern:
      /\b(?:drag|dragging|dragged|dig|digging|dug|rake|raking|raked) my (?:nails|fingernails) (?:\w+ ){0,2}(?:down|into|across|along) my\b|\b(?:until|till|til) (?:they|it|my \w+) (?:are|is|were|was|goes|go|went|gets|get) raw\b|\b(?:punch|punching|punched|hit|hitting|smash|smashing|smashed|bang|banging|banged) (?:the )?walls? (?:till|until|til) (?:my|it|i)\b|\b(?:hand|knuckles?|fingers?|fist) (?:cracks|cracked|broke|breaks|bled|bleeds|split|splits)\b|\blighters?\b(?=.*\b(?:calms?|helps?|only thing|after (?:games|matches|training|practice)|my skin|my arm|my leg)\b)/g,
  },
  {
    family: 'harm_to_others',
    pattern:
      /\b(?:have|has|had) an accident\b(?=.*\b(?:make sure|i will|ill|i ll|i am going to|if he|if she|if they)\b)|\b(?:bringing|bring|brought|carry|carrying|take|taking) something (?:sharp|heavy|with me)\b|\bsnap (?:his|her|their|that \w+ s) (?:neck|arm|arms|legs?|fingers)\b|\bwill not survive\b|\bwont survive\b|\bteach (?:\w+ ){0,3}a lesson\b|\b(?:run|running|ran) (?:the|that|this|a) (?:\w+ )?(?:over|down)\b|\b(?:run|running|ran|drive|driving|drove) (?:my|the) (?:car|van|truck) into (?:the|a|his|her|their) (?:\w+ )?(?:bus|car|crowd|people|house|team)\b|\bthrew (?:a|the) (?:chair|bottle|glass|plate|cup|mug|brick|stone|ball|bag|racket|phone) at me\b|\b(?:cornered|corners|corner) me\b|\btried to kiss me\b|\bno one would believe me\b|\bnobody would believe me\b|\bkeep (?:his|her|their) secrets?\b|\bhold(?:s|ing)? me under\b|\bheld me under\b|\bmakes? me sleep in the (?:car|garage|shed|cold|hall|corridor)\b|\btakes? (?:away )?my (?:phone|passport|keys|car keys|bank card|money) (?:when|if|and|so)\b/g,
  },
  {
    family: 'indirect',
    pattern:
      /\bpainless(?:ly)?\b|\b(?:way|ways|how) to go (?:that|which|without) (?:does not|doesnt|would not|wouldnt|will not|wont|is not|isnt)? ?(?:hurt|pain|painful)\b|\bif i (?:just |simply )?(?:was not|wasnt|were not|werent|am not|was gone|were gone) (?:there|here|around|in the picture|alive)\b|\btired of (?:waking up|me|myself|breathing|everything|it all)\b|\b(?:head|brain|mind|voice|voices|thoughts?) (?:\w+ )?(?:says|said|tells|told|telling|keeps saying|keeps telling|whispers|screams) (?:me )?(?:to )?(?:jump|die|end it|do it|hurt|cut|kill|step off|step in front|let go|crash|swerve|disappear)\b/g,
  },
  {
    family: 'abuse',
    pattern:
      /\bif i (?:tell|told|report|reported|say anything to) (?:\w+ ){0,6}(?:he|she|they) (?:will|would|ll|is going to|are going to|is gonna) (?:drop|cut|bench|kick|hurt|kill|ruin|say|tell|make|post|share|leak|end)\b/g,
  },
  // Self-harm.
  { family: 'self_harm', pattern: /\bself ?(?:harm\w*|injur\w*|mutilat\w*)\b/g },
  { family: 'self_harm', pattern: /\b(?:cut|cuts|cutting)\b/g },
  { family: 'self_harm', pattern: /\b(?:blades?|razors?)\b/g },
  { family: 'self_harm', pattern: /\b(?:bleed|bleeds|bleeding|bled)\b/g },
  { family: 'self_harm', pattern: /\b(?:burn|burns|burned|burnt|burning)\b/g },
  {
    family: 'self_harm',
    pattern:
      /\b(?:hurt|hurts|hurting|harm|harms|harming|harmed|punish|punishing|punished|starve|starving|starved|scratch|scratching|scratched|hit|hitting|punch|punching) my ?self\b/g,
  },
  { family: 'self_harm', pattern: /\b(?:my|new|fresh|the) scars\b/g },
  {
    family: 'self_harm',
    pattern:
      /\b(?:slice|slicing|sliced|slit|slitting|carve|carving|carved|gouge|gouging|gouged|scratch|scratching|scratched|scrape|scraping|scraped|bite|biting|bit|pinch|pinching|stab|stabbing|pierce|piercing) (?:\w+ )?(?:my|open my|into my|at my) (?:thigh|thighs|arm|arms|wrist|wrists|skin|leg|legs|stomach|body|forearm|forearms|hip|hips|hand|hands)\b|\b(?:until|till|til|so) (?:it|they|i|my \w+) (?:bleed\w*|bled|bruise\w*|go red|goes red|went red|turn red|turns red|scar\w*|see stars|saw stars|went numb|go numb|goes numb|feel nothing|felt nothing|burn\w*|blister\w*)\b|\b(?:hit|hits|hitting|bang|bangs|banging|banged|smash|smashing|smashed|slam|slams|slamming|slammed|punch|punching|punched) (?:my head|my fists?|my face|my arm|my arms|my legs?) (?:on|against|into|off|with)\b|\bdeserve (?:the|this|all the|to feel|to be in) pain\b|\b(?:throw|throwing|threw) up (?:after|on purpose|deliberately)\b|\bmake my ?self (?:throw up|sick|vomit|purge|bleed|hurt)\b/g,
  },
  { family: 'self_harm', pattern: /\bpurg(?:e|es|ed|ing)\b/g },
  // Harm to others.
  { family: 'harm_to_others', pattern: /\bkil+(?:s|ed|ing)?\b/g },
  { family: 'harm_to_others', pattern: /\bmurder\w*/g },
  {
    family: 'harm_to_others',
    pattern: /\b(?:guns?|rifles?|pistols?|shotguns?|firearms?|weapons?|bombs?|explosives?)\b/g,
  },
  { family: 'harm_to_others', pattern: /\b(?:knife|knives|machete|machetes)\b/g },
  { family: 'harm_to_others', pattern: /\b(?:shoot|shoots|shooting|shooter|shooters)\b/g },
  // "Stab", not "stable": he's stable now is good news.
  { family: 'harm_to_others', pattern: /\bstab(?:s|bed|bing|bings|ber|bers|by)?\b/g },
  {
    family: 'harm_to_others',
    pattern:
      /\bskulls?\b|\bbreak (?:his|her|their|that \w+ s|that \w+s) (?:neck|legs?|jaw|face|nose|arms?|knees?|ribs|bones|teeth)\b|\bsort (?:him|her|them|that \w+|those \w+) out\b|\bend (?:him|her|them|that (?:guy|girl|lad|ref|referee|kid|man|woman|bitch|prick|idiot|twat|dick|boy|player|coach)|the (?:ref|referee)|you)\b|\b(?:with|grab|grabbed|bring|brought|take|took|get|got|carry|carrying) (?:a|my|the|his|her|their|dads|brothers) (?:baseball )?(?:bat|hammer|brick|crowbar|iron bar|metal bar|bottle|dumbbell|pipe|chain|golf club|hockey stick|screwdriver|axe)\b|\b(?:wait|waiting|waited) (?:outside|for) (?:him|her|them|his|her|their|the changing rooms?|the locker room)\b/g,
  },
  { family: 'harm_to_others', pattern: /\bpoison\w*/g },
  {
    family: 'harm_to_others',
    pattern:
      /\brevenge\b|\bmake (?:him|her|them|that \w+|those \w+|the \w+|everyone|everybody|my \w+) (?:pay|suffer|bleed)\b|\bget back at (?:him|her|them|my \w+)\b/g,
  },
  {
    family: 'harm_to_others',
    pattern:
      /\b(?:hurt|hurts|hurting|harm|harms|harming|harmed) (?:him|her|them|someone|somebody|anyone|anybody|people|everyone|everybody|others|the baby|my (?:baby|kid|kids|son|daughter|child|children|partner|wife|husband|family|teammates?|colleagues?|coach|boss|manager))\b/g,
  },
  // Frightened of their own anger with the children in their care ("scared of how strong the feeling is",
  // "of what I might do"): asked, never answered as a crisis on these words alone.
  {
    family: 'harm_to_others',
    pattern:
      /\b(?:scared|frightened|afraid|terrified) of (?:how (?:strong|big|intense|bad|angry|furious|wound up) (?:(?:the|this|my) (?:feeling|feelings|anger|rage|urge|temper)|i get)|what i (?:might|could|would|will) do)\b/g,
    requires: allOf(
      '\\b(?:kids|children|little ones|toddlers?|baby|babies|the boys|the girls|mindees|my son|my daughter|the twins|pupils)\\b',
      '\\b(?:wound up|angry|anger|rage|furious|temper|snap|snapped|lose it|losing it|lost it|a finger on|hurt|hit|shake|shook|scream\\w*|shout\\w*|yell\\w*|walk out of the room|calm down)\\b',
    ),
  },
  // Abuse: violence or threats towards the person.
  { family: 'abuse', pattern: /\b(?:rape|raped|rapes|raping|rapist|molest\w*|assault\w*|abus\w*)\b/g },
  { family: 'abuse', pattern: /\bthreaten\w*/g },
  {
    family: 'abuse',
    pattern:
      /\b(?:hit|hits|hitting|beat|beats|beating|beaten|choke|chokes|choked|choking|strangl\w*|slap|slaps|slapped|slapping|smack|smacks|smacked|smacking|punch|punches|punched|punching|hurt|hurts|hurting|touch|touches|touched|touching|grab|grabs|grabbed|kick|kicks|kicked|shove|shoves|shoved|burns|burned|burnt) me\b/g,
  },
  { family: 'abuse', pattern: /\bstrangl\w*/g },
  {
    family: 'abuse',
    pattern:
      /\b(?:pin|pins|pinned|pinning|hold|holds|held|holding) me down\b|\b(?:slam|slams|slammed|slamming|throw|throws|threw|throwing|push|pushes|pushed|pushing|shove|shoves|shoved|drag|drags|dragged|dragging) me (?:against|into|onto|down|across|to the (?:floor|ground)|up against|out of)\b|\b(?:his|her|their) hands? (?:on|up|down) my (?:thigh|thighs|leg|legs|bum|butt|chest|breasts?|skirt|shirt|shorts|waist|knee|top|trousers|pants)\b|\b(?:touch|touches|touched|touching|grab|grabs|grabbed|grabbing|squeeze|squeezes|squeezed|rub|rubs|rubbed|rubbing) (?:my|at my) (?:thigh|thighs|bum|butt|chest|breasts?|privates|crotch|groin|boobs|body)\b|\bnot to tell (?:anyone|anybody|mum|mom|dad|my (?:mum|mom|dad|parents)|the (?:coach|club|academy|school|police|teachers?))\b/g,
  },
  {
    family: 'abuse',
    pattern: new RegExp(
      `\\bbreak (?:my|both my) (?:legs?|arms?|neck|jaw|face|nose|fingers|ribs|knees?|hands?|bones)\\b(?<=\\b${PERSON} (?:\\w+ ){0,3}break (?:my|both my) (?:legs?|arms?|neck|jaw|face|nose|fingers|ribs|knees?|hands?|bones))`,
      'g',
    ),
  },
  {
    family: 'abuse',
    pattern:
      /\b(?:hit|hits|hitting|beat|beats|beating|punch|punches|punched|punching|slap|slaps|slapped|slapping|kick|kicks|kicked|kicking|slam|slams|slammed|shove|shoves|shoved|choke|chokes|choked|choking|strangl\w*|hurt|hurts|hurting|smack|smacks|smacked|smacking|batter|batters|battered|throttle\w*) (?:my (?:mum|mom|mother|dad|father|sister|brother|little \w+|baby \w+|kids?|children|son|daughter|wife|husband|partner|girlfriend|boyfriend|grandma|nan|gran|stepmum|stepmom|stepdad)|us)(?: and me)?\b/g,
  },
  { family: 'abuse', pattern: new RegExp(`\\bkil+ me\\b(?<=\\b${PERSON} (?:\\w+ ){0,3}kil+ me)`, 'g') },
  { family: 'indirect', pattern: /\bkil+ me\b/g },
];

/** A dose or quantity question about medicines switches off the harmless medicine contexts. */
const DOSE_QUESTION =
  /\b(?:how (?:many|much)|dose|dosage|lethal|overdos\w*|too many|whole (?:bottle|box|pack|packet|strip|thing)|all (?:of )?(?:my|the|them|these)|enough|stockpil\w*|stash\w*|saving|saved|hoard\w*|collect\w*|swallow\w*|at once|in one go|with (?:alcohol|vodka|wine|whiskey|whisky|beer|drink|drinks))\b/;

/** For medicines that are themselves a means: any quantity or "for me" switches the context off. */
const DOSE_QUESTION_STRICT =
  /\b(?:how (?:many|much) (?:\w+ ){0,3}(?:pills|tablets|insulin|units|of (?:it|them|my|these|the))|dose|dosage|lethal|overdos\w*|too many|too much insulin|whole (?:bottle|box|pack|packet|strip|pen)|all (?:of )?(?:my|the|them|these)|enough|stockpil\w*|stash\w*|hoard\w*|for me|to die|to not wake up|to end)\b/;

interface AllowedContext {
  pattern: RegExp;
  /** The context does not count when this matches anywhere in the text. */
  unless?: RegExp;
}

const COMP =
  '(?:finals?|semis?|semi ?finals?|quarters?|quarter ?finals?|race|races|heats?|sprints?|match|matches|game|games|round|rounds|sets?|tie ?break|trials?|tryouts?|qualifiers?|qualifying|meet|regionals|nationals|tournament|league|rankings|standings|vote|election|interview|promotion|exam|test|quiz|chess|tennis|golf|squash|badminton|pool|darts|cards|poker|ping pong|table tennis|fifa|mario kart|scrabble|monopoly|time trials?|points|the clock|the buzzer|the line|the wall|relay|marathon|half marathon|\\d+ ?m|\\d+ ?k|\\d+ ?km|1500|mile|event|events|draw|auditions?|competition|comp|cup|grand prix|derby|rematch|playoffs?|season|league table|leaderboard|ladder|pb|personal best|record|time|times|score|scores|grade|grades|marks)';
const LIMB =
  '(?:legs?|arms?|body|muscles|shoulders|quads|calves|hamstrings|glutes|hands|fingers|feet|core|lungs|back|brain|head|mind|voice)';
const SPORTY_EVENT =
  '(?:plan|revision|revision plan|to do list|inbox|exam|exams|test|tests|presentation|interview|audition|speech|pitch|set|race|routine|performance|final|finals|match|game|tryout|tryouts|assignment|project|shift|session|workout|run|gig|show|essay|paper|recital|solo|solos|dive|floor routine|beam|vault|free skate|short program|round|heat|heats|meet|test run|demo|exam tomorrow|viva|defence|defense|review|quiz|mock|mocks)';

const ALLOWED_CONTEXTS: readonly AllowedContext[] = [
  // The figures of speech the pattern layer removes too; the entries below are the sweep's own, wider ones.
  ...FIGURES_OF_SPEECH.map((pattern) => ({ pattern })),
  // --- die / dying / dead / death -----------------------------------------------------------
  {
    pattern:
      /\b(?:would|could|will|i|to) (?:literally |honestly )?die for (?:a|an|the|my|this|that|it|one|some|gold|her|him|them|our)\b/g,
  },
  { pattern: /\b(?:would|could|will) (?:literally |honestly )?die to (?:get|have|win|make|be|see|play|start)\b/g },
  {
    pattern:
      /\bdying (?:to|for) (?:know|see|hear|try|go|meet|get|find out|tell|read|watch|a|an|some|the|my|start|play|race|compete|win|sleep|eat|leave|be|have)\b/g,
  },
  {
    pattern:
      /\b(?:die|died|dying|dead|death) (?:of|from) (?:embarrassment|boredom|laughter|laughing|shame|cringe|jealousy|envy|heat|the heat|thirst|hunger|curiosity|exhaustion|fright|shock|nerves|anticipation|suspense|cuteness)\b/g,
  },
  {
    pattern:
      /\b(?:laughed|laughing|cried|crying|screamed) so hard i (?:almost |nearly |literally )?(?:died|was dying)\b|\b(?:almost|nearly|literally) (?:died|dying|dead) (?:laughing|of laughter|of embarrassment|from embarrassment|of shock|of boredom|in the heat)\b|\bdied laughing\b|\bdying laughing\b/g,
  },
  {
    pattern:
      /\b(?:die|dying|died|dead) (?:hard|down|out|off|trying)\b|\bdie (?:hard )?fans?\b|\bdo or die\b|\bnever say die\b|\bthe die is cast\b|\bdie on (?:this|that) hill\b|\bdie a little inside (?:when|every time|each time) (?:i|someone|he|she|they|my) (?:see|hear|read|look|watch|sees|hears)\b/g,
  },
  {
    pattern:
      /\b(?:dying|died|dead) (?:on|in|at|during|by) (?:the|that|this|my|our) (?:last|final|first|second|third|fourth|back|home|\d+\w*) (?:lap|laps|mile|miles|km|kilometre|kilometer|rep|reps|set|sets|length|lengths|round|hill|climb|quarter|half|leg|stretch|interval|intervals|hundred|straight|section|period|innings|over|overs)\b/g,
  },
  {
    pattern:
      /\b(?:dying|died|dead) (?:out there|in the heat|in this heat|on the bike|on the run|on the court|in the pool|on the pitch|on the field|on the track|on stage|on the hills?|in the water|at altitude|of heat)\b/g,
  },
  { pattern: /\bdying inside (?:from|of|at) (?:boredom|embarrassment|cringe|this hangover|the hangover|laughter)\b/g },
  {
    pattern:
      /\bdead (?:tired|last|heat|set|serious|on|ball|lift|lifts|end|ends|weight|air|rubber|battery|zone|spot|time|legs|arms|certain|sure|quiet|silent|centre|center|straight|ahead|even|wrong|right|calm|easy|boring|simple|cold|still|giveaway|ringer|in the water|to rights|cert|hang|hangs|bug|bugs|wood|leaves|skin|period|week|month|season|of night|of winter|of the night|ass)\b/g,
  },
  {
    pattern: new RegExp(
      `\\b${LIMB} (?:are |were |is |was |feel |feels |felt |went |go |goes |seem |seemed |looked |looks |turned |just |completely |totally |)(?:so |completely |totally |absolutely |just |pretty |basically |literally |like |already |still |all )?(?:dead|dying|died)\\b`,
      'g',
    ),
  },
  {
    pattern:
      /\b(?:phone|battery|laptop|car|engine|crowd|atmosphere|room|party|office|gym|town|market|conversation|chat|group chat|bar|pub|class|lecture|wifi|internet|signal|tablet|watch|garmin|headphones|earbuds|speaker|torch|plant|plants|grass|lawn|pitch|mic|microphone|battery pack|ball|court|ice|keyboard|mouse|printer|phone battery) (?:is|are|was|were|went|goes|go|just|completely|totally|absolutely|died|dies|dying|is dying|was dying|is dead|was dead|had died|has died)(?: (?:so|completely|totally|absolutely|just|basically|literally|already|almost|nearly))? ?(?:dead|died|dying)?\b/g,
  },
  {
    pattern:
      /\bknock(?:ed|s|ing)? (?:em|them|him|her|it|everyone|the judges|the crowd|the panel) dead\b|\bdrop dead (?:gorgeous|good|funny)\b|\bover my dead body\b|\bdead to me\b|\bplay(?:ing|ed)? dead\b|\bstopped dead\b|\bstop dead\b|\bdead in (?:its|my|our) tracks\b/g,
  },
  {
    pattern:
      /\bi am (?:so |literally )?dead (?:lol|haha|lmao|rofl|that|this|you|omg)\b|\bi am dead that (?:is|was) (?:so )?(?:funny|hilarious)\b/g,
  },
  {
    pattern:
      /\b(?:death|end) of me\b|\b(?:scared|bored|worried|sick|frightened|terrified|tired|freezing|loved?|squeezing|stressed|nervous|petrified|starving) to death\b|\bdeath (?:stare|glare|grip|march|metal|spiral|spirals|valley|by powerpoint|by meetings|zone|row|roll|rolls|drop|trap|star)\b|\bsudden death\b|\blife (?:or|and) death\b|\bnear death\b|\bcheating death\b|\bdeath and taxes\b/g,
  },
  {
    // Other people's deaths: grief is coaching material unless a risk cue comes with it.
    pattern:
      /\b(?:my|our|his|her|their|the|a|an) (?!own\b)(?:\w+ ){0,2}(?:died|dies|dying|passed|is dead|was dead|are dead|is dying|was dying|has died|had died|might die|will die|could die|may die|is going to die)\b|\b(?:my|our|his|her|their) (?!own\b)(?:\w+ )?death\b/g,
  },
  {
    pattern:
      /\b(?:he|she|they|who|which|it) (?:just |suddenly |sadly |recently |nearly |almost )?(?:died|dies|is dying|was dying|is dead|was dead|has died|had died|might die|will die|could die|may die)\b/g,
  },
  {
    pattern:
      /\b(?:death|deaths|passing|loss) (?:of|in) (?:my|our|his|her|their|a|the) (?:\w+ )?(?:\w+)\b|\b(?:mums|moms|dads|fathers|mothers|grandmas|grandads|grandpas|grandmothers|grandfathers|brothers|sisters|friends|coachs|coaches|uncles|aunts|cousins|teammates|wifes|husbands|sons|daughters|babys|dogs|cats|partners|boyfriends|girlfriends|nans|nanas|grannys|grandparents|parents|players|patients) death\b|\b(?:his|her|their|our) death\b|\bafter (?:the|a) death\b/g,
  },
  {
    pattern:
      /\b(?:will not|would not|not going to|am not going to|nobody ever|no one ever|you will not|you do not) die (?:from|of|because of) (?:one|a|this|that|it|an|some)\b/g,
  },
  { pattern: /\bdead ?lines?\b|\bdead ?lifts?\b|\bdead ?lock\b|\bdead ?pan\b/g },
  // "Suicides" are a shuttle-sprint drill in team sports.
  {
    pattern:
      /\b(?:run|ran|running|do|did|doing|more|extra) suicides\b|\bsuicides? (?:sprints?|drills?|runs?|shuttles?|squeeze)\b/g,
  },
  // Materials and crafts: milk, a weld or a colour "goes dead" (flat, lifeless).
  {
    pattern:
      /\b(?:milk|foam|froth|colou?r|colou?rs|paint|glaze|tone|sound|strings?|dough|starter|weld|metal|steel|print|ink|shot|shots|espresso|crema|beat|mix|lighting|light) (?:keeps? |kept |is |was |just |always )?(?:going|went|goes|go|gone|turns?|turned|turning|looks?|looked|came out|comes out) dead\b|\bdead (?:grey|gray|flat|dull|matte|brown)\b/g,
  },
  // --- alive, exist, for good, away ---------------------------------------------------------------
  {
    pattern:
      /\b(?:feel|felt|feeling|feels|came|come|comes|coming|most|more|so|truly|fully|really) alive\b|\b(?:still|stay|stayed|staying|keep|kept|keeps|keeping) (?:\w+ )?alive in (?:the|this|our|my) (?:\w+ )?(?:tournament|competition|race|league|cup|title race|running|hunt|fight|series|draw|contest|playoffs?|season)\b|\bkeep(?:s|ing)? (?:the|our|my|his|her|their|your) (?:\w+ )?(?:hopes?|dreams?|season|chances|momentum|streak|fire|flame|spirit|conversation|project|deal|plants?|memory|tradition|rally|lead|plan) alive\b|\b(?:crowd|stadium|place|room|city|atmosphere|team|pitch|arena|gym|ward|office|town|dance floor|party) (?:was|is|were|came|comes) (?:so |really |fully |)alive\b|\bbarely alive (?:after|by|at the end of) (?:the|that|this|a|my|our) \w+\b|\balive and (?:kicking|well)\b|\blook alive\b|\b(?:worst|best|greatest|luckiest|unluckiest|happiest|proudest|laziest|slowest|fastest|biggest|[a-z]+est|most [a-z]+) (?:[a-z]+ ){1,2}alive\b|\bany (?:man|woman|person|parent|mum|mom|dad|player|teacher|nurse) alive\b|\b(?:eat|eats|ate|eaten|eating|skin|skinned|skins) (?:me|us|him|her|them|you) alive\b|\beaten alive\b|\bcomes? alive\b|\b(?:does not|do not|doesnt|dont|did not|no longer) exist\b|\bexisting (?:clients?|customers?|contracts?|projects?|code|systems?|injury|injuries|players?|staff|patients?|members?|team|plan|role|job|deal|work|process|knowledge|skills?|conditions?)\b|\bexistence of (?:the|a|an|this|that)\b/g,
  },
  {
    pattern:
      /\bfor good (?:measure|reason|luck|behaviour|behavior|work|performance|grades|results|form|cause|health|sleep)\b|\b(?:quit|quitting|quits|stopped|stop|stopping|give up|gave up|giving up|kicked|kick|cut out|moved|moving|move|fixed|fix|changed|change|sorted|sort|solved|solve|retire|retired|retiring|deleted|delete|deleting|ditch|ditched|ditching|dropped|dropping|beat|beaten|banned|back|home|over) (?:\w+ )?(?:\w+ )?for good\b|\b(?:left|leave|leaving) (?:the|my) (?:club|team|job|company|city|sport|app|band|group) for good\b|\bchange for (?:the )?good\b|\bfor the good of\b/g,
  },
  {
    pattern:
      /\b(?:will not|wont|not going to|no longer) be (?:a|an) (?:problem|issue|concern|worry|burden) (?:for|to) (?:the|my|our) (?:\w+ )?(?:team|squad|club|coach|crew|department|ward|unit) (?:once|when|after|if|until|as soon as)\b|\b(?:ran|run|running|walked|walking|hiked|hiking|trained|training|played|playing|danced|dancing|rowed|rowing|climbed|climbing|marched|skated|skating) (?:\w+ ){0,3}(?:until|till|til) (?:my|our|the) (?:feet|toes|hands|blisters|heels|fingers|palms) (?:bled|bleed|were bleeding|started bleeding|blistered)\b/g,
  },
  // --- medicines and stashes in their everyday senses --------------------------------------------
  {
    pattern:
      /\b(?:on|started|start|starting|stopped|new|changed|changing|my|take|taking|took|forgot|forget|forgetting|remember|remembered|need|needed|needs|adhd|asthma|allergy|hay fever|thyroid|blood pressure|heart|diabetes|epilepsy|migraine|cold|flu|pain|period|acne|sleep|prescribed|prescription|the|some|no|any|sports|team) (?:\w+ )?(?:meds|medication|medications|medicine|medicines|prescriptions?|antibiotics)\b(?! (?:all at once|in one go|together|with (?:alcohol|vodka|wine|whiskey|whisky|beer|drink))\b)/g,
    unless: DOSE_QUESTION,
  },
  {
    pattern:
      /\b(?:meds|medication|medicine|prescriptions?) (?:for|because of|to help with|to treat|against|review|changes?|side effects|schedule|round|rounds|chart|charts|trolley|errors?|cupboard|fridge|room|cart|pass|passes|list|lists|reconciliation|administration|safety|training|exam|calculations?|calcs?|checks?|audit)\b|\b(?:rejections?|rejected|offers?|places?|interviews?|apply|applying|applied|applications?|get into|getting into|got into|study|studying|studied|read|reading|career in|go into|going into|went into|switch to|switched to) (?:from |for |to |in )?medicine\b|\bmedicine (?:ball|balls|student|students|degree|school|course|rotation|rotations|placement|finals|exam|exams|interview|interviews|application|applications|ward|wards|team|consultant|registrar)\b|\b(?:sports|emergency|internal|general|family|veterinary|vet|tropical|acute|respiratory|elderly care|geriatric|palliative) medicine\b|\b(?:give|gave|giving|gives|administer|administered|administering|dispense|dispensing|dispensed|hand out|handing out|chart|charting|charted|double check|double checked|double checking|draw up|drew up|drawing up|prep|prepping|prepped|do|did|doing|done) (?:the |my |his |her |their |a |an |patients |evening |morning |night |lunchtime |all the |)?(?:\w+ )?(?:meds|medication|medications|medicine|medicines)\b/g,
  },
  // A recovery sheet's painkiller times are a schedule, like a medication chart.
  { pattern: /\bpainkiller (?:times|schedule|chart|doses|rota)\b/g },
  // Sport, work and the stage: a lift that failed, a fall off the apparatus, air used up, jobs cut, a set that flopped.
  {
    pattern:
      /\b(?:attempt|rep|lift|squat|bench|deadlift|snatch|clean|pull) (?:was |is |went |felt |got )?dead\b|\bf[ae]ll off (?:a |the |my |that )?(?:top out|beam|bars|wall|boulder|problem|route|climb|hold|horse|rings|balance beam|bike|board|skateboard|surfboard|unicycle|scooter)\b|\bburn(?:ed|t|ing)? (?:thru|through) (?:my |the |all my |all of my )?(?:air|oxygen|tank|energy|budget|legs)\b|\b(?:roles?|jobs?|positions?|posts?|staff|headcount|budgets?|funding|programs?|programmes?|shifts?) (?:are |is |were |was |will be )?(?:being |getting |going to be |to be )?cut\b|\b(?:i am|im|i will be|i would be) dead (?:up there|on stage|onstage|out there)\b|\b(?:do not|dont) (?:even )?(?:want|feel like|wanna) (?:to )?shoot\b(?! (?:him|her|them|myself|me|my|someone|anyone|people|up|at|everyone|it up))/g,
  },
  // Medicine as a field of study or a title ("Cell Reports Medicine", "a journal of sports medicine").
  {
    pattern:
      /\b(?:nature|cell reports|reports|science translational|translational|experimental|precision|regenerative|evidence based|personali[sz]ed|nuclear|preventive|preventative|lifestyle|sleep|addiction|behaviou?ral|integrative|functional|traditional chinese|chinese|traditional|alternative|complementary|western|modern|academic|rehabilitation|exercise|space|occupational|rural|disaster|wilderness|military|aviation|diving|dental|oral|maternal|reproductive|genomic|molecular|clinical|pediatric|paediatric|adolescent|social|public) medicine\b|\b(?:journal|annals|archives|bulletin|proceedings|frontiers|yearbook|textbook|handbook|review|school|faculty|department|college|institute|academy|society|professor|degree|bachelor|masters?|phd|career|doctor) (?:of|in|for) (?:the )?(?:\w+ )?medicine\b|\bmedicine (?:journal|journals|paper|papers|article|articles|study|studies|research|conference|podcast|lecture|lectures|textbook|reports|review)\b/g,
  },
  {
    pattern:
      /\b(?:stash\w*|hoard\w*|stockpil\w*) (?:of |my |some |a |the )?(?:\w+ )?(?:snacks|gels|energy gels|chocolate|sweets|candy|food|protein bars|bars|coffee|tea|pens|notes|clothes|kit|gear|shoes|trainers|tape|cash|money|books|emails|papers|receipts|bananas|drinks|water|rations|supplies|paperwork)\b/g,
  },
  // --- means words in everyday senses ------------------------------------------------------------
  {
    pattern:
      /\b(?:my )?(?:heart|breathing|breath) (?:\w+ )?(?:stops|stopped|stopping) (?:for a (?:second|moment|beat|sec)|when (?:i|the|my|he|she|they|we)|every time|racing|pounding|whenever)\b|\bstop breathing (?:through my mouth|so loud|so fast|so heavily|when i (?:lift|squat|push))\b/g,
  },
  {
    pattern:
      /\b(?:water|lake|sea|pool) (?:looked|looks|look|felt|feels) (?:so |really |)(?:inviting|calm|calming|peaceful) (?:for|before|after|this morning|at dawn|at sunrise|during|on) (?:the |my |our |a |)(?:swim|race|session|training|dip|paddle|regatta|row|sail|warm up|warmup|open water|morning)\b|\bunder the water (?:for|during|in|at|with) (?:the|a|my|our|practice|training|drills|lengths|the start|turns)\b|\bslip (?:under|beneath) the (?:radar|rope|barrier|door|covers|duvet|net|bar)\b/g,
  },
  {
    pattern:
      /\bhold my weight (?:on|in|through|during|at|with|yet|again|properly) ?(?:the|my|a|one|both)? ?(?:\w+ )?(?:bar|bars|rings|beam|arms|leg|legs|knee|ankle|foot|hands|wall|board|handstand|plank|position)?\b|\b(?:bar|rings|knee|ankle|leg|foot|beam|ankle) (?:\w+ )?(?:holds?|can hold|could hold) my weight\b/g,
  },
  {
    pattern:
      /\b(?:edge|edges) of (?:the|a) (?:\w+ )?(?:pool|board|stage|court|pitch|mat|beam|box|track|lane|diving platform|diving board)\b/g,
  },
  // --- self-harm acts in everyday senses ---------------------------------------------------------
  {
    pattern:
      /\b(?:bite|biting|bit) my (?:nails|tongue|lip|lips|nail)\b|\bscratch(?:ing|ed)? (?:my|at my) (?:arm|arms|skin|legs?|head|neck|scalp|hands?) (?:because|from|when it itches|it is itchy|itchy|at night)\b|\b(?:hit|hitting|bang|banging|banged) my head (?:on|against) (?:a|the) (?:brick wall|low (?:beam|door|ceiling|doorframe)|cupboard|car door|doorframe|door frame|shelf|bunk)\b|\b(?:until|till|til) (?:my|our|the|it|they) (?:\w+ )?(?:burn|burns|burned|burnt) (?:out|off)\b|\b(?:legs|lungs|muscles|quads|calves|arms|hamstrings|glutes|core|abs|feet) (?:\w+ ){0,3}(?:until|till|til|so) (?:it|they|i) (?:burn|burns|burned|burnt|went numb|go numb|goes numb)\b|\b(?:until|till|til) (?:my|our|the) (?:legs|lungs|muscles|quads|calves|arms|hamstrings|glutes|core|abs|feet|fingers|hands) (?:burn|burns|burned|burnt|went numb|go numb|goes numb|were numb)\b|\bthrew up after (?:the|a|that|my|our) (?:\w+ )?(?:race|sprint|session|run|workout|set|reps|intervals|beep test|bleep test|game|match|ride|erg|piece|test|lap|laps|drill|drills|suicides|gassers|shuttles|hill|hills|\d+\w*)\b|\bthrew up after (?:training|practice|the gym|drinking|the party|eating)\b/g,
  },
  // --- violence words in sport ---------------------------------------------------------------------
  {
    pattern:
      /\b(?:pin|pins|pinned|pinning|hold|holds|held|holding) me down (?:in|during|at|for) (?:sparring|rolling|practice|training|the match|wrestling|drills|randori|the bout|the round|judo|bjj|jiu jitsu|grappling|the scrum|a pin|the count|three seconds|the ruck)\b|\b(?:slam|slams|slammed|slamming|throw|throws|threw|throwing|push|pushes|pushed|pushing|shove|shoves|shoved|drag|drags|dragged|dragging) me (?:into|against|onto) (?:the )?(?:boards|glass|post|mat|mats|ropes|cage|turnbuckle|corner|sideline|touchline|deep end|pool|water)\b|\bpush(?:es|ed|ing)? me into (?:doing|applying|taking|going|signing|joining|trying|entering|running|the (?:relay|team|role|job|race|final|event|course|squad)|a (?:\w+ )?(?:role|job|race|event|course|relay|decision))\b|\bthrow(?:s|n)? me (?:in|into) (?:at )?the deep end\b|\bthrew me (?:in|into) (?:at )?the deep end\b|\bdragged me (?:to|out to|along to|into) (?:the|a|her|his|their|my) (?:gym|party|meeting|class|session|pub|bar|club|event|run|park)\b/g,
  },
  {
    pattern:
      /\b(?:beat|beats|beating|beaten) (?:my (?:\w+ )?|us )(?:again |easily |narrowly |comfortably |fair and square |every time |twice |)(?:in|at|on|to|by) (?:the |a |an |our |this |that |my |his |her |their |every |each |last |first |second |)(?:\w+ )?(?:finals?|semis?|race|heat|match|game|games|round|set|trials?|tryouts?|meet|tournament|league|chess|tennis|golf|squash|badminton|pool|darts|cards|poker|ping pong|table tennis|fifa|scrabble|monopoly|points|relay|marathon|mile|cup|derby|rematch|playoffs?|season|penalties|pens|\d+\w*|one|two|three|four|five|a (?:point|goal|second|length|stroke))\b|\b(?:beat|beats|beaten|smashed|thrashed|hammered|battered|destroyed|crushed|hit|kicked) us (?:\d+\w*|in|at|on|by|again|easily|comfortably|twice|last|this|out of|off the|for six|all over)\b|\bkick(?:ed|s|ing)? (?:my|us) (?:\w+ )?(?:off the|out of the) (?:team|squad|group chat|course|class|programme|program|list|court|pitch|field)\b/g,
  },
  {
    pattern:
      /\bskull ?caps?\b|\bnumb ?skull\b|\bskull and crossbones\b|\bskull ?crushers?\b|\bskulls? (?:emoji|print|logo|tattoo|ring|shirt|t shirt|hoodie)\b|\bend (?:that|the) (?:ref|referee|guy|player|coach) s (?:\w+ )?(?:run|streak|career|season|spell|reign)\b/g,
  },
  {
    pattern:
      /\b(?:practi[sc]e|practising|practicing|training|batting|nets|bowling|play|played|playing|new|swing|swinging|swung|hold|holding|grip) (?:\w+ )?(?:with )?(?:a |my |the |his |her |new )?(?:baseball |cricket |softball |rounders )?bat\b|\b(?:bring|brought|take|took|get|got|grab|grabbed|carry|carrying) (?:a|my|the|his|her|their) (?:bottle of water|water bottle|bottle|dumbbell|dumbbells|hockey stick|golf club|bat) (?:to|into|for|from|at|and|before|after|with|of)\b|\b(?:wait|waiting|waited) (?:outside|for) (?:him|her|them) (?:to (?:finish|arrive|come|get|pick|text|call|reply|answer|decide|show up|turn up)|after (?:practice|training|class|work|school|the game|the match|the meeting)|at (?:the|his|her) (?:station|airport|gate|door|entrance|car))\b/g,
  },
  {
    pattern:
      /\b(?:could|would|will|i) (?:literally |honestly |absolutely |so |)murder (?:a|an|some|the|this) (?:\w+ )?(?:pizza|burger|coffee|pint|drink|curry|kebab|beer|sandwich|meal|takeaway|chippy|brew|cuppa|fry up|roast|bacon roll|steak|dessert|cake|ice cream|nap|bath)\b/g,
  },
  {
    // "If I fail this module my parents will literally kill me": only everyday slips come first.
    pattern:
      /\bif (?:i|we) (?:fail|failed|miss|missed|skip|skipped|lose|lost|quit|drop|dropped|get|got|do not|did not|come|came|am|are|mess|messed|screw|screwed|flunk|flunked|bomb|bombed|crash|crashed|break|broke|forget|forgot) (?:\w+ ){0,5}(?:my |our |the )?(?:parents|mum|mom|dad|mother|father|coach|boss|manager|teacher|tutor|supervisor|gaffer|captain|team|teammates|mates|family|gran|nan|sister|brother) (?:will|would|is going to|are going to|gonna|is gonna|are gonna) (?:literally |actually |honestly |absolutely |so |seriously |)(?:kil+|murder) (?:me|us)\b/g,
  },
  // --- round 6 families in their everyday senses ---------------------------------------------------
  {
    pattern:
      /\b(?:at )?the end of my (?:rope|tether)\b|\b(?:sprained|broke|broken|fractured|strained|injured|hurt|taped|strapped|iced|twisted|tweaked|jarred|jammed) (?:my |both |his |her )?wrists?\b|\bwrists? (?:injury|injuries|sprain|pain|strain|brace|tape|taping|guard|guards|strap|straps|band|bands|bandage|watch|shot|shots|spin|flick|work|position|angle|action|curls?|roller|wraps?|support|supports|mobility|stretch|stretches|fracture|is sore|are sore|hurts|hurt|is swollen|is injured|is strapped|is taped|problem|problems|issue|issues|pain|ache|aches|aching|tendon|tendonitis|surgery|cast)\b|\b(?:my|his|her|the|left|right|both|weak|sore|stiff|broken) wrists? (?:(?:is|are|was|were|feels|felt|still) (?:so |really |still |a bit |)(?:sore|swollen|injured|strapped|taped|stiff|weak|sprained|broken|fractured|painful|aching|clicking|better|worse|fine|okay|ok|healing|recovering|in a cast|killing me)|keeps|kept|gave|give|gives|collapsed|hurts|hurt|aches|ached|clicks)\b|\bflick of the wrists?\b/g,
  },
  {
    pattern:
      /\b(?:insulin|blood sugar) (?:pump|pen|levels?|dose|doses|injection|injections|shot|shots|before|after|for my|timing|pods?)\b|\b(?:my|take|taking|took|forgot|forget|need|needed|carry|carrying) (?:my )?insulin\b|\bbleach(?:ed|ing)? (?:my|her|his) (?:hair|roots|teeth)\b|\bbleach (?:blonde|the (?:sink|toilet|floor|bathroom|kitchen|bath|tiles|shower))\b|\bfatal (?:error|mistake|mistakes|flaw|flaws|blow|attraction|errors)\b|\bhow (?:much|many) (?:\w+ ){0,3}(?:would|does|will|it would|it) (?:it )?take (?:to|me to) (?:get|make|qualify|win|become|pass|reach|earn|afford|buy|finish|learn|build|fix|save|recover|heal|come back|get back|go|run|swim|improve|drop|lose|gain|break)\b/g,
    unless: DOSE_QUESTION_STRICT,
  },
  {
    pattern:
      /\bpermanent(?:ly)? (?:injured|injury|damage|damaged|tired|exhausted|stressed|on call|behind|online|busy|broke|cold|hungry|contract|role|position|job|staff|place|spot|starter|fixture|member|record|change|changes|move|residence|address|basis|marker|pen|state of)\b|\b(?:permanent|permanently) (?:\w+ )?(?:contract|job|role|position|staff|move|place|spot|starter)\b|\bon a permanent basis\b|\bmade permanent\b/g,
  },
  {
    pattern:
      /\bfade out (?:the|of|at the end|in the|towards|toward|in the last)\b|\bdone with (?:everything|it all) (?:on|for|at|in) (?:my|the|today|this|tonight)\b|\bnot (?:breathing|stop breathing) (?:properly|right|correctly|enough|through|out|in|on|during|while|when|well)\b|\b(?:stop|stopped|not) breathing (?:through my mouth|so loud|so fast|so heavily|properly|when i (?:lift|squat|push|swim|sprint))\b|\bforgot to breathe\b|\bhold(?:ing)? my breath\b|\bvoices? (?:in my head )?(?:say|says|said|tell|tells|told|telling) (?:me )?(?:to (?:slow down|relax|breathe|focus|stay calm|keep going|push|go|stop worrying)|i can|i am good|you can)\b/g,
  },
  {
    pattern:
      /\b(?:scheduled|set|timed) to (?:send|go out|post|publish) (?:at|on|to|for|before|after) (?:the |my |our |\d+\w* )?(?:team|class|client|clients|customers|students|newsletter|campaign|mailing list|morning|evening|launch|deadline|am|pm|\d+\w*)\b|\b(?:(?:writing|wrote|written|write|drafted|drafting|leave|left|leaving) (?:a |some |the )?)?(?:notes?|letters?|messages?) (?:to|for) (?:my|the) (?:class|team|students|revision|exam|lecture|meeting|handover|shift|colleagues|manager|boss|supervisor|tutor|coach|patients|clients|replacement|cover|successor)\b|\bin my drafts (?:folder )?(?:for|since|until)\b/g,
  },
  {
    pattern:
      /\b(?:swim|swam|swimming|walk|walked|walking|run|ran|running|drive|drove|driving|ride|riding) back (?:to|from|in|on|with|home|the same|after|for|up|down|across|along|into)\b|\b(?:walk|walked|walking|swim|swam|swimming|run|ran|running) (?:out )?into the (?:sea|ocean|water|lake|river|waves) (?:for|with|at|during|on|after|before) (?:a|the|my|our|an|training|practice|the race|the start|warm up|recovery)\b|\b(?:railway|rail|train|tube|metro) line (?:is|was|strike|strikes|closure|closures|works|delays?|down|to|from|into|out of|between|closed|goes|runs|station|stations)\b|\b(?:hope|hoping|wish|wishing|pray|praying) (?:\w+ ){0,4}(?:does not|do not|doesnt|dont|will not|wont|never) (?:crash\w*|go down|have an accident)\b|\b(?:hope|hoping) (?:\w+ ){0,4}(?:stock|shares|market|prices?|grades?|numbers) (?:go|goes) down\b/g,
  },
  {
    pattern:
      /\b(?:torch(?:ed|ing|es)?) (?:my|the|our|his|her|their) (?:proposal|presentation|plan|essay|paper|idea|report|pitch|work|chances|reputation|career|season|calories|legs|lungs|quads)\b|\bmake (?:them|him|her|the \w+) (?:regret|sorry) (?:not|dropping|cutting|benching|passing|picking|underestimating|doubting|overlooking|leaving|ignoring) (?:me|us|picking me|selecting me|choosing me)\b|\bour (?:little )?(?:deal|arrangement|game) (?:with|for|on|is|was|fell|closed|went|plan|tonight|tomorrow|on saturday|on sunday)\b|\b(?:naked|nude) (?:eye|truth|ambition)\b|\bunderwear (?:drawer|shopping|brand|line|model)\b|\bthermal underwear\b|\b(?:not to|never|do not|dont) (?:scream|shout) (?:at|when|in|during)\b|\b(?:do not|dont|never) (?:tell|say anything) (?:me|the (?:answer|score|result|results|spoilers?))\b/g,
  },
  // --- round 7 false alarms that are clear figures of speech -------------------------------------
  {
    pattern:
      /\b(?:boss|manager|coach|supervisor|director|tutor|teacher|parents|mum|mom|dad|editor|client|lead|professor|examiner|everyone|landlord|lecturer) (?:is|are|was|were|keeps? being|has been|have been|keeps|kept|always|constantly) (?:\w+ )?on my back\b|\bget off my back\b|\bon my back (?:about|over|for)\b|\b(?:striker|forward|winger|team|they|he|she|opponents?|attack) (?:\w+ )?murder(?:ed|s)? (?:us|them|me|him|her) (?:on|in|at|from|with|down)\b|\b(?:heat|sun|humidity|cold|wind|pace|course|hill|climb|altitude|schedule|workload) (?:out there |today |this week |)(?:was|is|felt|feels) (?:absolutely |pretty |really |)lethal\b|\b(?:i am|i m|feel like i am|i feel like i am|feeling|am) drowning (?:\w+ ){0,2}(?:projects?|work|deadlines|emails|assignments|tasks|marking|patients|admin|essays?|reports?|paperwork|coursework|revision|meetings)\b|^ shoot (?:i|we|my|forgot|i forgot)\b/g,
  },
  {
    pattern:
      /\b(?:planned|plan|planning) it for (?:the|a|next|this) (?:\w+ )?(?:weekend|week|holiday|holidays|summer|birthday|party|trip|launch|meeting|date|anniversary|race|meet|session|morning|evening|afternoon)\b(?! after)|\bready to go (?:to|for|on|at|out|home|in|back)\b|\bnothing (?:there|ahead) (?:for|in|on|at|but|except)\b|\b(?:keeps?|kept|is|are) calling (?:me|my name) (?:about|to|back|for|every|at|on|again|and)\b|\b(?:top|edge) of the (?:stairs|staircase) (?:at|in|on|to|when|before|after)\b(?! (?:work|school|the office|the hospital))|\blet it happen (?:naturally|organically|in training|on the day|in the race|in the game|again)\b|\bteach (?:them|him|her|the \w+|you) a lesson (?:in|on|about) (?:the|how|humility|respect|football|tennis|defending|finishing|passing)\b|\b(?:run|running|ran) (?:the|that|this|a) (?:\w+ )?(?:numbers|figures|stats|data|clock|ball|line|lap|race|route|course|session|meeting|show|shop|team|department|drill|drills|play|plays|risk|bases|hill|hills|gauntlet|marathon|show|errands?) (?:over|down)\b|\brun (?:me|us) down\b|\b(?:run|running|ran) down (?:the|that|this) (?:clock|wing|line|hill|stairs|road|street|corridor|ward|pitch|court|track)\b/g,
  },
  {
    pattern:
      /\b(?:bag|pads|punch bag|punching bag|heavy bag|speed bag|ball|rope|bar|rings|oars?|paddle) (?:\w+ ){0,3}(?:until|till|til) my (?:knuckles|hands|fists|palms|fingers) (?:were|are|went|was) raw\b|\bmy (?:head|brain|mind) (?:\w+ )?(?:says|tells|told|keeps telling) (?:me )?(?:to )?(?:jump|step off) (?:higher|further|earlier|later|in|on the|at the|off the (?:board|block|box|platform)|into the (?:pool|water))\b/g,
  },
  // --- kill / killing / murder ---------------------------------------------------------------
  {
    pattern:
      /\b(?:kil+|kil+s|kil+ed|kil+ing) (?:it|time|some time|an hour|a few hours|the (?:lights|music|engine|feature|project|idea|deal|mood|vibe|momentum|noise|clock|power|ball|rally|point|penalty|bug|process|meeting|call|tv|radio|fan|heater|game|buzz|silence|play|drive|serve))\b/g,
  },
  { pattern: /\bkil+(?:s|ed|ing)? off (?:the|a|an|old|that|this|our|my)\b/g },
  {
    pattern:
      /\b(?:would|could|will|i) (?:literally |honestly |have )?kil+(?:ed)? for (?:a|an|some|one|the|more|another|any)\b/g,
  },
  {
    pattern: new RegExp(
      `\\b(?:kil+|kil+s|kil+ed|kil+ing|murder|murdered|murdering|smash|smashed) (?:this|that|the|my|our|tomorrows?|todays?|every|each|your) (?:\\w+ )?${SPORTY_EVENT}\\b`,
      'g',
    ),
  },
  {
    pattern:
      /\b(?:kil+|kil+s|kil+ed|kil+ing) (?:my|the|our|his|her|their|your|all my|any) (?:vibe|buzz|mood|motivation|confidence|momentum|chances|focus|sleep|appetite|energy|rhythm|flow|concentration|joy|enthusiasm|love for|love of|drive|spirit|social life|weekend|evening|morning|day|battery|phone|legs|knees|back|feet|calves|quads|hamstrings|shoulders|arms|lungs)\b/g,
  },
  {
    // "This deadline is killing me", "my knees are killing me": a thing, not a person, is the subject.
    pattern:
      /(?<!\b(?:he|she|they|boyfriend|girlfriend|husband|wife|partner|dad|father|mom|mum|mother|stepdad|brother|uncle|ex|bf|gf) )\b(?:is|are|was|were|it is|this is|that is|s) (?:slowly |literally |honestly |absolutely |actually |totally |seriously )?kil+ing me\b/g,
  },
  {
    pattern:
      /\b(?:it|this|that|the suspense|the waiting|waiting|the wait|not knowing|the cold|the heat|the commute|the pain|this heat|this cold) (?:literally |honestly )?kil+s me\b/g,
  },
  {
    pattern:
      /\b(?:workout|session|run|race|climb|hill|shift|week|day|exam|that|it|this|practice|training|camp|set|leg day|class|lecture|semester|term|night|meeting|hike|ride|swim|game|match|season|interval|intervals|sprint|sprints) (?:nearly|almost|literally|basically|practically|honestly|totally|just|actually) kil+ed me\b/g,
  },
  {
    // "The coach will kill me if I'm late": only for everyday slips, never "if I leave/tell/report".
    pattern:
      /\b(?:kil+|murder) (?:me|us) (?:if|when|once) (?:i|we|he|she|they) (?:am late|are late|is late|get home late|got home late|come home late|miss|misses|missed|skip|skipped|forget|forgot|fail|failed|lose|lost|quit|quits|drop|dropped|get a|got a|get another|got another|get bad|got bad|see|sees|saw|find out|finds out|found out|hear|hears|heard|break|broke|crash|crashed|scratch|scratched|do not (?:finish|show|train|win|pass|make|turn up|do)|did not (?:finish|show|train|win|pass|make|turn up|do)|mess|messed|screw|screwed|show up late|turn up late|sleep in|overslept|oversleep|spend|spent|blow|blew|eat|ate|dye|dyed|am not|are not|cannot|spill|spilled|forget to|bench|benched)\b/g,
  },
  {
    pattern:
      /\b(?:got|get|getting|were|was|are|is|being) (?:absolutely |totally |completely |just )?kil+ed (?:in|on|at|by|out there|today|yesterday|tonight|again|this|that|last)\b/g,
  },
  {
    pattern:
      /\bkil+ (?:them|em|it) (?:in|on|at) (?:the )?(?:final|game|match|semi|race|scoreboard|court|pitch|field|rink|track|pool|exam|interview|audition|competition|meet|derby|league)\b/g,
  },
  {
    pattern:
      /\bkil+ing (?:the game|them softly|me softly)\b|\bkil+ing machine\b|\bkil+ two birds\b|\bkil+ing two birds\b|\bdressed to kil+\b|\bmove in for the kil+\b|\bkil+ (?:shot|switch|zone)\b|\bkil+ (?:the|a) (?:bottle|pint|pizza|snack|coffee)\b/g,
  },
  {
    pattern:
      /\b(?:this|it|that|the|my) (?:\w+ )?(?:is|was) (?:absolute |pure )?murder\b|\bmurder on (?:my|the|your) (?:legs|knees|feet|calves|back|quads|lungs|hips)\b|\bmurder (?:mystery|mysteries|podcast|podcasts|documentary|documentaries|show|shows|series|novel|novels|drama|trial|case)\b|\btrue crime\b|\b(?:bloody|blue) murder\b/g,
  },
  // --- end it / things ------------------------------------------------------------------------
  {
    pattern:
      /\bend (?:it|things|everything) (?:on a (?:high|good|positive|strong|low|bad) note|on a high|with (?:him|her|them|my \w+|a \w+)|between us|there|early|in style|properly|amicably|on good terms|with a (?:win|bang|smile|pb|personal best))\b/g,
  },
  { pattern: /\bend(?:ing|ed)? (?:it|things) with (?:him|her|them|my \w+)\b/g },
  // --- waking up, sleep -----------------------------------------------------------------------
  {
    pattern:
      /\b(?:(?:not|never|no longer|did not|do not|would not|could not|will not) (?:ever )?(?:to )?(?:have to )?)?(?:wake|woke|waking) up (?:tomorrow |tonight |in the morning |on time |)(?:late|early|in time|on time|before|until|till|at (?!all\b)\w+|for|to (?:my|the|an|his|her) (?:alarm|phone|baby|kids?)|when|with (?:a|the|my|sore|any|an|no) \w+|hungover|sick|feeling \w+|rested|refreshed|properly|fully|groggy|\d+\w*|that early|this early|so early|in the night|during the night|in a panic|in a sweat|sweating|at the right time)\b/g,
  },
  {
    pattern:
      /\b(?:he|she|they|grandma|grandad|grandpa|granny|nan|nana|dad|mom|mum|father|mother|uncle|aunt|brother|sister|dog|cat) (?:just |simply |peacefully )?(?:went to sleep and |fell asleep and )?(?:never|did not) (?:woke|wake) up\b/g,
  },
  {
    pattern:
      /\b(?:cannot|can not|could not|trouble|struggle|struggling|struggled|struggles|hard to|help me|how (?:do i|to|can i)|unable to|never|problem|problems|difficulty|difficult to) (?:to )?(?:fall asleep (?:and|or) |get to sleep (?:and|or) )?stay(?:ing)? asleep\b/g,
  },
  {
    pattern:
      /\b(?:he|she|they|(?:my|our|his|her|their|the) \w+) (?:has|have|had|did|does|is|are)(?: not|nt|n t) (?:come|coming) back\b|\bhas not (?:come|coming) back\b|\b(?:not|never) (?:come|coming) back (?:yet|from|to|after|for|stronger|better|home|in|on|the same|as|until|till|next|this|tomorrow|tonight|later|here|there|and|with|without|because|if|at|online|into|onto)\b/g,
  },
  // --- disappear / vanish / gone ---------------------------------------------------------------
  {
    pattern:
      /\b(?:disappear|vanish)\w* (?:into (?:the|my|a|thin|his|her) (?:\w+ )?(?:crowd|room|floor|ground|hole|bed|background|bathroom|air|duvet|blanket|covers|cave|car|hoodie|work|books|music)|under (?:a|the|my) (?:blanket|duvet|covers|desk|table)|(?:from|off) (?:social media|instagram|tiktok|twitter|the internet|the group chat|the grid|the radar|the team chat)|for (?:a|the|one|two|three|\d+) (?:while|week|weeks|bit|weekend|day|days|few \w+|hour|hours|month|months|night|evening|afternoon|morning)|for the (?:weekend|evening|afternoon|summer|holidays|day)|to (?:the|my) (?:mountains|beach|cabin|countryside|room|bed|car|gym)|on (?:holiday|vacation|a trip|a retreat))\b/g,
  },
  {
    pattern:
      /\b(?:my|the|our|his|her|their|all my|that) (?:\w+ ){0,2}(?:disappeared|disappears|disappear|vanished|vanishes|is disappearing|was disappearing|has disappeared|had disappeared|just disappeared|seemed to disappear|seems to disappear)\b/g,
  },
  {
    pattern:
      /\b(?:it|they|he|she|nerves|doubts|fears|worries|butterflies|thoughts|symptoms|feelings|the lead|the pain|the nerves|motivation|confidence|money|time) (?:\w+ )?(?:disappeared|disappears|vanished|vanishes|will disappear|would disappear|should disappear)\b/g,
  },
  {
    pattern:
      /\bdisappearing act\b|\bmagic(?:ally)? (?:disappear|vanish)\w*\b|\bmake (?:it|them|this|the \w+|my \w+) (?:disappear|vanish)\b/g,
  },
  { pattern: /\bdisappointe?\w*/g },
  {
    pattern:
      /\b(?:(?:i am|i was|i were|i will be|i would be|i will|i be|when i am|if i am|once i am|after i am|me|be) )?gone (?:for|on|to|at|until|till|by|from|since|all|most of) (?:the |a |my |two |three |\d+ |a few |this |next |)?(?:weekend|week|weeks|day|days|month|months|hour|hours|night|nights|summer|holiday|holidays|trip|camp|tour|training camp|morning|afternoon|evening|season|semester|term|work|practice|class|school|office|meet|tournament|match|race|conference|placement|rotation|while|bit|long|ages)\b/g,
  },
  {
    pattern:
      /\b(?:(?:fine|okay|ok|good|better|well) )?without me (?:while|when) i (?:was|am|were) (?:injured|out|away|sick|off|on leave|ill|recovering|rehabbing|suspended|benched)\b/g,
  },
  // --- goodbye, will, burden, giving away ---------------------------------------------------------
  {
    pattern:
      /\b(?:(?:say|said|saying|to say|says) (?:my )?)?goodbyes? to (?:everyone|everybody|you all|all of you) (?:at|on|in|from) (?:work|the (?:office|team|club|ward|unit|gym|company|department|school|party|airport|station)|my (?:last day|leaving do|team|ward|unit|placement|club)|friday|monday|the weekend)\b|\bfamous last words\b|\blast (?:message|messages|text|texts|post) (?:in|on|from) (?:the )?(?:group|group chat|team chat|thread|chat|channel|slack)\b/g,
  },
  {
    pattern:
      /\b(?:give|giving|gave|given) away my (?:\w+ )?(?:to charity|to the charity shop|to goodwill|to the juniors|to a younger \w+|to the younger \w+|to my (?:little|younger) \w+)\b/g,
  },
  {
    pattern:
      /\bburden of proof\b|\b(?:financial|admin|administrative|tax|paperwork|workload|work|caring|care|mental|cognitive|training|reporting|documentation|data|regulatory|debt|student loan|marking|teaching) burdens?\b|\bburden(?:ed)? (?:with|by) (?:work|paperwork|admin|deadlines|emails|marking|debt|expectations|responsibilit\w+|tasks|chores)\b/g,
  },
  {
    pattern:
      /\bburden (?:on|to|for) (?:my|the|our) (?:team|squad|club|crew|group|teammates|unit|ward) (?:while|when|during|because|since) (?:i am |i was |i m |)(?:injured|out|recovering|off|sick|ill|rehabbing|in rehab)\b/g,
  },
  // --- no way out, nothing matters, stop --------------------------------------------------------
  {
    pattern:
      /\bno (?:other )?way out of (?:the|this|my|that) (?:contract|lease|deal|meeting|shift|exam|class|course|group|tournament|commitment|rota|trip|wedding|event|assignment|project)\b/g,
  },
  {
    pattern:
      /\b(?:no point (?:in )?|point (?:of|in) )(?:even )?trying anymore (?:with|in|at|on) (?:this|the|my) (?:\w+ )?(?:class|course|subject|module|sport|team|job|project|essay|exam|test|unit|club|league|diet|plan|paper)\b/g,
  },
  {
    pattern:
      /\bnothing (?:really )?matters? (?:more|but|except|as much|other than|apart from|besides|in the end except|to me more)\b/g,
  },
  {
    pattern:
      /\b(?:(?:make|want|need|wish|wishing|wanting) (?:it all|it|everything|the pain|all of it|all this|this all) (?:all )?(?:to )?)?stop (?:for (?:a|one) (?:minute|second|moment|bit|while|day|weekend|week|sec)|for (?:a few|two|five) (?:minutes|seconds|days)|so i can (?:think|breathe|catch up|rest))\b|\bmake (?:it|the \w+) stop (?:raining|ringing|buzzing|beeping|itching|hurting)\b/g,
  },
  {
    pattern:
      /\b(?:(?:cannot|can not|could not) )?(?:go on|keep going|carry on) (?:at this pace|on (?:four|five|three|\d+) hours|with (?:this|the|these|my) (?:job|workload|schedule|rota|shifts|hours|training|pace|course|degree|project|plan|role|team|club|sport))\b/g,
  },
  // --- medicines: an everyday use, and no dose question anywhere in the text -------------------
  {
    pattern:
      /\b(?:pills?|tablets?|capsules?|painkillers?|paracetamol|ibuprofen|aspirin|advil|tylenol|acetaminophen|antihistamines?) (?:for|because of|to help with|to treat|against) (?:my |a |the |this |his |her |bad |period )?(?:headache|headaches|migraine|migraines|asthma|allergies|allergy|hay fever|cold|flu|period|cramps|back|knee|knees|shoulder|ankle|hip|neck|wrist|injury|hamstring|tooth|toothache|fever|sore throat|pain|blood pressure|acne|cough|stomach|tummy|hangover|muscles|calf|achilles|sprain|sinuses|sinus|travel sickness|nausea|jet lag)\b/g,
    unless: DOSE_QUESTION,
  },
  {
    pattern:
      /\b(?:caffeine|iron|vitamin|vitamins|salt|electrolyte|allergy|asthma|hay fever|birth control|contraceptive|travel sickness|motion sickness|sea sickness|diet|protein|creatine|melatonin|fish oil|magnesium|zinc|antimalarial|malaria|thyroid|heart|blood pressure) (?:pills?|tablets?|capsules?)\b/g,
    unless: DOSE_QUESTION,
  },
  {
    pattern:
      /\b(?:took|take|taking|takes|forgot|forget|forgetting|remember|remembered|remembering|need|needed) (?:to take )?(?:my|one|two|a|an|1|2|some|the|his|her) (?:\w+ )?(?:pills?|tablets?|painkillers?|paracetamol|ibuprofen|aspirin|advil|tylenol)\b(?: (?:this morning|last night|every day|each day|daily|on time|with (?:food|breakfast|water|dinner)|before (?:the|my) (?:race|game|match|shift|exam|meet|run)|for (?:my|the|a) \w+))?/g,
    unless: DOSE_QUESTION,
  },
  {
    pattern:
      /\blethal (?:finisher|striker|in front of goal|from (?:range|distance|outside|the spot)|serve|forehand|backhand|left foot|right foot|weapon|combination|counter ?attack|attack|shooter|on the break|at set pieces)\b/g,
  },
  // --- heights, trains, jumping in their everyday senses ------------------------------------------
  {
    pattern:
      /\b(?:jump|jumps|jumped|jumping|step|stepped|stepping|fell|fall|falling|drop|dropped) (?:off|from) (?:the|a|my|our|that) (?:\w+ )?(?:board|diving board|springboard|platform|boards|blocks|starting blocks|box|plyo box|boxes|boat|dock|jetty|pier|bench|stage|bed|trampoline|high dive|step|kerb|curb|bike|horse|beam|bars|climbing wall|bouldering wall|top rope|wall at the climbing gym|bus at|train at|ladder)\b|\b(?:jump|jumped|jumping) out of (?:my|the|his|her) (?:skin|seat|chair|bed|chest)\b|\bbungee (?:jump|jumping|jumped)? ?(?:off|from)\b|\b(?:jump|jumped|jumping|jumps|fell|fall|falling|step|stepped) (?:off|out of) (?:the|a) (?:plane|aeroplane|aircraft) (?:for|on|at|with|during) (?:a|my|the|our) (?:skydive|sky dive|charity|tandem|jump)\b|\bfell off (?:the|my|a) (?:wagon|radar|pace|back of the group|bike|horse|beam|bars|pace)\b|\bdrop(?:ped)? off (?:the|a) (?:pace|back|bottom|radar)\b|\b(?:fares|sales|numbers|orders|bookings|customers|clients|work|trade|business|income|tips|views|followers|sign ?ups|attendance|signal|wifi|interest|demand|grades|marks|scores|pace|form|traffic|footfall) (?:have |has |had |really |just )?(?:dropped|drop|dropping) (?:right )?off\b|\b(?:got |get |getting |was |been )?(?:dropped|drop) (?:off |from )(?:the |my |our )?(?:group|bunch|peloton|pack|breakaway|team|squad|first team|starting|lineup|line up|side|roster|shortlist|list|programme|program|course|class|set|rota|chat|call)\b|\bdrop(?:ped|ping)? (?:him |her |them |the kids |my (?:son|daughter|kids|mum|mom|dad) )?off (?:at|for) (?:school|nursery|work|practice|training|the station|the airport|hers|his|theirs)\b|\bfall(?:ing|en)? off (?:the|a) (?:pace|wagon|radar|back)\b/g,
  },
  {
    pattern:
      /\bjump(?:ing|ed)? from (?:one|\w+ \w+|\w+) (?:task|thing|job|idea|topic|project|subject|worry) to (?:another|the next|the other)\b|\bfrom one (?:task|thing|job|idea|topic|project|subject|worry) to (?:another|the next)\b/g,
  },
  {
    // Leaving in a huff or off a pitch or stage ("she went red and walked off", "walked off the
    // court"), not off a height: the words after "off" say which.
    pattern:
      /\b(?:walk|walks|walked|walking|stormed|storms|storming) off(?: (?:the (?:pitch|court|stage|field|set|track|course|green|ice|mat|floor|job|shift|bus|train|plane|ward)|in (?:a huff|tears|disgust|silence)|without (?:a word|saying|looking)|and (?:left|cried|sulked|sat|went|ignored|did not|didnt|never)|crying|laughing|muttering|sulking))?(?= (?:and|but|in|with|without|after|then|so|our|his|her|their|my|when|because|leaving|i|she|he|they|we|the (?:pitch|court|stage|field|set|track|course|green|ice|mat|floor|job|shift|bus|train|plane|ward))\b|$)/g,
  },
  {
    pattern:
      /\b(?:ashes|flowers|wreath|petals) (?:off|from|over) (?:the|a) bridge\b|\btalk(?:ed|s|ing)? (?:me|him|her|them|us|myself) (?:down )?off (?:the|a) ledge\b|\b(?:climbing|rock|mantel|window ?sill) ledges?\b|\bledges? (?:on|of) (?:the|a) (?:route|climb|wall|crag|pitch|rock face)\b/g,
  },
  {
    pattern:
      /\b(?:threw|throw|thrown|throwing|throws) (?:me|him|her|us|them|my \w+) under the bus\b|\b(?:under|in front of) (?:a|the) (?:\w+ )?(?:bus|car|truck|train) (?:stop|shelter|park|wash)\b/g,
  },
  {
    pattern:
      /\b(?:in front of|under) (?:a|an|the|that) (?:\w+ )?(?:crowd|camera|audience|judges|panel|class|board|team|boss|manager|coach)\b/g,
  },
  {
    pattern:
      /\bdrown(?:ing|ed)? in (?:work|emails|paperwork|deadlines|assignments|admin|notes|tasks|coursework|marking|laundry|debt|reading|revision|data|meetings|patients|tickets|messages|stuff|it all|everything|responsibilit\w+|homework|bills|\w+ work)\b|\bdrown(?:ing|ed|s)? (?:out|it out) (?:the|my|their|all|it)?\b|\bdrown(?:ing|ed)? (?:my|our) sorrows\b|\b(?:like|feel like|felt like|as if) (?:i am|i was) drowning\b(?! (?:my ?self)\b)/g,
  },
  {
    pattern:
      /\b(?:pressure|atmosphere|expectations|office|room|environment|it|this|that|heat|humidity|workload|schedule|job|place|relationship|house|crowd|mask) (?:is|feels|was|felt|are|were|can be|gets) (?:so |really |pretty |a bit |kind of |)suffocating\b|\bfeel(?:s|ing)? (?:so )?suffocated by (?:the|my|work|this|all|expectations)\b/g,
  },
  {
    pattern:
      /\b(?:jump|skipping|skip|climbing|tow|battle|tug of war|speed|gym|gymnastics|lead|boxing) ropes?\b|\bropes? (?:climb|climbs|course|access|work|drills?|session)\b|\b(?:on|against|off) the ropes\b|\b(?:learn|learning|learned|learnt|know|knows|show me|showing me|teach me|taught me|taught) the ropes\b|\bropes? (?:me|him|her|us|them) in\b|\bjump (?:the )?rope\b/g,
  },
  {
    pattern:
      /\bhang(?:ing|s|ed)? (?:out|in there|on|up|around|about|with|tough|loose|onto|back|over (?:me|us|my head|our heads|everything)|ten|time|clean|cleans|snatch|snatches|glide|gliding|glider|out with|low|together|in the balance|by a thread|left|right|upside down)\b|\bget(?:ting)? the hang of\b|\bgot the hang of\b|\bdead hangs?\b|\bhanging (?:leg|knee|toes to bar) raises?\b|\bhang(?:ing)? (?:the|my|a|our|some) (?:washing|laundry|picture|pictures|clothes|coat|jacket|medal|medals|poster|posters|shelf|shelves|lights|decorations|curtains|frame)\b|\b(?:left|leave|leaving|keep|kept) (?:me|him|her|us|them) hanging\b|\bhang(?:ing|s)? (?:up )?(?:my|the|his|her) (?:boots|gloves|spikes|racket|skates|cleats|shoes|jersey|apron|scrubs|stethoscope)(?: up)?\b|\bhangover\b|\bhang on a (?:sec|second|minute)\b/g,
  },
  // Leaving an exam or a meeting early: "walked out of my case study", not out of a window.
  {
    pattern:
      /\b(?:walk|walked|walking|stormed|storm) out of (?:the|my|our|his|her|a|an|that) (?:\w+ ){0,3}(?:exam|test|paper|interview|meeting|case study|lecture|class|lesson|session|assessment|audition|rehearsal|shift|office|shop|room|hall|job|practice|training)s?\b/g,
  },
  // Cutting food for someone: "snapped at me for cutting his toast".
  {
    pattern:
      /\b(?:cut|cuts|cutting) (?:up )?(?:his|her|their|the|my|your|our) (?:toast|food|meat|sandwich|sandwiches|bread|crusts|dinner|lunch|breakfast|steak|veg|vegetables|fruit|pizza|apple|grapes|potatoes)\b/g,
  },
  // Cut from a roster: "convinced coach is counting the days till he cuts me".
  {
    pattern:
      /\b(?:coach|coaches|he|she|they|the (?:team|club|coach|manager|selectors|staff|gaffer))\b (?:\w+ ){0,6}?(?:cuts|cut|cutting|will cut|to cut|going to cut) me\b(?! (?:with|open|deep|on purpose|again|myself))/g,
  },
  // --- cut / cutting -----------------------------------------------------------------------------
  {
    pattern:
      /\b(?:cut|cuts|cutting) (?:weight|calories|carbs|sugar|caffeine|alcohol|back|down|out|off|corners|ties|costs|losses|my losses|our losses|class|classes|school|lectures|practice|training|it fine|it close|things fine|things close|in|ahead|through|loose|short|both ways|to the chase|a deal|the (?:grass|lawn|hedge|hedges|cord|deficit|lead|gap|budget|line|queue|cake|music|crap|noise|mustard|ribbon|fat|rope|tape|check|cheque|squad|team|roster|list|session|budget|price|distance|time|corner|angle|ball|tension|engine|power)|(?:\w+ )?seconds|(?:\w+ )?minutes|time|my (?:time|hair|nails|training|hours|losses|load|volume|sleep|budget|spending|caffeine|sugar|intake|carbs|food|screen time|social media|portions|shifts|commute|fringe)|me (?:off|out|from|some slack|short|down to size)|him (?:off|out|from|some slack)|her (?:off|out|from|some slack)|them (?:off|out|from|some slack)|from the (?:team|squad|roster|programme|program|list|lineup|side|game)|\d+\w*|a (?:\w+ )?(?:second|seconds|minute|deal|corner|figure|dash|record|track|song|tooth))\b/g,
  },
  {
    pattern:
      /\b(?:got|get|gets|getting|was|were|been|being|be|will be|might be|could be|may be|fear(?:ed)? being|scared of being|worried about being|afraid of being) cut (?:from|by|after|at|in|before|during|today|yesterday|this (?:season|year|week|time|round)|again (?:this|from|by))\b/g,
  },
  {
    pattern:
      /\b(?:made|make|miss|missed|making|missing|survive|survived) the cut\b|\b(?:final|budget|pay|job|staff|funding|tax|salary|weight|paper|hair|rate|price|interest|power|spending|short|director s|directors|rough|first|second) cuts?\b|\bhair ?cut\b|\bshort ?cut\b|\bcut (?:inside|outside|to the (?:basket|rim|hoop|post|goal|box|chase))\b|\b(?:square|late|back ?door|v|pull) cut\b|\bcut shot\b|\bcutting (?:edge|board|room|boards|it fine|it close|remark|remarks|comment|comments)\b|\ba cut above\b|\bcut and (?:paste|dried|run)\b|\bcut (?:out for|up about)\b|\bcut (?:me|him|her|them) (?:deep|to the bone|to the quick) with (?:her|his|their) (?:words|comment|comments|remark)\b/g,
  },
  {
    pattern:
      /\bcut (?:my|his|her|a) (?:finger|fingers|hand|thumb|lip|chin|knee|foot|head|eyebrow|shin|heel|toe|palm) (?:on|while|slicing|chopping|opening|shaving|when|during|at|falling|playing|in the kitchen|with a (?:tin|can|paper|kitchen knife|bread knife) while)\b|\bcut my ?self (?:shaving|while shaving|cooking|while cooking|chopping|slicing|on (?:a|the) (?:tin|can|paper|glass|broken glass|fence|rock|reef|coral))\b|\bpaper cuts?\b/g,
  },
  {
    pattern:
      /\bcut (?:the|his|her|their) (?:\w+ )?(?:lead|deficit|gap|margin|line|angle|corner|ball|pass|passing lane|cross)\b|\bcut (?:it|things) (?:fine|close)\b|\b(?:cut|cuts|cutting) (?:down|back|out|off) (?:on|the|my|to|from)\b/g,
  },
  {
    pattern:
      /\b(?:they|the coach|coach|my coach|the club|the team|the selectors|selectors|the manager|the staff|the program|the programme) cut me (?:from|when|after|before|last|this|in|at|off)\b|\bwhat if i (?:am|get|got) cut\b|\b(?:worried|afraid|scared|terrified|nervous|anxious|fear|fearing) (?:that )?i (?:will|might|could|am going to|would) (?:be|get) cut\b/g,
  },
  // --- blades, razors, bleeding, burning -------------------------------------------------------
  {
    pattern:
      /\b(?:skate|skates|skating|hockey|oar|rotor|fan|shoulder|ice|propeller|turbine|wiper|mower|lawnmower) blades?\b|\bblades? (?:sharpen\w*|guards?|covers?|holders?|of grass|runner|runners|sharpening)\b|\bsharpen\w* (?:my |the |our |his |her )?(?:skate )?blades\b|\brazor (?:sharp|thin|burn|scooter|edge|focus|clam|clams)\b|\bon a razor s? ?edge\b|\boccam s? razor\b|\bblade runners?\b/g,
  },
  {
    pattern:
      /\bnose ?bleeds?\b|\bnosebleeds?\b|\bbleed(?:s|ing)? (?:money|cash|points|goals|runs|time|yards|talent|players|staff|customers|subscribers|energy|possession)\b|\b(?:feet|foot|toes|toe|blisters|blister|nose|gums|lip|lips|hands|shins|knees|elbow|knee|heel|heels|cuticle|cuticles|nipples) (?:\w+ )?(?:bled|bleed|bleeding|bleeds)\b|\bbleeding (?:heart|edge|hell|obvious)\b|\bbled (?:through|on|all over) (?:my|the) (?:socks|shoes|shirt|kit|jersey|bandage|tape)\b/g,
  },
  {
    pattern:
      /\bburn ?out\b|\bburnout\b|\bburn(?:ed|t|s|ing)? out\b|\bburn(?:ed|t|s|ing)? (?:calories|fat|energy|bridges|the midnight oil|rubber|through|off|the (?:boats|candle)|the candle at both ends|a hole|my (?:budget|savings|money|candle)|time|daylight|fuel|glycogen|matches|the toast|the dinner|dinner|toast|the rice|the pasta)\b|\b(?:legs|lungs|arms|muscles|quads|calves|shoulders|chest|eyes|throat|hamstrings|glutes|core|abs|forearms|thighs|cheeks|ears|face|skin|feet|stomach) (?:\w+ )?(?:burn|burned|burnt|burning|were burning|are burning|started burning|burns)\b|\bfeel(?:ing)? the burn\b|\bthe burn\b|\b(?:razor|sun|heart|rug|carpet|ice|mat|friction|freezer|wind|rope) ?burns?\b|\bsunburn\w*\b|\bheartburn\b|\bslow burn\b|\bburning (?:question|desire|ambition|issue|sensation)\b|\b(?:ears|cheeks|face) (?:are|were|was|is) burning\b/g,
  },
  {
    pattern:
      /\bburn(?:ed|t)? my (?:tongue|hand|finger|fingers|mouth|arm) (?:on|cooking|making|with (?:hot )?(?:coffee|tea|water|soup|the kettle|the pan|the oven|the stove)|taking)\b|\bburn(?:ed|t)? my ?self (?:on|with) (?:the|a) (?:oven|stove|kettle|pan|tray|grill|hob|soup|coffee|tea|hot water)\b/g,
  },
  // --- hurt myself in sport or by accident ------------------------------------------------------
  {
    pattern:
      /\b(?:hurt|hurting|injured|injure) my ?self (?:at|in|during|while|playing|running|training|lifting|skiing|skating|practicing|practising|on the|doing|last (?:week|season|year|month|time)|by accident|accidentally|badly in|in a fall|falling|tackling|jumping|sprinting|stretching|warming up|overtraining|overdoing|pushing too hard|if i (?:push|train|run|lift|go))\b|\b(?:not|never|without|avoid|stop myself from|so i do not|so i dont) (?:hurt|hurting|injure|injuring) my ?self (?:in|during|while|at|lifting|training|running|playing|again in)\b/g,
  },
  {
    pattern:
      /\b(?:hurt|hurts|hurting) (?:his|her|their|your|my|someones|somebodys|people s|peoples) (?:feelings|chances|pride|confidence|career|reputation|image|team|ranking|ego|game|performance|grade|grades|prospects)\b/g,
  },
  {
    pattern:
      /\b(?:it|that|this|losing|the loss|the criticism|the feedback|the comment|the comments|what (?:he|she|they) said|(?:her|his|their) (?:words|comment|comments|message|silence|feedback|tone|reaction)|the (?:result|defeat|rejection|breakup|news)|being (?:dropped|benched|cut|left out|ignored|overlooked)|not (?:getting|being) (?:picked|selected|chosen)) (?:really |honestly |actually |just |deeply |still )?(?:hurt|hurts) me\b|\bhurt me (?:so much|a lot|deeply|emotionally|more than|by (?:saying|leaving|ignoring|cheating|lying|dropping|benching|picking|choosing|not))\b/g,
  },
  // --- hit / beat / choke / touch me, in everyday senses -----------------------------------------
  {
    pattern:
      /\b(?:it|it all|that|this|reality|fatigue|exhaustion|nerves|panic|anxiety|jet lag|tiredness|grief|sadness|loneliness|homesickness|doubt|stress|adrenaline|the (?:news|fatigue|heat|nerves|wall|pressure|realisation|realization|wave|jet lag|tiredness|exhaustion|grief|loss|sadness|loneliness|homesickness|anxiety|panic|doubt|stress|adrenaline|crash|comedown|reality|weight|magnitude|enormity|ball|puck|shuttle|shuttlecock|pitch|bouncer|serve|door|branch|stick|racket|bat|elbow|wave|exam|hunger|cold|altitude|caffeine|sugar|emotion|emotions|moment|song|speech|music|memory|memories|smell|realisation that|thought|idea|penny)) (?:really |suddenly |always |usually |just |only |finally |properly |then |actually |totally |kind of |sort of )?(?:hit|hits|hitting|choked|chokes|choke|touched|touches) me\b/g,
  },
  {
    pattern:
      /\bhit(?:s|ting)? me (?:up|back on|on (?:whatsapp|insta|instagram|snap|discord|my phone|messenger|text|email|dm))\b|\bhit(?:s|ting)? me with (?:a|an|the|three|two|\d+|some|new|more|another|his|her|their|this|that|loads of|lots of) (?:\w+ )?(?:deadlines?|questions?|emails?|pass|passes|cross|crosses|curveball|curve ball|news|bill|fine|requests?|tasks?|feedback|criticism|facts|truth|joke|jokes|compliment|compliments|offer|idea|ideas|workload|changes?|shift|shifts|rota|extra work|assignment|assignments|through ball|ball|bomb|bombshell|pop quiz|surprise|update|review|spreadsheet|numbers)\b/g,
  },
  {
    pattern: new RegExp(
      `\\b(?:beat|beats|beating|beaten) me (?:again |easily |narrowly |comfortably |fair and square |every time |twice |three times |once |)(?:in|at|on|to|by|for|over) (?:the |a |an |our |this |that |my |his |her |their |every |each |last |first |second |)(?:\\w+ )?${COMP}\\b|\\bbeat me to (?:it|the (?:ball|punch|line|finish|spot|job|promotion|place|wall|tape|buzzer|post|top))\\b|\\bbeat me by (?:a |an |one |two |three |half a |\\d+\\w* )?(?:\\w+ )?(?:second|seconds|point|points|tenth|tenths|hundredth|hundredths|stroke|strokes|shot|shots|length|lengths|metre|metres|meter|meters|mile|hair|inch|whisker|goal|goals|run|runs|mark|marks|vote|votes|place|places|spot)\\b|\\bbeats me (?:why|how|what|where|when|who|whether)\\b|\\b(?:it|that) beats me\\b`,
      'g',
    ),
  },
  {
    pattern:
      /\b(?:choke|chokes|choked|choking) me up\b|\btouched me (?:deeply|so much|a lot|more than)\b|\b(?:message|letter|card|gesture|speech|words|support|kindness|video|note) (?:really |deeply |)(?:touched|touches) me\b/g,
  },
  {
    pattern:
      /\bgrab(?:s|bed)? me (?:a|an|some|one|two) (?:coffee|drink|water|tea|snack|seat|towel|sandwich|bottle|gel)\b|\bgrab(?:s|bed|bing)? me (?:after|before) (?:the|practice|training|class|the meeting|work)\b|\bkick(?:s|ed)? me (?:off|out of) (?:the|my) (?:team|squad|group chat|course|class|programme|program|list)\b|\bkick(?:ed|s)? me (?:in the (?:shin|shins|ankle|leg|calf|knee|back of the leg)) (?:in|during) (?:the|a|practice|training)\b|\bkick(?:ed|s)? me into (?:gear|action|shape)\b/g,
  },
  // "I could strangle him" about someone who annoys them is venting, unless a plan is said beside it.
  {
    pattern:
      /\b(?:i )?could (?:honestly |literally |cheerfully |happily |actually |just |really |seriously )?(?:strangle|throttle) (?:him|her|them|my \w+)\b/g,
    unless: new RegExp(STRANGLING_PLANNED),
  },
  {
    pattern:
      /\bstranglehold\b|\bstrangl\w* (?:the|their|our) (?:game|attack|offence|offense|midfield|supply|life out of|opposition|run game|rally|play|passing)\b/g,
  },
  {
    pattern:
      /\bslap(?:s|ped)? me with (?:a|an) (?:fine|ban|suspension|warning|penalty|yellow card|red card|bill|lawsuit|deadline)\b/g,
  },
  // --- weapons and shooting in sport, photos and idiom --------------------------------------------
  {
    pattern:
      /\b(?:starting|start|starter s|starters|the starting) guns?\b|\b(?:jump|jumped|jumping|jumps) the gun\b|\b(?:before|at|after|until|til|till|on|hear|heard) the gun\b|\bthe gun (?:went|goes|fires|fired|sounds|sounded|went off|goes off)\b|\bgun (?:goes|went) off at\b|\b(?:massage|glue|nail|heat|spray|water|nerf|percussion|radar|speed|caulk) guns?\b|\bstick(?:ing)? to (?:my|your|our|his|her|their) guns\b|\bguns? (?:blazing)\b|\bunder the gun\b|\bbig guns\b|\bson of a gun\b|\bgun (?:it|lap)\b|\btop gun\b|\bguns out\b/g,
  },
  {
    pattern:
      /\bsecret weapons?\b|\b(?:best|biggest|main|greatest|strongest|favourite|favorite|only|real|new|not so secret) weapons?\b|\bweapons? of choice\b|\bweapon (?:in my|in our) (?:arsenal|locker|game)\b/g,
  },
  {
    pattern:
      /\bknife ?edge\b|\bknife through butter\b|\b(?:butter|palette|putty|pen|fish) knife\b|\bknife (?:and fork|skills)\b|\bunder the knife\b|\bknives (?:are )?out\b|\btwist(?:ed|s|ing)? the knife\b|\bknife (?:to|for|in) (?:the )?(?:cooking|culinary|kitchen|chef) (?:class|course|school|lesson|shift)\b/g,
  },
  {
    pattern:
      /\bshoot(?:ing|s)? (?:my|your|his|her|our|their) shot\b|\bshoot(?:ing|s)? (?:hoops|baskets|some hoops|free throws|threes|3s|three pointers|penalties|pens|goals|at goal|on goal|on target|the breeze|the messenger|lights out|from (?:range|distance|outside|too far|the line|deep|the wing)|for (?:the (?:stars|moon|top|title)|gold|a (?:pb|personal best|win|medal|spot|place))|a (?:free throw|three|penalty|jumper|layup|film|video|photo|scene|music video|commercial|documentary|short|campaign|wedding)|(?:him|her|them|you|my \w+) (?:a|an) (?:text|email|message|dm|note|line|quick \w+|look|glance|smile))\b/g,
  },
  {
    pattern:
      /\b(?:photo|video|film|fashion|wedding|music video|campaign|commercial|promo|team|press|magazine|headshot|family) shoots?\b|\b(?:a|the|our|my|this|that|tomorrows|todays|big) shoot\b|\bshoot(?:ing)? (?:practice|drills|percentage|range|guard|around|day|days|schedule)\b|\bshooting (?:range|star|stars|guard|pains|pain|practice|drills|percentage|form|slump|stroke|touch|boots|session|sessions|coach|from|at|on|in|the ball|well|badly|poorly|better|worse|a film|a video|a scene|a photo)\b|\b(?:clay|clay pigeon|target|skeet|trap|biathlon|air rifle|air pistol|archery and|olympic|sport) shoot(?:ing)?\b|\b(?:sharp ?|three point |3 point |good |great |better |best |spot up |lights out |knockdown |free throw |pure |volume |our |their |the best )shooters?\b|\b(?:heart rate|anxiety|pulse|stress|nerves|temperature|blood pressure|hand|prices|costs|numbers|views|followers|adrenaline|cortisol) (?:shoots|shot|shooting) up\b|\bshoot(?:s)? (?:from|at) (?:too far|range|distance|the line|the edge of the box)\b/g,
  },
  {
    pattern:
      /\bstab(?:bed|bing|s)? at (?:it|this|that|the|a|an|something|getting)\b|\b(?:take|took|taking|takes|have|had|make|made) a (?:\w+ )?stab\b|\bstab(?:bed|bing|s)? (?:me |him |her |them |us |you |each other )?in the back\b|\bback ?stab\w*\b|\bstabbing (?:pain|pains|sensation|feeling|ache)\b|\bstab of (?:guilt|jealousy|pain|panic|fear|envy|regret|anxiety|nerves|sadness|disappointment)\b/g,
  },
  {
    pattern:
      /\bfood poisoning\b|\bpoisoned chalice\b|\b(?:pick|choose) your poison\b|\b(?:toxic|poisonous) (?:atmosphere|culture|environment|workplace|team|vibe)\b|\bpoisonous (?:plants?|mushrooms?|snakes?|spiders?|berries)\b|\bpoison(?:ing|ed|s)? (?:the|our|my) (?:atmosphere|culture|environment|dressing room|locker room|team spirit|mood|vibe|well)\b/g,
  },
  {
    pattern:
      /\bbomb(?:s|ed|ing)? (?:the|my|this|that|an|a|every|each) (?:\w+ )?(?:exam|test|interview|audition|presentation|pitch|set|gig|show|routine|quiz|essay|paper|final|round|dive|jump|meet|race|speech)\b|\b(?:photo|truth|f|bath|time|da|the|a|an) bombs?\b|\bdropped (?:a|the) bomb\b|\bbomb(?:ed|ing)? (?:it|out)\b|\bcost a bomb\b|\bbombs? away\b/g,
  },
  // --- abuse words in everyday senses ------------------------------------------------------------
  {
    pattern:
      /\bassault (?:bike|bikes|course|courses|air bike)\b|\bassault on (?:the|a) (?:summit|record|title|league|hill|peak|mountain|climb|top|table|world record)\b/g,
  },
  {
    pattern:
      /\babus(?:e|ed|ing) (?:of )?(?:the|this|that|our) (?:system|process|rules|policy|privilege|terms|refund policy|lift)\b/g,
  },
  {
    pattern:
      /\bthreaten(?:s|ed|ing)? to (?:bench|drop|cut|fire|sack|quit|resign|report (?:me|us|him|her|it) to|dock|cancel|ground|take away|kick (?:me|us|him|her) (?:off|out of) the|relegate|demote|pull|withdraw|sue|call (?:my|our|his|her) (?:parents|mom|mum|dad)|leave (?:the|my|our) (?:team|club|squad|company|job|band|group|course)|rain|overwhelm|derail|ruin (?:my|our|the) (?:season|plans|race|weekend|day)|end (?:my|our|the) (?:season|career|run|streak))\b|\b(?:injury|injuries|rain|weather|storm|snow|strike|illness|virus|flu|the (?:rain|weather|storm|injury|virus|strike|deadline|workload|cold|flu)) (?:threatens|threatened|threatening|is threatening|was threatening)\b|\b(?:feel|felt|feeling|am|was|get|got) threatened by (?:the |a |our |my |)(?:new |younger |more experienced |)(?:signing|hire|player|recruit|rookie|intern|colleague|teammate|girl|guy|kid|arrival|arrivals|competition|talent|transfer|graduate|starter|freshman|freshmen)\b/g,
  },
  // --- revenge and payback in sport -----------------------------------------------------------
  {
    pattern:
      /\brevenge (?:match|game|tour|win|fixture|bout|fight|series|season|bedtime procrastination|procrastination|race|rematch|round|mission|arc)\b|\brevenge bedtime\b|\b(?:got|get|getting|take|took|taking|gain|gained|sweet|some|our|my|a bit of|gets|had) (?:our |my |some |sweet )?revenge (?:for (?:last|the|our|that|this) (?:\w+ )?(?:final|loss|defeat|match|game|semi|semifinal|result|season|race|derby|cup|year|years|week|weeks|tournament|meet|heat|round|series)|in (?:the|a|our|this) (?:\w+ )?(?:final|rematch|semi|semifinal|match|game|race|derby|cup|tournament|meet|heat|round|series|league)|on the (?:scoreboard|pitch|court|field|track|ice|mat|board|course))\b/g,
  },
  {
    pattern:
      /\bmake (?:him|her|them|that \w+|those \w+|the \w+|everyone|everybody|my \w+) pay (?:on the (?:scoreboard|pitch|court|field|track|ice|mat|board)|with (?:goals|points|a win|interest|runs|wickets)|for (?:their|his|her|every) (?:mistakes|errors|turnovers|mistake|error|turnover|sloppy \w+))\b/g,
  },
];

interface Span {
  start: number;
  end: number;
}

const CATEGORY_RANK: readonly CrisisCategory[] = ['suicide', 'self_harm', 'harm_to_others', 'abuse', 'indirect'];

function allowedSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const { pattern, unless } of ALLOWED_CONTEXTS) {
    if (unless?.test(text)) continue;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      if (m[0].length === 0) {
        pattern.lastIndex++;
        continue;
      }
      spans.push({ start: m.index, end: m.index + m[0].length });
    }
  }
  return spans;
}

/** Every risk word in the text that no allowed context explains, with its family. */
export function unexplainedRiskTerms(text: string): Array<{ term: string; family: CrisisCategory }> {
  // Each term's own expression, not one alternation of all of them: on a long text the alternation
  // was tried at every position and cost more than the rest of the sweep.
  const hits: Array<{ term: string; family: CrisisCategory; start: number; end: number }> = [];
  for (const { family, pattern, requires } of RISK_TERMS) {
    pattern.lastIndex = 0;
    const found: typeof hits = [];
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      found.push({ term: m[0].trim(), family, start: m.index, end: m.index + m[0].length });
    }
    if (found.length && (!requires || requires.test(text))) hits.push(...found);
  }
  if (hits.length === 0) return [];
  const spans = allowedSpans(text);
  return hits
    .filter(({ start, end }) => !spans.some((s) => s.start <= start && end <= s.end))
    .map(({ term, family }) => ({ term, family }));
}

/**
 * The sweep over normalised variants: a crisis when any variant holds a risk word that no allowed
 * context explains. The category is the most urgent family found ('indirect' when unclear).
 */
export function sweepRiskLexicon(variants: readonly string[]): CrisisCategory | undefined {
  let best: CrisisCategory | undefined;
  for (const variant of variants) {
    for (const { family } of unexplainedRiskTerms(variant)) {
      if (best === undefined || CATEGORY_RANK.indexOf(family) < CATEGORY_RANK.indexOf(best)) best = family;
    }
  }
  return best;
}
