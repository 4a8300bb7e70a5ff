/**
 * Patterns for risk to the person themselves, over text from `normaliseForSafety` (lower case,
 * contractions expanded: "i am", "do not", "cannot"). Written to over-match: a false alarm shows
 * help resources, a miss can cost a life.
 */
import { allOf } from './rules.ts';

/** Means of suicide people ask about: medicines, heights, weapons, ligatures. */
export const MEANS =
  '(?:pills|tablets|capsules|meds|medication|medicine|painkillers|sleeping (?:pills|tablets)|paracetamol|tylenol|ibuprofen|acetaminophen|aspirin|advil|insulin|antidepressants|xanax|codeine|oxy|bleach|antifreeze|rope|noose|gun|rifle|pistol|bullets|razor|blade|knife|bridge|building|cliff|tower|roof|rooftop|balcony|parking garage|car park|overpass|train tracks|train|fall|drop)';

const WANTING =
  '(?:want|wanted|wanting|wish|wished|wishing|need|going|ready|deserve|plan|planning|trying|tempted|about)';

export const SUICIDE_PATTERNS: readonly RegExp[] = [
  // Not a manoeuvre called suicidal ("called my approach suicidal"), conditioning sprints or a car's doors.
  /(?<!\b(?:approach|pass|tackle|overtake|overtaking|manoeuvre|maneuver|move|line|dive|decision|pace|schedule|mission|landing|turn|lap|run up|plan|idea)(?: (?:was|is|looked|looks|seemed|as))? )\bsuicid\w*(?! (?:sprints?|drills?|squeeze|doors?|squad|shuttles?|lines)\b)/,
  /\bsewer ?slide\b/,
  /\b(?:un ?aliv\w*|kms|kys)\b/,
  // Passive wishes: "I'd rather not wake up", "would rather not be here anymore".
  /\b(?:would|had) rather (?:not (?:wake up(?! (?:at|early|for|to|so|before|on|in time|with|\d)\b)|be alive|live|exist|be around|be here(?! (?:at|in|for|with|during|on|when|if|today|tonight|tomorrow|this|the|right now|while|than|until|till)\b))|never wake up|be dead|die|disappear)\b/,
  /\b(?:wish|wished|wishing|hope|hoping|pray|praying) (?:that )?i (?:was|were|could be|had been|would be) (?:dead|gone|never born)\b/,
  /\b(?:wish|wished|wishing|hope|hoping|pray|praying) (?:that )?i (?:had never been|was never|were never) born\b/,
  /\b(?:wish|wished|hope|hoping|pray|praying) (?:that )?i (?:would|could|will|might) (?:die|not wake up|never wake up|stop breathing)\b/,
  // "a car would hit me", "I get hit by a bus": wanting to be killed.
  /\b(?:wish|wished|wishing|hope|hoping|pray|praying)\b.{0,30}\b(?:car|bus|truck|lorry|train|someone|something|plane)\b.{0,20}\b(?:hit|hits|kill|kills|run over|runs over|crash|crashes) (?:me|into me)\b/,
  /\b(?:wish|wished|wishing|hope|hoping|pray|praying)\b.{0,20}\b(?:get|got|be|was) (?:hit by|run over|killed)\b/,
  /\b(?:do not|did not|no longer|never) (?:want|wish) to (?:be alive|live|exist)\b/,
  /\b(?:no|not|never|lost|without|what is|why|any)\b[a-z ]{0,25}\b(?:point|reason|purpose|will|desire) (?:in |of |to |for )?(?:live|living|being alive|be alive|exist|existing|staying alive|stay alive|keep living|go on living|being here anymore)\b/,
  /\bi (?:want|wish|need|would like) (?:it|this|my life|everything|my existence) to (?:actually )?be over\b/,
  /\bmy life (?:is|was) over\b.{0,40}\b(?:want|wish|end|over for real|actually)\b/,
  /\b(?:to|could|would|should|rather|wish i did) not (?:exist|be alive)\b/,
  /\b(?:commit|committing|committed|attempt|attempted|attempting) (?:suicide|suicid\w*|sucide)\b/,
  /\b(?:ways?|methods?|how|best way|easiest way) to (?:die|kill my ?self|end my life|end it all|commit)\b(?! (?:for|of|in|on|at)\b)/,
  /\b(?:ending|end|ended) (?:everything|it all|my life)\b(?! (?:with|about|at work|in my)\b)/,
  /\b(?:want|need|wanting|get) out\b (?:for good|forever|of (?:this life|life|this world|existence|everything for good))\b/,
  /\b(?:do not|not|no longer|never) (?:plan|planning|expect|expecting|intend|intending) (?:on |to )?(?:be|being) (?:around|here|alive)\b/,
  /\bmy own (?:funeral|death|grave)\b/,
  /\b(?:want|wish|need|ready for) my (?:life|existence) to (?:end|stop|be over)\b/,
  /\bmight as well (?:be dead|die|not exist|not be here|end it)\b/,
  /\b(?:leave|left|leaving|exit|exiting|depart|departing|check out of|checking out of) (?:this|the) (?:world|earth|life)\b/,
  /\b(?:time|ready|going) (?:for me )?to (?:go|check out|leave)\b.{0,20}\b(?:for good|forever|this world|this life)\b/,
  /\b(?:tie|tying|tied|practise|practice|practised|practiced|practicing|practising) (?:tying )?(?:the|a) (?:knot|noose)\b(?! (?:in (?:sailing|scouts|class|climbing)|for (?:climbing|sailing|the boat|my tie))\b)/,
  /\b(?:if i got|if i get|if i had|hope i get|wish i had|wish i got) (?:cancer|a disease|sick and died|terminal)\b/,
  /\b(?:took|take|taken|swallowed|have taken|just took) (?:\d+|twenty|thirty|forty|fifty|ten|fifteen|a lot|loads|a bunch|a handful|too many|way too many) (?:of )?(?:my |the |these )?(?:\w+ )?(?:pills|tablets|capsules|meds|painkillers|sleeping pills|antidepressants)\b/,
  // "Too many" with no drug named is still an overdose when they say it was on purpose; a noun in
  // between ("too many photos") is not.
  /\b(?:took|taken|swallowed) (?:way |far )?too many(?: of (?:them|those|these|my \w+|the \w+))?[,.]? (?:and )?on purpose\b/,
  /\bbleed(?:ing)? out\b/,
  // Settling affairs "before I go" with nowhere to go: a goodbye, not a trip ("before I go on leave").
  /\b(?:tying|tie|tied|tidying|tidy|tidied|wrapping|wrap|wrapped) up (?:all )?(?:my |the )?loose ends before i (?:go|leave|die|am gone)\b(?! (?:on|to|away|abroad|back|in|into|for|off|out|home|travel\w*|overseas|there|camping|skiing|under|and|so|i|we|the|next|this|at)\b)/,
  /\bcut (?:so |too |really )?deep\b.{0,40}\b(?:stitches|hospital|a and e|er|bleeding|blood|scar)\b/,
  /\b(?:stitches|steri strips|butterfly strips)\b.{0,40}\b(?:cut|cuts|cutting|my arm|my wrist|my thigh)\b.{0,20}\b(?:my ?self|again|last night|on purpose)\b/,
  /\b(?:i|me) (?:should|ought to|deserve to|need to) (?:die|be dead|not be alive|kill my ?self|not exist|stop existing)\b/,
  /\b(?:throw|throwing|threw|hurl|hurling|fling) my ?self (?:off|from|in front of|under|onto|out of)\b/,
  /\bif i (?:crashed|crash|died|die|got hit|get hit|did not wake up|do not wake up|was gone|were gone|never came back|had an accident|drowned|fell)\b.{0,40}\b(?:would not mind|would not care|do not care|would be (?:fine|okay|ok|relieved|a relief|glad|happy)|would not be (?:so )?bad)\b/,
  /\b(?:would not|do not|would no longer) (?:mind|care)\b.{0,10}\b(?:dying|if i died|not waking up|getting hit|being dead|if i crashed|if i was gone)\b/,
  /\b(?:take|taking|swallow|swallowing|down|downing) (?:all|every one|every single one|the rest) of (?:my |the |these )?(?:\w+ )?(?:pills|tablets|antidepressants|painkillers|meds|medication|sleeping pills)\b(?! (?:in the morning|with (?:food|breakfast|water)|on time|as prescribed|every day)\b)/,
  /\b(?:take|taking|swallow|swallowing) all my (?:\w+ )?(?:pills|tablets|antidepressants|painkillers|meds|medication|sleeping pills)\b.{0,20}\b(?:tonight|at once|in one go|now|together|with (?:vodka|alcohol|wine|whiskey|drink))\b/,
  // A plan said calmly (apostrophes are gone by now: "rifles loaded"; "note's" was made "note is"): a loaded gun with an ending, a note written beside a place to fall from, going
  // over a ship's rail at night. Each part alone is everyday (a clay shoot, a sticky note, a deckhand).
  allOf(
    '\\b(?:gun|shotgun|rifle|pistol|revolver)s?(?: is| was)? (?:loaded|in my (?:hand|lap|mouth))\\b',
    '\\b(?:for good|for the last time|last contact|goodbye|the end|my note|no more)\\b',
  ),
  allOf(
    '\\b(?:(?:so is|written|wrote|finished|signed) my note|my note is (?:written|done|ready|on the)|(?:note|letter) is (?:on|in|under) (?:the|my|his|her) (?:\\w+ )?(?:desk|table|pillow|bed|toolbox|dashboard|seat|counter|fridge|door|locker))\\b',
    '\\b(?:tower|bridge(?! (?:club|game|hand|night|player))|roof|rooftop|cliff|car park|multi ?storey|rail(?:ing)?s?|tracks|viaduct|ledge|pills|rope|co2|carbon monoxide|exhaust|fumes|gas tanks?|(?:cellar|garage) door)\\b',
  ),
  allOf(
    '\\b(?:going|go|jump(?:ing)?|step(?:ping)?) over the (?:rail|railing|side)\\b(?! (?:drills?|work|plan|practice|notes|options|of the (?:road|pitch|court)))',
    '\\b(?:tonight|nobody|no one|after (?:\\d|midnight)|when (?:it|everyone|they)|for good)\\b',
  ),
  allOf(
    '\\b(?:pills|tablets|antidepressants|painkillers|sleeping pills|meds|razor|blade|rope)\\b',
    '\\b(?:vodka|whiskey|whisky|alcohol|wine|bottle|drink|note|letter)\\b',
    '\\b(?:calm|at peace|peaceful|ready|tonight|decided|goodbye|for the first time|the end)\\b',
  ),
  /\b(?:worked out|working out|figured out|calculated|work out|figure out) (?:the |a |my )?(?:dose|dosage|how much)\b.{0,80}\b(?:on|for|into) my ?self\b/,
  /\b(?:looked up|look up|looking up|searched|searching|googled|googling|researched|researching|read about|reading about)\b.{0,40}\b(?:drown|overdose|hang(?! (?:a|the|my|some) (?:pictures?|frames?|shel(?:f|ves)|curtains?|mirrors?|tv|paintings?|posters?|dress|garments?|coats?|wallpaper|hammock|flags?|banners?|fairy lights|punching bag|heavy bag)\b)|hanging|lethal|painless|suicide|to die|bleed out|fatal)\b/,
  // "Fight or plan my way out" of a shop is a choice between two courses, not an exit from life.
  /\b(?<!\b(?:fight|stay|stick it out|keep going|carry on|hang on) or )(?:plan|planning|planned|picture|picturing|imagine|imagining|pictured|imagined) (?:my|an) (?:funeral|death|suicide|exit|way out)\b(?! (?:from|strategy|plan|interview|of the|route|at|for the|scene)\b)/,
  /\b(?:fall|falling|jump|jumping|drop|dropping)\b.{0,30}\b(?:to die|be fatal|is fatal|would kill|will kill|lethal|to be sure)\b/,
  /\b(?:height|how high|how tall|how far|how many floors|how many stories)\b.{0,30}\b(?:to die|be fatal|is fatal|would kill|lethal|to be sure)\b/,
  /\b(?:collecting|gathering|stashing|hiding|stocking up on|saving) (?:\w+ ){0,2}(?:pills|tablets|painkillers|meds|sleeping pills|medication)\b(?! (?:from|at|for (?:my|the) (?:trip|travel|holiday|camp)|prescription)\b)/,
  /\b(?:bought|buying|ordered|ordering|got|getting|picked up) (?:a |some |the )?(?:rope|noose|gun|rifle|pistol|razor blades|blades|helium tank|charcoal)\b(?! (?:for (?:hunting|climbing|the (?:range|club|gym|boat|tent|swing))|course|license|licence)\b)/,
  /\b(?:he|she|they|my \w+) (?:will|would|is going to|was going to|said (?:he|she|they) would|threatens? to|threatened to|wants to|tried to) kill (?:himself|herself|themselves|themself)\b/,
  /\b(?:killing|killed|off|offing|end|ending|hang|hanging|drown|drowning|shoot|shooting|poison|poisoning|suffocate|suffocating|gas) (?:my ?self)\b/,
  // Someone else's warning about a dangerous habit ("instructor said I'd kill myself if I kept sheeting in") is not
  // the person's intent; said by the person ("I said I would kill myself if..."), or about anything else, it is.
  /(?<!(?<!\bi )\b(?:said|says|warned|warns|told me|tells me|reckons|reckoned|joked|jokes) (?:that )?i (?:would|will|could|might|am going to|was going to) )\bkill my ?self\b|\bkill my ?self\b(?! if i (?:kept|keep|carry on|carried on|do that|did that|went on|go on)\b)/,
  /\b(?:end|ending|take|taking|took|ended) (?:my|mine) (?:own )?life\b/,
  /\bend (?:it|things|everything) (?:all|tonight|today|now|for good|forever|soon)\b/,
  /\bend it all\b/,
  // "We're all gonna die", shouted as a game or a joke, is a crowd's hyperbole.
  new RegExp(`(?<!\\bwe are all )\\b${WANTING} to (?:die|be dead|not be alive|not exist|stop existing|not wake up)\\b`),
  /\bi (?:wish|want) i (?:was|were) (?:dead|never born)\b/,
  /\bbetter off dead\b/,
  /\b(?:would|had) rather (?:be dead|die)\b/,
  /\b(?:do not|did not|no longer|never) (?:want|wanted|wish) to (?:live|be alive|exist|be here anymore|go on|keep living)\b/,
  /\b(?:no|not any|nothing|zero) (?:reason|point|purpose) (?:to|in|of) (?:live|living|go on|going on|being alive|be alive|keep going|keeping going|carry on|carrying on|life|existing)\b/,
  /\bnothing (?:left )?to live for\b/,
  /\bnot worth living\b/,
  /\blife is (?:not worth|pointless|meaningless)\b/,
  /\b(?:tired|sick) of (?:living|being alive|life|existing)\b/,
  /\bdone with (?:life|living)\b/,
  // A clinician's or a reader's overdose (patients, rates, calls) is left to the risk-word sweep and the meaning layer.
  // So is overdose as a subject (the opioid overdose section, the overdose protocol) or on coffee.
  /(?<!\b(?:opioid|opiate|drug|heroin|fentanyl|accidental) )\b(?:overdose|overdosing|od on|lethal dose|fatal dose)\b(?! (?:patients?|rates?|deaths?|cases?|calls?|epidemic|training|response|prevention|statistics|data|victims?|ward|unit|reversal|protocols?|folder|section|kits?|guidelines?|policy|policies|scenarios?|simulations?|lectures?|module|chapter|research|management|and naloxone|on (?:caffeine|coffee|espresso|energy drinks?|sugar|sweets|candy|chocolate|carbs|netflix|tv|youtube|tiktok|content|memes|work|revision|love|cuteness|nostalgia|drama|podcasts|music|sunshine))\b)/,
  /\bhow many (?:\w+ ){0,4}(?:pills|tablets|capsules)\b/,
  /\bhow much \w+ (?:\w+ )?(?:to|would|will) (?:die|kill|be fatal|be lethal|overdose|end it)\b/,
  /\b(?:jump|jumping|throw my ?self|throwing my ?self|step|stepping|walk|walking|leap|leaping) (?:off|from|in front of) (?:a |the |my |that )?(?:\w+ )?(?:bridge|building|roof|rooftop|cliff|balcony|ledge|tower|overpass|train|bus|truck|lorry|car|window|parking garage)\b/,
  /\b(?:slit|cut|cutting|slash|slashing) (?:my |both )?wrists?\b/,
  /\b(?:noose|hang from|hanging from the)\b/,
  /\b(?:gun|pistol) to my head\b/,
  /\b(?:stockpil\w*|saving up|hoarding) (?:my )?(?:pills|meds|medication|tablets)\b/,
  /\bcrash (?:my|the) car on purpose\b/,
  /\b(?:hang|hanging|hanged) my ?self\b/,
  /\b(?:tie|tying|tied|make|making) (?:a )?(?:noose|knot for my ?self)\b/,
  /\b(?:want|wanted|going|plan|planning|ready|decided|about) to end it\b(?! (?:with|by|early|there|here|for (?:now|today)|between|off|on a (?:high|good|positive) note))/,
  /\btake all (?:of )?(?:my|the) (?:pills|tablets|meds|medication|sleeping pills)\b/,
  /\b(?:enough pills to|pills saved|saved up (?:enough )?pills)\b/,
];

export const SELF_HARM_PATTERNS: readonly RegExp[] = [
  /\bself ?(?:harm\w*|injur\w*|mutilat\w*)\b/,
  // Burning yourself out, or for the team ("my job is to burn myself for the leader"), is effort spent.
  /\b(?:cut|cutting|burn|burning|hurt|hurting|harm|harming|hit|hitting|punch|punching|scratch|scratching|starve|starving|bruise|bruising|punish|punishing|carve|carving) my ?self\b(?<!\bburn(?:ing)? my ?self(?= (?:out|for (?:the|my|our) (?:team|leader|captain|squad|side|club|crew|band|company|boss))\b))/,
  /\b(?:cutting|burning myself) again\b/,
  /\b(?:started|start|starting|back to|went back to|relapsed|relapsing|stopped|quit|clean from|urges? to start) (?:cutting|burning|self harming|self harm|hurting my ?self)\b/,
  /\b(?:urge|urges|urging|craving|cravings|itching|itch|tempted) to (?:cut|burn|hurt|harm|bleed)\b(?! (?:back|down|weight|carbs|sugar|calories|costs|corners|ties|class|school|practice|training|through|in|out|off|a|the|it|my (?:hair|training|hours|losses|load|volume|time|spending)|\d)\b)/,
  /\b(?:want|need|going|have) to cut again\b/,
  // "i cut again", said of oneself with nothing cut after it (never "I cut again the intro").
  /\bi (?:have |had )?(?:cut|burned|burnt) again\b(?! (?:the|a|an|it|this|that|my|our|his|her|their|some|back|down|costs|corners|weight|them|him)\b)/,
  // "scratching my arms till they bleed", "punched the wall until my knuckles broke on purpose".
  /\b(?:scratch|cut|pick|bit|bite|hit|bang|banging|punch|burn|carve|claw|dig)\w* (?:at )?(?:my |the )?(?:arms?|legs?|skin|wrists?|thighs?|head|hands?|stomach|face|knuckles?|wall|walls)\b.{0,40}\b(?:until|till|til|so) (?:it|they|i|my \w+) (?:bleed|bleeds|bled|bruise|bruised|bruises|scar|scarred|break|breaks|broke|burn|burns|burned|hurt|hurts|swell|swells|swelled|was raw|went numb|go numb|goes numb)\b/,
  /\b(?:on purpose|deliberately|intentionally)\b.{0,30}\b(?:bleed|bled|bruis\w*|broke|burn\w*|cut|hurt|scar\w*|pain|deserve)\b/,
  /\b(?:cut|cuts|punch\w*|burn\w*|broke|hurt|bruis\w*|scratch\w*|starv\w*|bang\w*|bit|bite)\b.{0,40}\b(?:on purpose|deliberately|intentionally)\b/,
  /\b(?:relapse|relapsed|relapsing)\b.{0,30}\b(?:cut|cutting|burn\w*|self harm\w*|hurt my ?self|scratch\w*)\b/,
  // Burnt on the griddle or cut on a tray at work "again" is a kitchen accident.
  /\b(?:cut|burn|burnt|burned|scratched|carved) (?:my|both) (?:arms?|legs?|thighs?|wrists?|stomach|hips?)\b(?! (?:on|at|in) (?:the |a |an )?(?:griddle|grill|oven|stove|hob|pan|fryer|deep fryer|iron|kettle|exhaust|radiator|bbq|barbecue|baking tray|tray|hot plate)\b).{0,40}\b(?:again|on purpose|deserve|relapse\w*|urge|feel better|numb|punish\w*|secret|hide|hiding|nobody (?:sees|knows))\b/,
  /\bi deserve (?:to (?:hurt|suffer|feel pain|be punished|bleed|die|be dead)|the pain|pain|it when i hurt)\b/,
  /\b(?:starve|starving|starved|punish|punishing|punished) (?:my ?self|me)\b.{0,30}\b(?:punishment|deserve|until|after)\b/,
  /\bas (?:a )?punishment\b.{0,20}\b(?:cut|burn|hurt|starve|hit|scratch)\w*/,
  /\b(?:lighter|hot iron|cigarette|razor|blade|scissors|compass)\b.{0,40}\b(?:on|to|into|against) my (?:skin|arms?|legs?|thighs?|wrists?|hands?|stomach)\b/,
  /\brelapsed? (?:on|into) (?:cutting|self harm)\b/,
  /\b(?:urge|want|need|needed) to (?:feel pain|bleed|see blood)\b/,
  /\bmake my ?self (?:throw up|sick|vomit|purge)\b/,
  /\b(?:razor|blade)s?\b.{0,30}\b(?:skin|arms?|legs?|thighs?|wrists?|my ?self)\b/,
];

export const INDIRECT_PATTERNS: readonly RegExp[] = [
  // Going away from the people they love, unsure what they mean by it; no longer able to be seen or to face anything.
  allOf(
    '\\b(?:should|could) (?:just )?(?:go away|disappear|vanish)\\b',
    '\\b(?:deserves? (?:a )?better|better off|do not know (?:exactly )?what i mean)\\b',
  ),
  /\b(?:cannot|can not) be seen like this (?:anymore|any more)\b|\b(?:cannot|can not) face anything\b/,
  /\bbefore i did (?:anything|something) stupid\b/,
  /\bthe only (?:thing|reason) (?:getting|that gets|that got|keeping|that keeps) me (?:out of bed|going|up in the morning|here|alive)\b/,
  /\bwhat is the point of (?:a (?:man|woman|person|guy|bloke) (?:my age|like me)|me|someone like me)\b/,
  /\bif (?:a|the) (?:beam|car|bus|truck|lorry|tree|wall|roof|train|something) (?:fell on|hit|ran over|landed on|crushed) me\b.{0,40}\b(?:solve|easier|better|fine|not mind|would not care|problems)\b/,
  /\blooking at (?:the |my |those )?(?:boxes|pills|tablets|stock|meds|medication|samples|supply|packets) differently\b/,
  /\brunning out of reasons to (?:keep (?:\w+ing|going)|get up|carry on|stay|live|be here)\b/,
  // Left alone after a death and wondering what they are still here for.
  allOf(
    '\\bwonder (?:what|why) (?:i am|im) still (?:doing )?here\\b|\\bwhat (?:am i|i am) still (?:doing )?here for\\b',
    '\\b(?:since (?:\\w+ )?(?:passed|died|went)|widow\\w*|on my own now|(?:house|flat|place) is (?:so )?quiet|lost (?:my|him|her))\\b',
  ),
  // Not caring whether the safety line holds or whether they come back: risk taken as indifference.
  /\bnot (?:really |even )?car(?:e|ing) (?:if|whether) (?:the (?:rig|rope|harness|line|brakes?|chute|parachute|wire|cable|anchor) holds|i (?:make it|come (?:back|down|home)|land it|wake up|survive|live))\b/,
  // Losing hold of who they are: thoughts that do not feel like their own, a self far away.
  /\b(?:cannot|can not|do not|no longer) (?:tell|know) (?:which|what) (?:thoughts|thinking) (?:are|is) (?:mine|my own)\b|\b(?:feel|feeling|i am|like i am) (?:\w+ )?far away from (?:me|my ?self)\b/,
  allOf(
    '\\bmy (?:brain|mind|head|body) is (?:trying to )?tell(?:ing)? me something\\b',
    '\\b(?:went missing|go missing|never came back|disappear\\w*|dying|death|dead|gone for good)\\b',
  ),
  // "I've had a good innings and that's enough": a life summed up as done.
  /\b(?:had|have had) a good innings\b.{0,15}\b(?:enough|time to go|ready to go)\b/,
  /\b(?:better off|happier|be fine|be better|easier) without me\b/,
  /\b(?:better off|happier|easier|be fine|be better)\b.{0,20}\bif i (?:was|were|am|would be|did|died|disappeared|left for good|was not|were not|was gone|were gone)\b/,
  /\b(?:better off|happier|easier|be fine|be better)\b.{0,20}\b(?:if|when|once|after) i (?:am|was|were|would be|have|had) (?:gone|dead|not (?:here|around|alive|in the picture))\b/,
  /\b(?:no one|nobody|not one person) (?:would|will|is going to) (?:miss|notice|care)\b/,
  /\bif i (?:was|were|am) (?:gone|dead|not here|not around|no longer here|not alive)\b/,
  /\bif i (?:died|disappeared|killed my ?self)\b/,
  /\b(?:when|after|once) i am (?:gone|dead|not here)\b/,
  /\bi am (?:just |such )?a burden\b/,
  /\bburden (?:to|on|for) (?:everyone|everybody|anyone|anybody|my family|them|you all|people|my parents|my friends|you)\b/,
  /\b(?:will not|not going to|no longer|never again|soon not|would not) be (?:a |an )?(?:problem|burden|bother|nuisance|worry)\b(?! (?:at|in|on|for the (?:team|project|company|class)|with)\b)/,
  /\bdo not worry about me\b.{0,40}\b(?:after|anymore|any more|when i am gone|soon|much longer|tomorrow|tonight|this week)\b/,
  /\b(?:not|never) be (?:here|around|alive)\b.{0,10}\b(?:anymore|any more|any longer|much longer|for long|soon|next week|tomorrow)\b/,
  /\b(?:be|being|stay|staying|not) here (?:anymore|any more|any longer)\b/,
  /\b(?:want|wish|hope|hoping) (?:to |i could |i would |i )?(?:never|not|do not|did not) wake up\b(?! (?:late|early|in time|on time|with|at|before|for|to|sick|hungover|\d)\b)/,
  /\bnever wake up again\b/,
  /\b(?:if|wish|hope|hoping|want|rather|easier|better|pray|praying)\b.{0,20}\b(?:never|not|did not|do not|would not|could not|will not)\b(?: ever)? (?:wake|woke|waking) up\b(?! (?:late|early|in time|on time|before|after|at|for|the|my|when|with|during|until|till|to|that early|sick|hungover|\d)\b)/,
  /\bnever (?:woke|waking|wake) up again\b/,
  /\b(?:sleep|asleep|slept)\b.{0,25}\b(?:not|never) (?:come back|wake up|wake|return|waking up)\b(?! (?:late|early|in time|on time|before|for)\b)/,
  /\b(?:do not|did not|no longer|never) (?:want|wanted|wish) to wake up\b/,
  /\b(?:sleep|asleep) (?:forever|and never wake up|and not wake up)\b/,
  /\b(?:giving|gave|give) away (?:all )?(?:of )?my (?:things|stuff|belongings|possessions|clothes|pets?|dog|cat|guitar|bike|books|gear|savings)\b/,
  /\b(?:saying|said|say|to say) (?:my )?goodbyes? to (?:everyone|everybody|my family|my friends|the people i love|all of you|you all|the world)\b/,
  /\b(?:saying|said) my goodbyes\b/,
  /\b(?:just )?(?:wanted|want) to say goodbye\b(?! to (?:my|the|our) (?:team|coach|club|job|colleagues|students|school|old))/,
  /\bthis is goodbye\b/,
  /\bthis (?:is|will be) my (?:last|final) (?:message|text|post|note|words|letter|goodbye|day)\b/,
  /\b(?:my|these are my) (?:last|final) words\b/,
  /\b(?:wrote|writing|written|write|left|leaving|leave) (?:a |some |goodbye |farewell )?(?:letters?|notes?) (?:to|for) (?:my (?:mum|mom|mother|dad|father|parents|family|sister|brother|kids|children|wife|husband|partner|boyfriend|girlfriend|friends|best friend)|everyone|everybody|each of|all of|the people i love|mum|mom|dad)\b.{0,60}\b(?:understand|gone|goodbye|sorry|forgive|find (?:it|them)|when i am)\b/,
  /\b(?:made|making|make) (?:my )?peace\b.{0,60}\b(?:will|goodbye|not be around|gone|ready|won|will not be|last)\b/,
  /\b(?:sorted|sorting|sort) out my (?:will|affairs|things for after)\b/,
  /\b(?:after|past) tonight\b.{0,40}\b(?:will not matter|would not matter|not matter anymore|not be a problem|not be around|not be here|be gone|all be over|be over for good)\b/,
  /\b(?:after|by|past) (?:tomorrow|this week|this weekend|today|friday|saturday|sunday|monday)\b.{0,40}\b(?:not be a problem (?:anymore|to anyone)|not be around anymore|not be here anymore|be gone for good|be over for good)\b/,
  /\b(?:will not|would not|nothing will|nothing is going to|not going to) matter (?:anymore|any more)\b.{0,40}\b(?:decided|i have decided|made up my mind|tonight|goodbye|plan)\b/,
  /\b(?:know|decided|picked|planned|chosen|set|worked out) (?:when|how|where|the date|a date|the day|the time)\b.{0,30}\b(?:going to|will|gonna|to) do it\b/,
  /\bi have (?:a|the) plan\b.{0,40}\b(?:do it|end it|go through with it|not wake|pills|bridge|rope|gun)\b/,
  /\b(?:will not|do not|would not) (?:need|be needing) (?:them|it|these|my \w+) (?:anymore|any more|where i am going|after)\b/,
  /\bgiving away (?:my|all my)\b.{0,40}\b(?:will not need|not need them|won|anymore|any more|where i am going)\b/,
  /\b(?:giving|gave|give|given) (?:away )?(?:my|all my) (?:\w+ ){0,3}(?:medals|trophies|stuff|things|belongings)\b.{0,30}\b(?:away|need them|anymore)\b/,
  // Someone else settling up: handing out their things beside a loss or a last journey ("his ticket to the terminus").
  allOf(
    '\\b(?:handing out|giving away|gave away|given away|handed out|handing over) (?:all )?(?:his|her|their) (?:\\w+ ){0,3}(?:books|things|stuff|belongings|tools|records|collection|medals|trophies|clothes)\\b',
    '\\b(?:died|passed away|since (?:his|her|their) (?:wife|husband|partner)|widow\\w*|ticket|terminus|last journey|not be around|withdrawn|goodbye)\\b',
  ),
  /\b(?:joking|jokes|joked|keeps joking) about (?:joining (?:the|them|her|him)|being one of the|ending up with the|not being (?:here|around)|dying|ending it)\b(?: (?:casualties|dead|victims|bodies|fatalities))?/,
  /\b(?:finished|done|did) the (?:last|final) (?:job|thing|task) i (?:had|have|needed) to do\b(?! (?:before|for|this|today|on|at|until|till|tonight)\b)/,
  /\b(?:this is|my|a) (?:final|last) goodbye\b/,
  /\bgoodbye (?:forever|note|letter|world)\b/,
  /\b(?:no|see no|there is no|cannot see a|cannot see any|do not see a|do not see any) way out\b/,
  /\bno (?:point going on|point in going on|future for me|hope left|reason left)\b/,
  /\b(?:want|wish|need) (?:it|everything|the pain|it all|all of this|all of it) to (?:stop|end|be over)\b/,
  /\b(?:want|wish) (?:i could |to )?(?:disappear|vanish|cease to exist|stop existing|not exist)\b(?! (?:from|for a|off|into|on|to|in|at|under|after|during|until|till|before|with)\b)/,
  /\b(?:disappear|disappearing|vanish|vanishing|gone)\b (?:for good|forever|for ever|permanently|and never come back|off the face of the earth|from this world|from the world|from existence)\b/,
  /\b(?:want|wish|wanna|going|need|should) (?:to |i could |i would )?(?:disappear|vanish)\b.{0,40}\b(?:for good|forever|for ever|permanently|and never come back)\b/,
  /\b(?:do not|did not|no longer|never) (?:want|wish) to (?:exist|be here anymore|be here any more)\b/,
  /\b(?:to|i|could|would|should|rather) (?:stop|cease) (?:existing|to exist)\b/,
  /\bwhat is the point (?:of|in) (?:living|life|anything|going on|it all|being here)\b/,
  /\bcannot (?:go on|keep going|carry on|take it anymore|take this anymore|take it any more|do this anymore|do life anymore|live like this)\b/,
  /\b(?:cannot|can not|could not|do not want to) (?:keep |go on |carry on )?(?:living|live)(?: like this| this way| anymore| any more| with (?:this|myself|it))\b/,
  /\b(?:no|not any|nothing|zero) (?:reason|point|purpose) (?:to|in|of|for) (?:life|living|me being alive|me to live)\b/,
  /\blife (?:is|is just|feels) (?:not worth|pointless|meaningless|not worth it)\b/,
  /\blife (?:is not|is no longer|isnt) worth (?:it|living)\b/,
  /\bnot going to be (?:around|here) (?:much longer|for long|anymore|tomorrow)\b/,
  /\bwill not be (?:around|here) (?:much longer|for long|anymore)\b/,
  /\ball be over soon\b/,
  /\b(?:thinking|thought|think) (?:a lot )?(?:about|of) (?:death|dying|ending it|not being here)\b/,
  /\bjoin (?:him|her|them) (?:soon|in heaven|on the other side)\b/,
  // After a death: "I just want to be with her", "I want to see him again".
  allOf(
    '\\b(?:died|dead|passed|passed away|death|funeral|lost my (?:mom|mum|mother|dad|father|brother|sister|son|daughter|wife|husband|partner|best friend|grandma|grandpa|grandmother|grandfather|friend))\\b',
    '\\b(?:want|wanna|wish|ready|going|need|long|longing) (?:to )?(?:be with|join|see|go to) (?:him|her|them|my \\w+)(?: \\w+)? (?:again|soon|now|up there|in heaven|wherever|where (?:he|she|they) (?:is|are))\\b|\\b(?:want|wanna|wish|ready|going|need) to be with (?:him|her|them|my \\w+)\\b(?! (?:at|for|on|during|when|in (?:the|class|practice))\\b)',
  ),
  // A calm farewell: things handed back or given on, with a time arranged or a thank-you for everything.
  allOf(
    '\\b(?:will not|would not|do not) (?:be )?need(?:ing)? (?:my|these|this|it|them)\\b|\\b(?:returned|gave|given|left|handed) (?:back )?(?:all )?(?:my|the) (?:\\w+ ){0,3}(?:to|back)\\b',
    '\\b(?:it is )?all (?:arranged|sorted|planned|set) for (?:tonight|tomorrow|\\w+day|\\w+ (?:evening|night))\\b|\\bthank you for (?:the (?:games|years|memories|laughs)|everything)\\b|\\b(?:cya|bye|see ya) all\\b|\\btonight (?:feels right|is the night)\\b',
  ),
  // "Mine is booked for tonight" after "seen enough endings"; "nothing feels worth waking up for".
  allOf(
    '\\b(?:seen|had) enough\\b',
    '\\b(?:mine|my (?:own|turn))(?: is|s)? (?:booked|arranged|planned|set|sorted) for (?:tonight|tomorrow)\\b',
  ),
  /\bnothing (?:feels |is |seems )?worth (?:waking up|getting up|living) for\b/,
  // Envying the dying that they "get to stop"; feeling they only take up space.
  allOf(
    '\\b(?:envy|envious|jealous)\\b',
    '\\b(?:get|gets|got) to (?:stop|rest|be done)\\b',
    '\\b(?:dying|dead|died|at the end|end of life|hospice|palliative|passed)\\b',
  ),
  /\bi am (?:just |only )?taking up (?:space|room|oxygen|air)\b/,
  // Their own work or things all given away, to the people who mattered, beside a last piece said to be the
  // last or a lightness felt for the first time: settling up, said calmly.
  allOf(
    '\\b(?:given|gave|giving|give|handed|handing) (?:all |each |every one )?(?:of )?my (?:\\w+ ){1,2}?(?:away|out)\\b|\\b(?:given|gave|giving|give|handed|handing) (?:away|out) (?:all |each |every one )?(?:of )?my \\w+',
    '\\bto (?:the people|everyone|those|the ones) (?:who|that) (?:mattered|meant (?:the most|most|something|everything|a lot))\\b|\\bthe last \\w+ (?:is|was|will be) the last\\b|\\b(?:feel|feeling|felt) (?:so |really |properly )?(?:light|lighter|calm|peaceful|at peace|free) for the first time\\b',
  ),
  /\b(?:the world|this world|it all)\b.{0,60}\b(?:do not|did not|no longer) want to be (?:in|part of) it\b/,
  // A place with open access and "tonight feels right"; watching the fast trains and letting them go.
  allOf(
    '\\b(?:roof|rooftop|bridge|ledge|cliff|car park|top floor|tracks|viaduct|quarry)\\b',
    '\\btonight (?:feels right|is the night)\\b',
  ),
  allOf(
    '\\b(?:non ?stoppers?|fast trains?|express(?:es)? (?:trains?)?|through trains?|freight trains?)\\b',
    '\\blet (?:\\w+ )?(?:go|pass|go by|go past)\\b',
  ),
  /\b(?:wrote|written|writing|left|leaving|hid|hidden) (?:a |my |the )?(?:note|letter|letters|notes)\b.{0,40}\b(?:under my pillow|for (?:them|my family|my parents|mum|mom|dad|everyone) to find|on my (?:bed|desk|pillow) for|to be read after)\b/,
  /\b(?:wrote|writing|updated|made|making) (?:out )?(?:my|a) (?:will|last letter|goodbye letter)\b/,
];

/** Questions about means and places, and saving them up: explicit, never continued past. */
export const MEANS_PATTERNS: readonly RegExp[] = [
  // A dose set aside for themselves: "drawn up enough of the euthanasia drug for myself".
  /\b(?:drawn up|drew up|draw up|put aside|set aside|kept back|got|have|saved|taken|took) enough (?:of )?(?:the |my )?(?:\w+ ){0,2}(?:drugs?|meds|medication|pills|tablets|insulin|morphine|sedatives?|ketamine|pentobarbital|barbiturates?|euthanasia solution)\b.{0,30}\b(?:for myself|for me|to do it|to end it|to not wake up)\b/,
  /\b(?:tallest|highest) (?:\w+ )?(?:bridges?|buildings?|cliffs?|towers?|rooftops?|parking garages?)\b/,
  /\bbridges? .{0,40}\b(?:tall|taller|tallest|high|higher|highest|height|drop|fall)\b/,
  /\bhow (?:tall|high|far down) (?:is|are) (?:the )?(?:\w+ ){0,3}(?:bridge|building|cliff|tower|drop)\b/,
  /\bhow (?:tall|high|far|far down|many floors|many stories|many storeys)\b.{0,30}\b(?:bridge|building|cliff|tower|drop|fall|roof|rooftop|balcony|ledge|parking garage|car park|overpass)\b.{0,30}\b(?:to be sure|to die|to kill|survive|fatal|enough|would it take|does it take|need to be)\b/,
  /\b(?:stood|standing|stand|sat|sitting|sit|climbed|leaning|leaned) (?:on|over|at) (?:the )?(?:edge|ledge|railing|rail)\b.{0,30}\b(?:roof|rooftop|bridge|building|balcony|cliff|tracks|car park|parking garage|overpass)\b/,
  /\b(?:roof|rooftop|bridge|balcony|cliff|platform|ledge)\b.{0,40}\b(?:thought about (?:it|jumping|ending)|wanted to jump|almost jumped|nearly jumped|how easy (?:it would be|to))\b/,
  // A high place and the thought of going over it, said in passing inside a longer update ("I stop on the
  // overpass and think about climbing over"). "Letting go of" a grudge or a fear is not it.
  /\b(?:roof|rooftop|bridge(?! (?:club|game|hand|night|player))|overpass|flyover|footbridge|viaduct|balcony|cliff|ledge|railing|car park|multi ?storey)\b.{0,80}\b(?:think|thinking|thought|keep thinking) (?:about|of) (?:climbing over|going over the (?:edge|side|rail\w*)|stepping off|letting go(?! of)|letting my ?self (?:go|fall|drop))\b/,
  // Not braking on purpose at a drop, said beside a letter or note left behind.
  allOf(
    '\\b(?:not (?:going to )?brak(?:e|ing)|will not brake|no brakes on purpose|(?:take|taking) (?:my|the) brakes off)\\b',
    '\\b(?:cliff|edge|drop|quarry|ravine|over the top)\\b',
    '\\b(?:letters?|notes?|goodbye|sorry|for good|last (?:ride|run|time))\\b',
  ),
  // Driving into water, a wall or traffic on purpose, alone or with someone in the car: thinking about it is
  // already a plan with the means at hand. Steering into a skid is a driving lesson.
  allOf(
    '\\b(?:turn|turning|jerk|jerking|yank|yanking|swerve|swerving|steer|steering|drive|driving|veer|veering) (?:the (?:wheel|car) |us |my ?self )?(?:into|off) (?:the |a |an )?(?:lake|river|sea|canal|reservoir|harbou?r|quarry|ravine|cliff|wall|tree|bridge|pillar|oncoming|traffic|lorry|truck|barrier)\\b',
    '\\b(?:think|thinking|thought|considered|consider|considering|tempted|urge|want to|wanted to|it (?:all )?(?:just )?stops?|end it|both of us|all of us|with (?:the|my) (?:baby|kids|son|daughter))\\b',
  ),
  // An engine running in a closed garage.
  allOf(
    '\\bengine (?:is )?running\\b',
    '\\bgarage\\b',
    '\\b(?:(?:i am|sitting|sat) in (?:the|my) (?:car|van)|door (?:is )?(?:shut|closed|down)|hose|pipe)\\b',
  ),
  // The means at hand, with an ending said plainly: "the rope is in the boot", "the tablets are in my jacket pocket".
  allOf(
    '\\b(?:ropes? (?:is )?in the (?:boot|car|van|shed|bag)|(?:tablets|pills) (?:are )?in my (?:jacket|coat|pocket|bag)|(?:shotgun|gun|rifle) (?:down|out) (?:from|of)|kept back (?:enough|some|her|his)|stockpil\\w* (?:my |her |his )?(?:insulin|morphine))\\b',
    '\\b(?:last thing|that is it for me|doing it|i am going|house is empty|dropped the dog|sorted the dog|last shift|after the (?:speeches|wedding|funeral)|just wanted to tell someone|will not be in|for both of us|if the big one|done)\\b',
  ),
  // At an edge again and again, unclipped, or with the handbrake off at a drop.
  allOf(
    '\\b(?:walked to the edge|(?:sitting|sat) on the (?:roof )?rail|unclipped|handbrake off)\\b',
    '\\b(?:cliff|edge|quarry|nacelle|turbine|roof|drop|bridge|car park)\\b',
    '\\b(?:twice|again|for a while|since \\d+|i am done|tonight|watching it|helpline|love her|love him)\\b',
  ),
  // A life insurance policy's waiting time checked, with a date set.
  allOf(
    '\\blife insurance\\b',
    '\\b(?:pays out|payout|after 12 months|month 13|suicide clause)\\b',
    '\\b(?:doing it|this weekend|will be fine|better off|tonight)\\b',
  ),
  /\b(?:most |least )?painless(?:ly)?\b.{0,20}\b(?:way|ways|method|death|die|go|end it|to do it|overdose)\b/,
  /\b(?:quickest|fastest|easiest|surest|best|simplest|quietest) (?:way|ways|method) to (?:die|end it|end my life|kill my ?self|go to sleep forever|not wake up)\b/,
  /\b(?:lethal|fatal|deadly|toxic|dangerous) (?:dose|amount|quantity|level)\b/,
  /\b(?:whole|entire|full|all the|all of the) (?:bottle|box|pack|packet|strip|jar|tub|sheet|supply) of\b.{0,20}\b(?:pills|tablets|meds|medication|paracetamol|tylenol|ibuprofen|acetaminophen|aspirin|advil|sleeping pills|insulin|antidepressants|painkillers|xanax|codeine)\b/,
  /\b(?:stockpil\w*|stock piling|saving up|saved up|saving|hoarding|hoarded) (?:all )?(?:of )?(?:my |some |the |up )?(?:pills|meds|medication|medicine|tablets|prescriptions?|painkillers|sleeping pills)\b/,
  new RegExp(
    `\\bhow (?:much|many)\\b.{0,40}\\b${MEANS}\\b.{0,40}\\b(?:would it take|does it take|will it take|would i need|do i need|would kill|to be sure|to not wake up|to die|to end it|to stop everything|to make it (?:all )?stop|before you die|before i die|be enough)\\b`,
  ),
  /\bhow (?:much|many|long)\b.{0,30}\b(?:would kill (?:me|a person|someone)|to not wake up|to die|to end it all|before (?:you|i) die)\b/,
  /\b(?:buy|get|find|borrow) (?:a |some )?(?:gun|rope|noose)\b/,
  /\b(?:which|what) (?:\w+ )?(?:pills|medication|meds) (?:are|is) (?:most )?(?:lethal|deadly|strongest|dangerous)\b/,
  /\bhow long (?:does it take )?to (?:bleed out|drown|suffocate)\b/,
];
