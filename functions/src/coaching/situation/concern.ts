import { ATTEMPT_WENT_BADLY, CHILD_BIG_FEELING, FEAR_AVOIDED } from './practice-words.ts';
import { OWN_FAINT_FEAR, URGE } from './setback-families.ts';
import { SAID_OF_ME } from './sharp-moment.ts';
import { studyWornOut } from './study-worn-out.ts';
import { readTheirAsk } from './their-question.ts';

/**
 * What the person is trying to do, where their own words say it plainly: tell someone hard news,
 * say no, choose between two options, help two other people settle a fight, support someone close,
 * face a bill they are avoiding, or grieve. These phrasings are reliable in a way that single
 * topic words ("shot", "night") are not, and the sentence encoder alone ranks them too weakly
 * against a vivid scene (a regatta, a ward) around them.
 */
export type Concern =
  | 'hard_talk'
  | 'say_no'
  | 'ask'
  | 'decide'
  /**
   * A choice read only from their question ("do I knock or go to the landlord?"): often a false
   * either-or over a concern that wants its own skill, so it lifts the choice tools a little.
   */
  | 'asked_choice'
  | 'mediate'
  | 'support_other'
  | 'money_avoidance'
  /** A bill, a debt or a shortfall they cannot cover: the number and one call, not only calm. */
  | 'money_shock'
  | 'grief'
  | 'replay_after'
  | 'pacing'
  | 'partner_fights'
  | 'reset_between'
  | 'tell_someone'
  | 'self_blame'
  | 'act_in_anger'
  /** "How do I stop rehearsing disasters?": a worry loop about what is ahead. */
  | 'stop_loop'
  /** Replaying a past mistake with the next attempt ahead: reset and rehearse, not write it out. */
  | 'replay_before'
  /** A worry loop with the event close: a plan for the moment, not a daily worry window. */
  | 'stop_loop_before'
  /** A death met at work: someone who was there, not a photo and a letter to them. */
  | 'grief_at_work'
  /** Studying late and long for an exam and it has stopped going in: sleep and blocks, not more study. */
  | 'study_worn_out';

const HARD_TALK =
  /\b(?:(?:have|has|got|gotta|need|needs|going|supposed|must) (?:to )?(?:tell|announce|break (?:it|the news)|sit (?:\w+ ){0,2}down|confront|fire|let (?:\w+ ){0,2}go|deliver (?:\w+ ){0,2}(?:news|verdict|results?|feedback|redundanc\w*|diagnosis)|give (?:\w+ ){0,2}(?:bad )?news|raise|bring (?:it|this|that) up|talk to (?:my|our|her|him|them|the))|how (?:do|can|should|would) i (?:tell(?! (?:if|whether|the difference|which|what|when|how|apart)\b)|break|announce|bring (?:it|this|that|up)|raise|talk to|confront|say (?:it|this|that) to)|haven'?t told(?! (?:anyone|anybody|a soul))|(?:dreading|before) telling|telling (?:my|our|the|her|him|them) \w+|let (?:my|our|a|an|the) (?:\w+ ){0,2}go\b(?! of)|cut (?!(?:my|our|me|us)\b)(?:\w+ ){0,2}hours|(?<!\b(?:my|our|got a|took a|take a|had a|on a) )pay cut|want to tell (?:my|our|him|her|them|the) |(?:want|need|have|got) to (?:bring (?:it |this |that )?up|say it)|tell (?:them|him|her) (?:yourself|myself)|(?:announce|announcing) (?:\w+ ){0,3}(?:cuts?|layoffs?|redundanc\w+|closure))/;
/** Telling oneself something, or telling a story, is not a hard conversation. */
const NOT_HARD_TALK = /\b(?:tell(?:ing)? myself|to tell (?:the )?(?:time|a story|jokes?))\b/;
const SAY_NO =
  /\b(?:(?<!\b(?:she|he|they|team|teammates|coach|boss|everyone|they all|people|peoples|customers|clients|publishers|agents|editors|venues|brands|investors|companies|employers|recruiters|schools|shops|most)(?:'ll| will| might| would| could)? )(?<!\b(?:(?:if|when) i|always|already|the one|for) )(?<!\b(?:not|n't) just )say(?:ing)? no\b(?! (?:problem|worries|bother|big deal|harm|pressure)\b)|(?:scared|afraid|worried|terrified|nervous|dread\w*)[^.!?]{0,30}\b(?:if|when) i say no\b|tell (?:\w+ ){0,2}no\b|turn(?:ing)? (?:it|them|him|her|this) down|can'?t refuse|(?:set|setting|hold|holding) (?:a |my |the )?boundar(?:y|ies)|keeps? (?:asking|dumping) me(?! (?:what|why|how|if|whether|where|when|about|the same)\b)|keeps? giving me (?:more|extra|another|their|his|her|all (?:the|his|her|their)|jobs|shifts|tasks|work)\b|asked (?:me )?to borrow|wants? to borrow|(?:asked|wants?) me to (?:run|do|take on|cover|organi[sz]e|lead|host|help|chair|stay)\b(?=.{0,160}\b(?:already|too much|no time|can'?t|cannot|don'?t want|another|again)\b))/;
const ASK =
  /\b(?:ask(?:ing)? (?:for|my \w+ for) (?:a |an )?(?:raise|pay rise|promotion|more money|time off|help|support|leave|exten[st]ion|more time)|negotiat\w+ (?:my )?(?:salary|pay|offer)|haggl\w*|lowball\w*)\b/;
const DECIDE =
  /\b(?:option a|option b|plan a\b.{0,60}plan b|or should i|should i (?:\w+ ){1,8}or\b|whether (?:to|i should|or not)|(?:decide|deciding|choose|choosing|pick|torn) between|(?:i'?m|i am|im|feel|feeling) stuck between|can'?t decide|can'?t choose|don'?t know (?:whether|if i should|which)|one more (?:season|year) or|stay or (?:go|leave)|take (?:the|it) or|thinking (?:about|of) quitting|should i quit|(?:must|have to|need to|got to) (?:decide|choose)|or stay (?:here|and)|whatever i (?:pick|choose|decide)|how (?:do|can|should) i decide)\b/;
const MEDIATE =
  /\b(?:(?:at|with) each other|aren'?t speaking|(?:won'?t|don'?t|do not|will not) (?:speak|talk) to each other|not speaking to each other|(?:sniping|fighting|arguing|flaming|clashing|feuding|blaming)\b.{0,40}\b(?:each other|one another)|(?:my|our) \w+ keeps? (?:flaming|attacking|undermining|blaming) (?:my|our|the) \w+|caught in the middle of)\b/;
const CLOSE_ONE = String.raw`(?:(?:(?:my|our) (?:\d+ ?(?:yo|year old) )?)?(?:son|daughter|teen|teenager)(?:'s)?|(?:my|our) (?:kid|kids|child|boy|girl|\d+ ?yo|partner|husband|wife|mum|mom|dad|father|mother|sister|brother|friend|best friend))`;
const SUPPORT_OTHER = new RegExp(
  // "My partner says I'm on edge… I'm not scared": a feeling of theirs, not the close one's.
  String.raw`\b(?:${CLOSE_ONE}\b(?:(?!\bi(?:'m| am)\b).){0,120}(?<!\b(?:me|i|myself) )\b(?:came (?:off|home) crying|was crying|cried|in tears|benched|left out|wants to quit|hasn'?t started|won'?t (?:talk|open up|start)|shuts? (?:down|(?:her|his|the) door)|being bullied|struggling|anxious|scared|upset|devastated|heartbroken)|how (?:do|can) i (?:help|support) ${CLOSE_ONE}|${CLOSE_ONE}\b.{0,300}\bhow (?:do|can|should) i (?:help|support|be there for) (?:him|her|them)\b|${CLOSE_ONE}\b.{0,160}\bwhat (?:do|should|can) i say (?:to (?:him|her|them)|if|when|(?:on )?\w+day|tomorrow|tonight)\b|(?:is|as) (?:his|her|their) (?:carer|caregiver)|(?:caring|care) for (?:my|our) \w+)\b`,
);
const MONEY =
  /\b(?:bills?|tax|letters?|envelopes?|fines|(?:a|the|parking|speeding|library) fine|statements?|debt|overdraft|rent|loan|invoice|payments?|repair|insurance|mortgage|credit card|\$\s?\d[\d,]*|£\s?\d[\d,]*)\b/;
/** More owed than they can pay, or a bill that landed as a shock: "£640 phone bill", "rent due and I'm short". */
const MONEY_SHOCK =
  /\b(?:(?<!\b(?:parents|mum|mom|dad|he|she|they|brother|sister) )(?:can'?t|cannot|couldn'?t) (?:afford|pay) (?:to pay )?(?:the |my |our |this |that |it |them )?(?:rent|bills?|mortgage|fees?|loan|debt|fine|invoice|council tax|repairs?|\w+ bill|it back|(?:him|her|them) back)\b|(?:short|behind) (?:on|by|with) (?:the |my )?(?:rent|bills?|payments?|mortgage|council tax|£|\$)|arrears|overdrawn|(?<!\bnot |never been )in debt|(?:a |the )?(?:debt collect(?:or|ion)(?: agency| company)?s?|bailiffs?) (?:is |are |has |have )?(?:called|rang|ringing|letter|coming|came|at the door|chasing|texting|wrote)|payday loans?|(?:i|we) owe (?:about |nearly |over |almost )?(?:£|\$|\d)|final (?:demand|notice)|(?:bill|statement|fine|charges)\b[^.!?]{0,30}?(?:£|\$)\s?\d[\d,]{2,}|(?:bill|fine|statement|charges?) (?:is|was|of|for|came (?:in )?(?:at|to)) (?:about |nearly |over |almost )?(?:£|\$)\s?\d|(?:£|\$)\s?\d[\d,]*(?:\.\d\d)?\s?(?:phone |gas |electric(?:ity)? |energy |water |vet |tax |credit card )?(?:bill|fine|charges?|statement))/;
const AVOIDING =
  /\b(?:putting (?:it |this )?off|haven'?t (?:opened|called|looked|dealt|paid|told)|avoid\w*|ignor\w+|can'?t (?:look|face|open)|unopened|pretend\w*|burying my head|(?:sits?|sitting) (?:there|unopened))\b/;
const GRIEF =
  /\b(?:(?:had|have had) (?:my|our|the) (?:old |dear |lovely )?\w+ put (?:to sleep|down)|keep expecting (?:him|her) (?:at|to|in|on)|miss (?:my|him|her) (?:\w+ )?(?:every ?day|so much|still)|(?:anniversary|a year since|years? since) .{0,40}\b(?:died|death|passed|funeral|lost)|first (?:christmas|birthday|anniversary) without|since (?:my|our) \w+ died|(?:died|passed away) .{0,30}\b(?:still|every day|can'?t stop))\b/;
const REPLAY_AFTER =
  /\b(?:keep|keeps|kept|can'?t stop|cannot stop) (?:replaying|going over|thinking about|seeing|hearing|reliving)\b|\bstill (?:replaying|thinking about|shaking|rattled|shaken)\b/;

/** Carrying something alone: the skill is telling one trusted person. */
const TELL_SOMEONE =
  /\b(?:haven'?t told (?:anyone|anybody|a soul)|(?:no one|nobody) knows|don'?t know who to (?:tell|talk to)|can'?t tell anyone)\b/;
const SELF_BLAME =
  /\b(?:feel(?:ing)? (?:so |really |a bit )?(?:unprofessional|pathetic|weak|like an idiot|like a fool)|feel(?:ing)? like (?:garbage|crap|a monster|a terrible person|the bad guy|a failure|a fraud)|hate myself|blame myself|(?:it'?s|it was) (?:all )?(?:my fault|on me)|what'?s wrong with me|feel(?:ing)? like (?:giving up|such a failure|an idiot)|such a failure)\b/;
const ACT_IN_ANGER =
  /\b(?:(?:furious|so angry|livid|fuming|seething)\b.{0,80}\b(?:email|text|message|call|confront|go off)|(?:want to|about to|going to|so tempted to) (?:email|text|message|call|confront)\b.{0,60}\b(?:furious|angry|livid|fuming|seething))/;
const PACING =
  /\b(?:how (?:should|do) i (?:split|pace) it|split(?:s|ting)? (?:it(?! (?:evenly|equally|between|\w+ ways)\b)|the race|the \d+k)|pac(?:e|ing) (?:it|myself)|go(?:ing)? out too (?:hard|fast)|(?:die|blow up|fade|fall apart) (?:at|around|after) \d|overcook\w* (?:it|the (?:start|pace|first (?:lap|mile|km|k|half|climb))))\b/;
/** A long effort that can be spent too early: a race, a ride, a long shift, a game on the clock. */
const LONG_EFFORT =
  /\b(?:race\w*|run\w*|marathon|ultra|\d+ ?k|miles?|km|laps?|swim\w*|ride|riding|cycl\w*|sportive|triathlon|ironman|rowing|erg|climb\w*|hike|hiking|pace\w*|pacing|go(?:ing)? out too|fade\w*|blow up|hit the wall|bonk\w*|shift|hours? (?:left|to go)|long day|stamina|energy|time trouble|on the clock)\b/;
const PARTNER_FIGHTS =
  /\b(?:(?:husband|wife|partner|boyfriend|girlfriend) and i|we) (?:keep|always|are always|have been) (?:fighting|arguing|bickering|snapping)\b/;
const BETWEEN_PARTS =
  /\b(?:lunch break|half-?time|between (?:papers|exams|sets|rounds|games|heats|races|matches)|changeover|(?:morning|first) (?:paper|half|set|round|game) (?:was|went))\b/;
const WENT_BADLY =
  /\b(?:disaster|awful|terrible|bad|badly|garbage|messed up|blew it|bombed|went wrong|let in|spiral\w*)\b/;

export function readConcerns(text: string): ReadonlySet<Concern> {
  const found = new Set<Concern>();
  if (HARD_TALK.test(text) && !NOT_HARD_TALK.test(text)) found.add('hard_talk');
  if (SAY_NO.test(text)) found.add('say_no');
  if (ASK.test(text)) found.add('ask');
  if (DECIDE.test(text)) found.add('decide');
  if (MEDIATE.test(text)) found.add('mediate');
  if (SUPPORT_OTHER.test(text)) found.add('support_other');
  if (MONEY.test(text) && AVOIDING.test(text)) found.add('money_avoidance');
  if (MONEY_SHOCK.test(text)) found.add('money_shock');
  if (GRIEF.test(text)) found.add('grief');
  if (REPLAY_AFTER.test(text)) found.add('replay_after');
  if (TELL_SOMEONE.test(text)) found.add('tell_someone');
  if (SELF_BLAME.test(text)) found.add('self_blame');
  if (ACT_IN_ANGER.test(text)) found.add('act_in_anger');
  // "Split it" is a race only with a long effort in it: "a normal way to split it" on a date is the bill.
  if (PACING.test(text) && LONG_EFFORT.test(text)) found.add('pacing');
  if (PARTNER_FIGHTS.test(text)) found.add('partner_fights');
  if (studyWornOut(text)) found.add('study_worn_out');
  if (BETWEEN_PARTS.test(text) && WENT_BADLY.test(text)) found.add('reset_between');
  const asked = readTheirAsk(text)?.need;
  if (asked) found.add(asked);
  return found;
}

/**
 * How much each concern lifts the skills made for it, in the selection's points (a clear timing
 * match is worth 2, a tenth of meaning similarity 4.5): enough to win over a vivid scene; time and
 * discretion limits still filter first.
 */
export const CONCERN_SKILLS: Record<Concern, Readonly<Record<string, number>>> = {
  hard_talk: { 'hard-conversation-plan': 11, 'feedback-sbi': 5, 'dear-man-script': 5 },
  say_no: { 'saying-no': 12, 'dear-man-script': 5 },
  ask: { 'dear-man-script': 11, 'hard-conversation-plan': 7, 'mastery-log': 3 },
  decide: { 'two-option-decision': 12, 'values-check': 6 },
  asked_choice: { 'two-option-decision': 4, 'values-check': 2 },
  mediate: { 'mediate-conflict': 13 },
  support_other: { 'support-someone': 10 },
  money_avoidance: { 'money-first-call': 10, 'two-minute-start': 8, 'one-minute-triage': 6, 'worry-postponement': 5 },
  money_shock: { 'money-first-call': 11 },
  grief: { 'grief-oscillation': 12, 'micro-reach-out': 3, 'self-compassion-break': 3 },
  study_worn_out: { 'sleep-protected-revision': 12, 'retrieval-practice': -4 },
  grief_at_work: { 'peer-debrief': 8, 'self-compassion-break': 4, 'shutdown-ritual': 3 },
  pacing: { 'pacing-plan': 12 },
  self_blame: { 'self-compassion-break': 8 },
  act_in_anger: { 'cool-down-pause': 10 },
  stop_loop: { 'worry-postponement': 8, 'worry-dump': 5, 'cognitive-shuffle': 4, defusion: 3 },
  stop_loop_before: { 'implementation-intentions': 5, 'pre-performance-routine': 3, 'worry-dump': 3 },
  tell_someone: { 'ask-for-help': 10, 'micro-reach-out': 3 },
  partner_fights: { 'dear-man-script': 9, 'hard-conversation-plan': 7 },
  reset_between: { 'mistake-reset': 10, 'physiological-sigh': 3 },
  replay_before: {
    'imagery-rehearsal': 2,
    'pre-performance-routine': 3,
    'cognitive-reappraisal': 2,
    'worry-postponement': 1,
  },
  replay_after: { 'expressive-writing': 3, 'self-compassion-break': 3, 'peer-debrief': 3, 'worry-postponement': 2 },
};

/** A repeated, aimed shot: a putt, a free throw, a serve, a penalty. Only then a pre-shot routine. */
export const AIMED_SHOT =
  /\b(?:putt(?:ing(?! (?:the|a|an|my|me|it|this|that|things|them|off|up|down|out|on|in|together|away|aside|forward|back|pressure|everything|stuff|so)\b)|s|er|ers|ed)?\b|putter|free ?throws?|foul line|penalt(?:y|ies)|spot kick|(?:serve|serving|serves)(?! (?:\w+ ){0,2}(?:guests?|customers?|clients?|tables?|dinner|lunch|breakfast|food|drinks?|coffee|meals?|charter|people|patients?|time|notice|papers|on))|double faults?|tee shot|off the tee|darts?|oche|archery|arrows?|kick(?:s|ing)? (?:for goal|at goal)|conversions?|goal ?kick|free ?kicks?|strikes?|spares?|bowling|the lane|pulls? it left|snooker|pool cue|break shot|the rim|jump ?shot|shooting (?:free|percentage|form)|(?:my|his|her|the|that|a|every|each) (?:first |last |next |final |big )?shot(?! at)|rifle|pistol|trap shooting|clays|clay (?:shooting|pigeons?|targets?))\b/;

/** An upcoming moment of performing or being assessed: rehearse it, and have a routine for the start. */
export const PERFORMANCE_AHEAD =
  /\b(?:talk|present|presentation|presenting|say something|testify\w*|court|hearing|trial|closing argument|deposition|surgery|operation|procedure|first (?:\w+ ){0,3}as (?:primary|lead)|first day|training (?:for|session)|workshop|lecture|in front of (?:a |the )?(?:group|class|crowd|people|everyone)|speech|speaking|interview|audition|recital|concert|gig|show|solo|performance|defen[cs]e|checkride|checkout|exam|test|assessment|trials|fight|bout|match|meet|race|competition|comp|game|final|heat|board|panel|pitch|demo lesson|observation|on stage|set at)\b/;
export const PERFORMANCE_SKILLS: Readonly<Record<string, number>> = {
  'imagery-rehearsal': 4,
  'pre-performance-routine': 4,
  'implementation-intentions': 2,
};
/** Within the hour there is no time to rehearse: settle the body and the attention. */
export const IMMINENT_SKILLS: Readonly<Record<string, number>> = {
  'physiological-sigh': 4,
  'box-breathing': 3,
  'grounding-54321': 2,
  'arousal-reappraisal': 2,
};

/** A long list to sort: many tasks, too little time, or a rush of orders, calls or patients. */
const LOAD =
  /\b(?:too much|so much|(?:to-?do|task) list|tasks|deadlines?|juggl\w*|everything|swamped|overwhelm\w*|behind|underwater|snowed|emails|inbox|prioriti\w*|queue|tickets|orders|patients|pts|three deep|rush|workload|load|assignments|projects|a million|can'?t keep up|no time|bills?|hours|hr weeks|shifts?)\b/;

/** The body or the head racing ("hands shaking", "can't think straight"): settle it first when time is short. */
export const AROUSED =
  /\b(?:shak\w*|trembl\w*|wobbl\w*|rattled|heart (?:is )?(?:pounding|racing)|pounding|racing|can'?t (?:think|breathe|focus)|breathing (?:fast|hard)|out of breath|jelly|panic\w*|freak\w*|rushing|wired|spinning|\d+ ?mph|sweat\w*|dry mouth|tight chest|chest is tight)\b/;

/** Their own sleep: "can't sleep", "lie awake", "not sleeping well"; "put to sleep" and a child's bedtime are not. */
const OWN_SLEEP =
  /\b(?:can'?t (?:get to |fall a)?sleep|(?:not|never) sleeping|(?<!put (?:\w+ )?to |want to |wanna |just want to |a way )sleep(?:ing|less)?\b(?! (?:through|in their|with (?:the|my) phone|(?:doesn'?t|does not|won'?t|will not|can'?t|cannot) (?:fix|help|touch|cure|sort)))|(?<!\b(?:and has|he has|she has|they have|he|she|they) )slept|(?<!\b(?:her|him|them|she|he|they|kids?|son|daughter|baby)(?: is| was| stays?| lying| lie| lies)? )awake|insomnia|wak(?:e|ing) (?:up )?(?:at|every)|(?<!\b(?:her|him|them|she|he|they|kids?|son|daughter|baby) )(?:lie|lying) awake|in bed|(?<!\b(?:by|gaming|playing|partying|online|out) (?:until |till )?)(?:at (?:[1-5]|midnight) ?am|[1-5] ?am)\b(?! (?:starts?|shifts?|alarms?|calls?|flights?|wake-?ups?|pick-?ups?)\b)(?!.{0,40}\b(?:my|our|the) (?:baby|toddler|newborn|\d+ ?(?:yo|year old|month old)|son|daughter|kid|little one)\b))\b/;

/** Skills that only make sense when the message has what they work on; -8 points without it. */
const AWAY_FROM_BED =
  /\b(?:tent|camping|wild camp\w*|bivv?y|bunk|hostel|dorm(?:itory)?|on (?:the|a) (?:\w+ )?(?:boat|ship|yacht|vessel|rig|platform)|offshore|in the car|sleeper train|in a (?:cell|hammock)|barracks|mountain hut|hospital bed|on (?:nights|call|shift|duty|a night shift)|night shift|nightshift|(?:called|calls|calling|shouts?|shouted) (?:out|for me)|woken by|wakes? me|to be turned|turn(?:ing)? (?:him|her)|on the sofa outside|(?:bathroom|kitchen) floor|(?:the only|only) \w+ on (?:until|till)|alert queue|on the ward|(?:baby |sats? |oxygen )?monitor (?:alarm\w*|went off|beep\w*)|alarm(?:ed)? again|night feeds?|feeding (?:her|him|the baby)|scared to stop listening|at (?:my|the) desk|(?:still )?(?:in|at) the office|(?:still )?at work|on watch|deploy\w*|relief camp|on standby|standby|(?:control|dispatch|signal) room|at the count|recount|shift (?:starts|begins) at \d{1,2}(?::\d\d)? ?pm|live (?:for|until|till|through)|on air)\b/;

/** Sleep by day after nights is their own sleep, wherever the bed is: "can't sleep in the day". */
const DAY_SLEEP =
  /\b(?:can'?t|cannot|couldn'?t|not|never) (?:get to )?sleep(?:ing)? (?:in|during|through) the day\b|\bday ?sleep\b|\bsleep(?:ing)? (?:after|between) (?:nights|night shifts|shifts)\b/;
/** Home after the night at work and trying to sleep: their own bed, whatever the job. */
const HOME_TO_SLEEP =
  /\b(?:get|got|come|came) home\b[^.!?]{0,60}\b(?:trying to sleep|try to sleep|can'?t sleep|lie awake|lying awake|in bed)\b/;
/**
 * Nights where "get up and go to another room" cannot be done: deployed, at a standby post, in a tent
 * or a car, beside a monitor, on a ward. Narrower than the words that make a sleep skill unlikely.
 */
const NO_OTHER_ROOM =
  /\b(?:deploy\w*|relief camp|on standby|standby|at the post|tent|bivv?y|in the car|hospital bed|on the ward|in a cell|(?:baby |sats? |oxygen )?monitor (?:alarm\w*|went off|beep\w*)|alarm(?:ed)? again)\b/;
export function sleepsAwayFromBed(text: string): boolean {
  return NO_OTHER_ROOM.test(text) && !DAY_SLEEP.test(text) && !HOME_TO_SLEEP.test(text);
}
const OWN_NIGHTS_IN_BED = new RegExp(
  `${DAY_SLEEP.source}|${HOME_TO_SLEEP.source}|^(?![^]*${AWAY_FROM_BED.source})[^]*?(?:${OWN_SLEEP.source})`,
);

/**
 * A choice they say they face, in their words: "decide", "whether", "I've been offered", "should I X or
 * Y", an answer owed by a date. Not a decision already made ("I've decided to go back part time"), and
 * not "options" on its own: an exam topic ("options pricing") or a notice to move out
 * ("looking at my options") is no choice between two things.
 */
export const CHOICE_SAID =
  /\b(?:decide\b|deciding|(?<!\b(?:i'?ve|i have|we'?ve|we have|already|i|we) )decided|decision|choos\w*|choice|whether|torn|(?:two|both|my|the|these|three) options|smart move|what would you do|(?:should|do|shall) i (?:\w+ ){1,8}or\b|or (?:not|stay|go|leave|quit|hold|sell|wait)\b|(?:got|been|was|were|am|i'?m) offered|offered (?:me|us|him|her)\b|counter-?offer|, or \w[^.?!]*\?|wants? to know by|an offer (?:of|to|from)|(?:accept|take|turn down|decline) (?:the|this|it|an?) (?:offer|job|role|place|promotion)|(?:two|both|job|these) offers|(?:reply|answer|respond)(?: to)?(?: them| it| both)? by|(?:give|want) (?:my|an|them an|him an|her an) answer)/;

export const NEEDS_WORDS: Readonly<Record<string, RegExp>> = {
  // Tensing against a faint is for needles and blood, not for nerves in general.
  'applied-tension': OWN_FAINT_FEAR,
  // Riding out an urge is for a craving or a compulsive check, not for nerves or a busy day.
  'urge-surfing': URGE,
  'pre-shot-routine': AIMED_SHOT,
  // Something hard to say to particular people, not a speech to a room.
  'hard-conversation-plan':
    /\b(?:tell\w*|told|say (?:it|this|that|something)|say what (?:we|i|she|he) (?:need|want)s?|speak up|haven'?t (?:spoken|talked)|not speaking|make (?:it )?up|f[ae]ll(?:ing)? out|blow-?up with|break (?:it|the news)|talk(?:ing)? (?:to|with)|conversation|chat with|let \w+ go|confront\w*|bring (?:it|this) up|raise (?:it|this)|(?:break|give|deliver|tell \w+) (?:the |some )?(?:bad )?news|explain\w*|walk(?:ing)? (?:everyone|them|the team|people) through|admit\w*|come clean|sit (?:him|her|them) down|feedback|fire|firing|cut (?:their|everyone'?s|his|her))\b/,
  // Pacing is for a long effort that can be spent too early (a race, a long shift), not a bill to split.
  'pacing-plan': LONG_EFFORT,
  // A choice needs two things to choose between: not a hard exam ahead, not "should I keep going?" alone,
  // not a mortgage offer that was pulled.
  'two-option-decision': CHOICE_SAID,
  'retrieval-practice':
    /\b(?:(?<!sleep )stud\w*|revis\w*|memori[sz]\w*|flashcards?|material|chapters?|syllabus|content|practice (?:questions|scores|tests|exams|papers|essays)|scores?|cram\w*|learn\w*|read\w*|remember\w*|in my head|finals|exams?)\b/,
  // Putting a task off, not a start time ("exams start in 5 weeks"), a deadline, or working too hard.
  'two-minute-start':
    /\b(?:(?:can'?t|cannot|couldn'?t|haven'?t|not|never|didn'?t|don'?t) (?:even |yet |get )?(?:start\w*|begin\w*|got started|get started|open(?:ed)? (?:it|the|my))|(?:where|how) to (?:start|begin)|get(?:ting)? started|start on (?:it|the|my)|put(?:ting)? (?:it |this |them |the \w+ )?off|keep putting|procrastinat\w*|avoid(?:ing|ed)? (?:it|the|my|opening|looking|starting|writing|doing)|zero words|blank (?:page|screen|document)|can'?t get going|star(?:e|ing) at (?:the|my|a) (?:screen|page|list|laptop|document|pile|spreadsheet)|unopened|in a drawer|(?:zero|no) words|words? (?:written|done)|(?:only|just) \d+ ?(?:%|percent|words) (?:written|done)|\d+ words (?:still )?(?:to write|to go|left)|(?:i'?ve|i have) (?:only )?written \d+|(?:still|yet) to (?:write|do|start))\b/,
  // An evidence log answers a doubt about their own ability or readiness, not burnout or being unseen.
  'mastery-log':
    /\b(?:doubt\w*|not (?:\w+ )?(?:good|ready|smart|clever|strong|fit|experienced|cut out) enough|not ready|fraud|imposter|impostor|belong|confidence|confident|can'?t do (?:it|this)|cut out for|(?:useless|rubbish|bad|crap|terrible|hopeless|awful|no good) at|earned|deserve\w*|got lucky|fluke|good at (?:this|it|my job)|failure|comeback|coming back|back from|return\w*|rusty|lost my nerve|nerve|out of my depth|(?:can|could) i (?:still|really|actually))\b/,
  // Words for giving feedback, not for taking it ("how do you take feedback without it feeling personal").
  'feedback-sbi':
    /\b(?:(?<!\b(?:take|taking|took|got|get|getting|received|receive|had|my|the) )feedback(?! (?:on my|about my|from (?:my|the|a|an|our)|was that))|(?<!\bi )keeps? (?:coming|missing|interrupting|turning|being)|behaviou?r|attitude|raise (?:it|this|an issue)|bring (?:it|this) up|promotion|(?:my|our|a) (?:report|team member|trainee|junior|intern|staff))\b/,
  // An ask or a stand to make with someone, not someone else's advice reported ("mum says just relax").
  'dear-man-script': new RegExp(
    String.raw`\b(?:ask(?:ing|ed)? (?:for|him|her|them|my|if|whether)|request\w*|negotiat\w*|pay rise|raise\b(?! (?:my|the) (?:game|bar))|(?:boss|manager|landlord|partner|husband|wife|roommates?|flatmates?|housemates?|neighbou?r|colleague|coworker|in-?laws?|parents?|mum|mom|dad|coach|teammates?|friends?|teacher)\b(?! (?:just |always |only )?(?:keeps? )?(?:says?|said|saying|wants|tells|told|telling))(?=.{0,60}\b(?:never|always|won'?t|doesn'?t|refuses?|keeps?|expects?|ignores?|borrow\w*|leaves?|blames?|criticis\w*|on my back|undermin\w*|interrupt\w*|talks? over|dismiss\w*|messy|mess|tidy|chores?|rent|money|owes?|late|cancel\w*|takes?|took|credit|present\w*|as (?:hers|his|theirs)|comments? on|reorganis\w*|asked (?:\w+ )?(?:nicely|politely|twice)|blanks?|stole|steal\w*|rude|disrespect\w*)\b)|clash\w*|argu\w*|(?:at|on) war|bicker\w*|f[ae]ll(?:ing)? out|(?<!\b(?:first|next|last|my|pro|title|amateur|full-rules|big) )fight(?:s|ing)?|tell (?:him|her|them) (?:that|no|i)|stand up (?:to|for)|speak up|push back|boundar\w*|keeps? (?:borrowing|taking|interrupting|cancelling|asking)|(?:husband|wife|partner|boyfriend|girlfriend) ${SAID_OF_ME})\b`,
  ),
  // Sleep rules and a shuffle to fall asleep are for their own nights, not a child's bedtime or a pet put to sleep.
  // "Get up and go to another room" needs a home to do it in: not a tent on the moor or a bunk on a boat.
  'stimulus-control-sleep': OWN_NIGHTS_IN_BED,
  'cognitive-shuffle': OWN_NIGHTS_IN_BED,
  // Small goals step by step are for a comeback or a result to work towards, not a sting or a goodbye.
  'process-goals':
    /\b(?:come ?back|coming back|back from|back to|return\w*|first (?:\w+ )?back|injur\w*|surgery|rehab\w*|time off|rebuild\w*|step by step|result\w*|scores?|target|goals?|pb|times?|rank\w*|grades?|marks?|outcome|win\w*|los[et]\w*|selection|qualif\w*|trials?|plateau\w*|improv\w*|progress\w*|form|slump|season|training|practice|practis\w*|race|match|game|exam|test|mock|bench\w*|dropped|selected|starting (?:line-?up|xi|five|team)|short|quota|sales|numbers|month end)\b/,
  // Telling someone is for a weight carried alone, not a question of what to do on Saturday.
  'ask-for-help':
    /\b(?:(?:nobody|no one|anyone) (?:knows?|to talk to|to tell)|(?:haven'?t|not|never) told|secret|hid(?:e|ing)|keep(?:ing)? it (?:to myself|quiet|in)|on my own|by myself|alone|(?:ask(?:ing)?|need|get) (?:for )?(?:some )?help|support|burden|ashamed|embarrass\w*|too proud|carry(?:ing)?|pretend\w*|(?:who|where) do(?:es)? (?:\w+ )?(?:talk to|go)|talk to (?:someone|anyone|somebody)|struggling|can'?t cope|not coping|drowning|carer|caring for|look(?:ing)? after (?:my|him|her|them)|(?:doesn'?t|does not) (?:always )?(?:know|recogni[sz]e) (?:who i am|me)|(?:ms|dementia|alzheimer\w*|parkinson\w*|cancer|stroke|chemo)\b|can barely|i do (?:everything|it all|all of it))\b/,
  // Writing it out is for something that stays with them, not a small slip tonight or a sum to work out.
  'expressive-writing':
    /\b(?:can'?t stop (?:thinking|replaying|crying|seeing)|(?:keep|keeps|kept) (?:thinking|replaying|going over|seeing|hearing|coming back)|replay\w*|still (?:thinking|upset|hurts?|shaking|angry|going over|carrying|haunted|in my head)|(?:days|weeks|months|years) (?:later|after|on|since|ago)|since (?:it happened|then|that (?:day|night))|haunt\w*|stuck in my head|won'?t (?:leave|go away)|ruminat\w*|grief|griev\w*|died|death|trauma\w*|nightmares?|flashbacks?|heavy|weighing on me|carry(?:ing)? it)\b/,
  // Leaving work behind is for work that follows them home, not a break in a shift with hours to go.
  'shutdown-ritual':
    /\b(?:home|after work|switch(?:ing)? off|evenings?|at night|bedtime|in bed|lie awake|lying awake|(?:can'?t|cannot|couldn'?t) sleep|weekends?|days? off|end of (?:the |my )?(?:day|shift|week)|drive home|way home|still (?:at work|working) in my head|take (?:it|work|them) home|unfinished)\b/,
  // A small action for a low mood, not for nerves or a choke.
  'behavioural-activation':
    /\b(?:low|flat|down|unmotivated|no (?:energy|motivation)|can'?t be bothered|empty|numb|meh|lethargic|sluggish|depress\w*|bored|motivation|stuck in bed|pointless|nothing (?:helps|matters|to do)|sit (?:at home|around)|withdrawn|stopped (?:going|doing|seeing))\b/,
  // Values are for a choice or a direction, not for feelings after a hard day.
  'values-check':
    /\b(?:decid\w*|decision|choice|choos\w*|should i|whether|options?|values?|matters? to me|what i (?:really )?want|meaning|purpose|direction|career|quit\w*|priorit\w*|thinking (?:about|of) (?:going|quitting|leaving|moving|changing|starting|applying)|going back to|(?:has|have) an opinion)\b/,
  // Someone who was there with them: a crew, a shift, a team, colleagues.
  'peer-debrief':
    /\b(?:shift|call|calls|crew|colleague\w*|co-?workers?|team\w*|patient|ward|unit|station|incident|on duty|ambulance|paramedic|police|nurse|doctor|medic|squad|lads|girls|coach|mates?|partner|club|service|kitchen|brigade|chef|restaurant|shop|store|office|clinic|school|staff)\b/,
  // Slow breathing for minutes is for a body still wound up, not for a thought that will not let go.
  'resonance-breathing': new RegExp(
    `${AROUSED.source}|\\b(?:tense|tension|wound up|angry|anger|furious|fuming|stress\\w*|on edge|keyed up|restless|calm down|relax\\w*|breath\\w*)\\b`,
  ),
  // A task sort for a long list, not for nerves, a fear or a choice.
  'eisenhower-timebox': LOAD,
  'one-minute-triage': LOAD,
  // A stopping rule for work that never feels finished, not for a crisis or a live moment.
  'good-enough-criteria':
    /\b(?:perfect\w*|good enough|redo\w*|re-?do\w*|rewrit\w*|re-?writ\w*|polish\w*|tweak\w*|(?:re-?)?edit(?:s|ing|ed)?|again and again|never (?:finish\w*|done|send|post|good)|draft\w*|last (?:10|ten) (?:percent|%)|record\w*|re-?record\w*)\b/,
  // Feeling cut off, not a move or a choice.
  'micro-reach-out':
    /\b(?:alone|lonely|loneliness|isolat\w*|no (?:one|friends)|nobody|left out|miss (?:my|them|home|people)|homesick|disconnected|new (?:city|town|school|job)|friends?|(?:don'?t|didn'?t|never) (?:see|talk to|know|speak to) (?:anyone|anybody)|on my own|by myself|moved)\b/,
  // Heat to let drop before acting, not tears or nerves.
  'cool-down-pause':
    // Shouting and snapping count when it is theirs: "the player was shouting at me" shook them, it did not anger them.
    /\b(?:angry|anger|furious|mad|rage|raging|pissed|livid|fuming|seething|(?<=\b(?:i|i'?ve|i'?m|we|we'?ve|me|myself|not to|want to|going to|about to|nearly|almost|then|and) (?:\w+ )?)(?:snap\w*|yell\w*|shout\w*|scream\w*)|(?<!\b(?:first|next|last|my|pro|title|amateur|full-rules|big|cage|boxing) )fight|fought|argu\w*|heated|lose it|blow up|irritat\w*|frustrat\w*|retaliat\w*|sent off|red card\w*|sin bin\w*|temper|s[ae]w red|see red|wound up)\b/,
  // Steps back towards a fear need something avoided; a review needs an attempt gone wrong; a child's feelings, a child.
  'fear-ladder': FEAR_AVOIDED,
  'after-action-review': ATTEMPT_WENT_BADLY,
  'emotion-coaching': CHILD_BIG_FEELING,
  // A practised move that goes wrong when they watch themselves: a move, and it going stiff or wrong.
  'external-focus':
    /^(?=[\s\S]*\b(?:stiff\w*|tight\w*|tens(?:e|es|ed|ing|ion)|cramp\w*|shak\w*|wobbl\w*|crack\w*|chok\w*|over-?think\w*|clumsy|rigid|robotic|mechanical|freez\w*|froze|snatch\w*|rush\w*|jelly|wooden|yips|twitch\w*|jerk\w*|falls? apart|goes? wrong|miss\w*|drop\w*|fluff\w*|mess\w* (?:it )?up|lose (?:my|the) (?:touch|rhythm|timing|swing|feel)|thinking about (?:it|my|the)|foul\w*|icy|numb|can'?t feel (?:the|my)|belong to someone else|(?:are not|aren'?t|is not|isn'?t|not) mine|slow|keeps? (?:looking|dropping|leaning|pulling|gripping|lifting))\b)[\s\S]*\b(?:swing|shot|stroke|throw\w*|serve|lift\w*|move|moves|movement|technique|form|kick\w*|jump\w*|run\w*|balance|beam|vault|pass\w*|catch\w*|tackle\w*|sing\w*|notes?|passage|fingers|bow|hands?|wrist|arm|legs?|footwork|dive|climb\w*|top out|ski\w*|ride|riding|pitch\w*|bat\w*|ball|lineout|set|sets|routine|play\w*)\b/,
};
