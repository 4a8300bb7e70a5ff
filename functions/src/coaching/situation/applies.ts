import type { Timing } from '../themes.ts';
import { CHOICE_SAID, sleepsAwayFromBed } from './concern.ts';
import { namesOwnFeeling } from './feeling.ts';
import { deathMetAtWork, FUNERAL_AS_WORK, griefAroundThem, MACHINE_DIED, PASSED_LATELY } from './loss.ts';
import { CHILD_BIG_FEELING } from './practice-words.ts';
import { SLUMP } from './setback-families.ts';
import { SAID_OF_ME, saysOwnSharpness } from './sharp-moment.ts';

/**
 * Facts about the situation that decide whether a skill can apply at all, whatever its words are
 * close to: who is in it (the writer, or someone they support), whether a mistake happened and
 * whether there is still play left, whether there is a request to refuse, and whether the trouble
 * is a thought that keeps coming back, a memory of the senses, a fear of what is ahead, a body
 * that is wound up, or anger at someone. Read from their words, lower-cased.
 */
export interface SituationFacts {
  ownMistake: boolean;
  moreToPlay: boolean;
  request: boolean;
  supportsOther: boolean;
  ownStrain: boolean;
  othersAtOdds: boolean;
  rumination: boolean;
  intrusion: boolean;
  /** A harsh or stuck thought of their own: "I'm useless", "I keep telling myself", "round and round". */
  harshThought: boolean;
  /**
   * Their child is in it but the child's feelings are not the trouble: an adult around the child ("my
   * son's coach screams"), a child asleep (night terrors) or a grown-up close to them in tears.
   */
  notChildsFeelings: boolean;
  /** The son or daughter in it is grown: married, a parent themselves, just given birth. */
  grownChild: boolean;
  /** Sharp words came at them, and they say nothing sharp of their own: "my husband said in front of his dad that I…". */
  onReceivingEnd: boolean;
  /** The one they "parent" is a pet ("my 2-year-old labradoodle failed daycare"), with no child in it. */
  petNotChild: boolean;
  woundUp: boolean;
  angerAtSomeone: boolean;
  comeback: boolean;
  badResult: boolean;
  pacingProblem: boolean;
  planToTest: boolean;
  tired: boolean;
  /** The body lets them down in the moment itself: shaking, a voice or throat that goes, rushing. */
  bodyInTheMoment: boolean;
  /** "My mind goes white/blank" when it counts. */
  mindBlanks: boolean;
  /** "I'm actually really hurt", "it stings": a hurt, not a thing blown out of proportion. */
  hurt: boolean;
  /** One moment they fear going wrong: a blank, a question they cannot answer, a freeze. */
  fearedMoment: boolean;
  /** Nerves for someone else's moment: a parent more nervous than the child at the gala. */
  nervousForOther: boolean;
  /** A medical or dental procedure ahead that they fear: the needle, the scanner, the chair. */
  procedureFear: boolean;
  /** Others' eyes change how they perform: being compared, a mentor watching, an examiner writing. */
  eyesOnThem: boolean;
  /** They need the words for a group or a person: "I have to say something to the group". */
  wordsToSay: boolean;
  /** They need an answer ready: "how do I answer without sounding bitter". */
  answerToGive: boolean;
  /** Reading, playing or speaking at a funeral: steadiness for the moment, not grief work. */
  performingAtFuneral: boolean;
  /** Someone (or an animal) they loved has died: grief work can apply. */
  loss: boolean;
  /** The death came to them through their work (a patient, a night sit): still a death, not a photo and a letter. */
  deathAtWork: boolean;
  /**
   * The death told is not the trouble they bring: someone else's mother ("his mum passed in the
   * spring"), or the reason they became the carer ("since my aunt died I'm the one looking after").
   */
  deathInBackground: boolean;
  /** A mind that runs through it at night: "running through worst cases", "rehearsing disasters". */
  worryLoop: boolean;
  /** A coach, skip or director keeps naming one fault: "coach says I'm running through". */
  correctionGiven: boolean;
  /** A slip of their own that is done and public: a typo in print, an error found. */
  mistakeDone: boolean;
  /** The same miss at their own skill, again and again: the draws, the veins, the catches. */
  slump: boolean;
  /** A shot, kick, throw or serve is what they do: the kind of event a pre-shot routine presumes. */
  repeatedShot: boolean;
  /** A hard event in work with others who were there: the kind a peer check-in presumes. */
  workIncident: boolean;
  /** Material to learn or keep in memory: revising, notes, vocab, formulas, what they forget. */
  learningMaterial: boolean;
  /** The trouble is time inside the test itself (running out, not finishing), not the material. */
  timeInTest: boolean;
  /** They ask how to help, support or talk to someone else. */
  helpAsked: boolean;
  /** Their own tears, sadness or temper is the trouble: "it's me", "I shouted", "I cried". */
  ownUpset: boolean;
  /** Something of theirs is already done and cannot be replayed: a broken piece, money lost, a call given. */
  alreadyDone: boolean;
  /** They named what they feel ("furious", "homesick", "I feel awful"): it needs no naming for them. */
  feelingNamed: boolean;
  /** A choice in their words: "decide", "whether", "should I", "renegotiate, walk away, or…". */
  choiceSaid: boolean;
  /** Their nights are spent away from their own bed: deployed, on standby, on the ward, by a monitor. */
  awayFromBed: boolean;
  /** Fainting is in their story, or blood is taken or a jab given: where tensing against a faint is the tool. */
  faintRisk: boolean;
}

/**
 * Some skills presume a kind of event in their own lines ("before every shot", "after something
 * hard at work", "a call, a shift or a case"): stated only where their words carry that kind.
 */
const SHOT_WORDS =
  /\b(?:shots?|shoot\w*|serv(?:e|es|ing)|kick\w*|putt(?:ing(?! (?:the|a|an|my|me|it|this|that|things|them|off|up|down|out|on|in|together|away|aside|forward|back|pressure|everything|stuff|so)\b)|s|er|ers|ed)?\b|throw\w*|threw|free throws?|penalt\w*|pens?|bowl\w*|pitch(?:es|ing)?|tee|swing\w*|darts?|arrows?|archery|golf|tennis|basketball|netball|snooker|pool|conversions?|jump\w*|vault\w*|lifts?|attempts?|dives?|diving|trap|skeet|rifle|pistol|faults?|aces?|sitters?|catch\w*|routine|takeoff|drag flick|flick|strokes?|goal\w*|free kicks?|shot clock|breaks?|pot\w*|draw shot|draws|stone|end|release|bat\w*|wicket|innings|hit\w*|spike\w*|block\w*|dig\w*|rolls?|fielding|drop(?:ped)? (?:the )?(?:ball|catch))\b/;
const WORK_WORDS =
  /\b(?:work\w*|shift|job|calls?|patients?|colleagues?|boss|clients?|office|ward|crew|station|case|customers?|staff|manager|nurs\w*|paramedic|police|officer|firefight\w*|fire|dispatch\w*|medic\w*|doctor|surgeon|clinic|hospital|icu|a&e|er\b|resus|theatre|school|pupils?|class|students?|site|incident|accident|rescue|deploy\w*|tour|unit|team i lead|my team|on call|ambulance|vet\w*|farm\w*|calving|lifeguard|pool|helpline|prison|court|probie|structure fire|casualt\w*|assessment|interview\w*)\b/;

/** The mistake was someone else's: "my doubles partner double-faulted". */
const THEIR_MISTAKE =
  /\bmy (?:\w+ ){0,2}(?:partner|teammate|colleague|coworker|keeper|goalie|mate|report|student|player)s? (?:\w+ )?(?:double[- ]?fault\w*|missed|dropped|fumbled|blew|messed up)/;
const OWN_MISTAKE =
  /\b(?:just (?:fluffed|botched|fumbled|blanked on|dropped|missed)|i (?:just )?(?:lost the (?:ball|puck|point|thread|place)|fluffed|stumbled on|was late on|left (?:a|the|one) (?:whole )?question|(?:handed|gave|read|grabbed|played|sang|hit) the wrong|missed|dropped|fumbled|froze|choked|blanked|botched|burn(?:ed|t)|messed up|screwed up|blew (?:it|the \w+)|went up on|let in|put (?:it|the \w+) in the net|lost my \w+|false[- ]?start\w*|fell)|missed (?:all|both|two|three|the|my|a) |double[- ]?fault\w*|let in a|went up on my|(?:my|the) \w+ is spraying|spraying|shot (?:a|two|three|2|3) \d+s?\b|last (?:serve|shot|kick|throw|pass) (?:i|went)|i made (?:a|an|the) (?:mistake|error)|my (?:mistake|error)|burned a|blank(?:ed)? (?:for|on)|froze (?:every|on|when)|lost (?:my first|the first|first) \w+|in the net|fell off|whiff\w*|got a penalty|(?:been|was) over early|gave (?:a|away a) (?:pen|penalty|foul|free kick)|(?:made|gave) (?:a )?bad call|not straight|been out (?:first|for))/;
/** There is still play now or within minutes: the next point, end, bout, half or rush. */
const MORE_TO_PLAY =
  /\b(?:next (?:bout|point|end|set|game|hole|round|half|period|inning|innings|map|race|heat|rush|serve|shot|arrow|run|jump)(?! (?:is |on )?(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|week|month|season|year)| is (?:a|an|the|in|at|on|next))|\d+ (?:more )?(?:ends?|holes?|sets?|rounds?|games?|maps?|laps?|innings|overs|songs?) (?:to go|left)|more to go|(?:second|2nd|third|3rd|next|back) (?:half|period|act) (?:starts|in)|intermission|half-?time|changeover|time-?out|tech pause|(?:serving|batting|up|on) next|i'?m next|go back (?:out|in)|back out for|between (?:ends|sets|rounds|games|maps|heats|points|songs))\b/;
/** What study works on: material to learn and recall, not a skill shown on the day. */
const LEARNING_MATERIAL =
  /\b(?:revis(?:e|es|ed|ing|ion)|stud(?:y|ies|ying|ied)|learn(?:ing|t|ed)?|memori[sz]\w*|remember\w*|recall\w*|forget\w*|forgot\w*|notes|flashcards?|syllabus|material|vocab\w*|formula\w*|equations?|chapters?|lectures?|textbook|past papers?|dates|definitions?|kanji|grammar|anatomy|pharmacology|case law)\b/;
/** A written exam or paper ahead is material to learn; a practical, a tasting or an audition is a skill shown. */
const WRITTEN_EXAM =
  /\b(?:exams?|papers? (?:\d|one|two|three)|finals|mocks?|a[- ]?levels?|gcses?|sats|midterms?|quiz\w*|(?:maths?|chemistry|physics|biology|history|law|english|french|spanish|german|economics|calc\w*|stats?) (?:exam|paper|test))\b/;
const PRACTICAL =
  /\b(?:practical|tasting|driving|audition|viva|oral|osce|skills test|road test|assessment|checkride|recital|grade \d)\b/;
const TIME_IN_TEST =
  /\b(?:manag\w* (?:the |my )?time|time management|run(?:ning)? out of time|ran out of time|(?:did ?n[o']?t|not|never|couldn'?t) finish\w*|finish\w* with (?:0|no|zero) (?:minutes|time)|not enough time (?:in|for) the)\b/;
/** The writer asks how to help someone else. */
const HELP_ASKED =
  /\b(?:how (?:do|can|should) i (?:help|support|comfort|talk to|reassure|be there for)|what (?:do|should|can) i (?:say|do) (?:to|for) (?:him|her|them|my)|(?:help|support|comfort) (?:him|her|them|my \w+) (?:through|with|cope)|be there for (?:him|her|them)|(?:know|knows) what to say to (?:him|her|them))\b/;
/** Their own feeling is the trouble, not another person's struggle. */
const OWN_UPSET =
  /\b(?:(?:it'?s|its) me\b|i (?:just |even )?(?:cried|cry|sobbed|shouted|yelled|screamed|snapped|lost my temper|broke down)|can'?t stop crying|how (?:do|can) i not (?:cry|shout|lose it|get upset)|i (?:feel|felt) (?:so )?(?:stupid|like (?:the )?worst|like a (?:terrible|bad|rubbish))|(?:i'?m|i am) (?:so |really )?(?:sad|upset|gutted|heartbroken|devastated))/;
/** It is already done: a piece broken, money lost, a decision given, one wrong move made. */
const ALREADY_DONE =
  /\b(?:(?:cracked|broke|smashed|ruined|wrecked|chipped|snapped) (?:the|my|a|an|our) |one wrong \w+|lost (?:£|\$|€)\d[\d,.]*k?|lost \d[\d,.]*(?:k|k? ?(?:quid|pounds|dollars|euros|grand))\b|lost (?:all|half|most) (?:of )?(?:my|the|our)|(?:gave|given) (?:a |an )?(?:lbw|offside|penalty|pen|foul|wide|no-?ball|red card|yellow card|try|goal)\b|by a mile)/;
/** Someone asks something of them that they could turn down. */
const REQUEST =
  /\b(?:asked me|asks me|asking me|has asked|have asked|wants? me to|keeps? asking|expects? me to|volunteered me|always say yes|say(?:ing)? no|said yes|to borrow|boundar\w*|favou?r\w*|keeps? \w+ing me|refus\w*|piling|(?:extra|more) (?:work|projects|shifts|tasks)|(?:asked|wants) (?:me )?to (?:work|cover|do|take|run|host|lead|help|lend))\b/;
/** They ask how to help someone else who is struggling. */
const SUPPORTS_OTHER =
  /\b(?:how (?:do|can|should) i (?:help|support|comfort|be there for)|how (?:do|can|should) i talk to (?:my|our) (?:\d+ ?yo|son|daughter|kid|child|teen\w*|boy|girl|friend|sister|brother)\b|(?:help|support|comfort) (?:him|her|them) (?:through|with)|be there for (?:him|her|them)|(?:my|our) (?:\d+ ?yo|\d+[- ]year[- ]old|wife|husband|partner|son|daughter|kid|child|mum|mom|dad|mother|father|friend|sister|brother)(?:'s)?\b(?:(?!\bi(?:'m| am)\b).){0,80}(?<!\b(?:me|i|myself) )\b(?:flared?|diagnos\w*|ill|sick|cancer|struggling|depressed|anxious|crying|in tears|upset|scared|bullied|(?:not|wasn'?t) invited|left out|grieving|going through|(?:hard|rough|tough) time|heartbroken|devastated|rejected|got a no|in (?:her|his|their) room)|(?:know|knows) what to say to (?:him|her|them))\b/;
/** Someone in tears and the question of what to say to them: "she's upstairs crying … what do I say when she comes down?" */
const SOMEONE_IN_TEARS =
  /\b(?:she|he|they)(?:'s| is| are|'re)? (?:[\w,]+ ){0,8}?(?:crying|sobbing|in tears|devastated|heartbroken)\b/;
const WHAT_TO_SAY_TO_THEM =
  /\bwhat (?:do|should|can) i (?:say|tell) (?:to (?:her|him|them)|when (?:she|he|they) (?:comes?|gets?|wakes?|calls?))\b/;
const WORRY_LOOP = /\b(?:running through|worst cases?|rehears\w+ (?:disasters|it|everything)|going over and over)\b/;
const KIN =
  '(?:mum|mom|dad|mother|father|wife|husband|partner|son|daughter|brother|sister|gran|grandma|grandad|nan|aunt|uncle)';
const OTHERS_DEATH = new RegExp(String.raw`\b(?:his|her|their) ${KIN} (?:just |suddenly |recently )?(?:died|passed)`);
const OWN_DEATH = new RegExp(
  String.raw`\b(?:my|our) ${KIN} (?:just |suddenly |recently )?(?:died|passed)|\bi lost (?:my|our)\b`,
);
const CARER_SINCE_DEATH =
  /\bsince (?:my |our )?\w+ (?:died|passed)\b[^.!?]{0,80}\b(?:i'?m the one|looking after|i look after|i do (?:his|her|their)|carer|caring for|(?:it'?s|it has) (?:been )?just (?:me|us))\b|\b(?:live|living|lived|moved in) with (?:him|her|them|my \w+) since (?:my |our )?\w+ (?:died|passed)\b/;

/** Their own strain is the trouble, even when they care for someone. */
const OWN_STRAIN =
  /\b(?:running on empty|feel nothing|just numb|so numb|i(?:'m| am| feel) (?:\w+ )?numb|i snap\w*|i (?:end up|keep) (?:shouting|snapping|yelling)|burn(?:ed|t) out|exhausted|can'?t cope|at the end of my (?:rope|tether)|feel awful|resent\w*|no time for me|held it together[^.!?]{0,40}\b(?:cried|broke down|fell apart|lost it)|(?:i'?ll|i will|i might|i'?m going to) fall apart)\b/;
const OTHERS_AT_ODDS =
  /\b(?:(?:at|with) each other|aren'?t speaking|not speaking to each other|(?:won'?t|don'?t) (?:speak|talk) to each other|between (?:the two of them|them)|both (?:of them|sides)|caught in the middle)\b/;
/** A thought that keeps coming back: over and over, the same worry, at 3am. */
const RUMINATION =
  /\b(?:worr\w*|what if|keep (?:thinking|going over|rehearsing|replaying|doing|reading|checking|picturing)|kept (?:thinking|going over)|can'?t stop (?:thinking|replaying|going over)|overthink\w*|ruminat\w*|stewing|spiral\w*|doing (?:sums|the maths?)|on my mind|racing thoughts|(?:mind|brain|head) (?:is )?(?:racing|doing)|(?:read|reread|re-read) it (?:about |like )?\d+ times|round and round|over and over)\b/;
/** A thought to unhook from: said of themselves, or one that will not let go. */
const CHILDS_ADULT =
  /\b(?:my|our) (?:son|daughter|kids?|child|children|boy|girl|little one)'?s (?:coach|teacher|tutor|school|head ?teacher|nursery|manager|coaches|teachers|instructor)\b/;
/** A grown-up close to them in tears or pain ("my wife … she's crying" at a child's party): an adult's feeling. */
const ADULT_IN_TEARS =
  /\bmy (?:wife|husband|partner|girlfriend|boyfriend|mum|mom|mother|dad|father)\b[\s\S]{0,160}?\b(?:she|he)(?:'s| is)? (?:\w+ ){0,6}?(?:crying|sobbing|in tears|in pain|panicking)\b/;
const PET =
  /\b(?:my|our) (?:\S+ )?(?:dog|dogs|puppy|pup|cat|kitten|horse|pony|labradoodle|cockapoo|spaniel|collie|terrier|retriever|labrador|rescue)\b/;
const HUMAN_CHILD =
  /\b(?:son|sons|daughter|daughters|kids?|child|children|toddler|stepson|stepdaughter|boy|girl|teen\w*|baby(?! gate))\b/;
const AT_THEM = new RegExp(
  String.raw`\b(?:${SAID_OF_ME}|called me\b|(?:snapped|shouted|yelled|swore|had a go) at me\b|belittl\w* me\b|told me (?:off|i (?:make|was|am|always|never)))`,
);
const CHILD_ASLEEP = /\b(?:night terrors?|sleep-?walk\w*|in (?:his|her|their) sleep)\b/;
/**
 * A grown son or daughter ("my daughter after her caesarean… her husband sleeping"): a meltdown
 * script is not for them (a set 47 judge: "toddler emotion coaching for an adult daughter").
 */
const GROWN_CHILD =
  /\b(?:my|our) (?:son|daughter)(?:'s| and (?:his|her)) (?:husband|wife|partner|boyfriend|girlfriend|fianc\w*|baby|kids|children|job|flat|house|wedding|mortgage)\b|\b(?:my|our) (?:son|daughter)\b[^.!?]{0,80}\b(?:her husband|his wife|caesarean|c-section|gave birth|new baby|grandchild|grandson|granddaughter)\b|\b(?:baby|grandchild|grandson|granddaughter) is \d+ (?:days?|weeks?|months?)\b/;
const HARSH_THOUGHT =
  /\b(?:tell(?:ing)? myself|voice in my head|(?:i'?m|i am|i was|i look(?:ed)?|(?:i )?(?:still |just )?feel(?:ing)?(?: like)?) (?:so |such an? |a |an |the |completely |totally |just |really |a bit )*(?:stupid|useless|pathetic|idiot|failure|fraud|imposter|impostor|loser|joke|rubbish|hopeless|worthless|thick|incompetent|embarrassment|disgrace|terrible|awful|villain|kid pretending|child|bad (?:mum|mom|dad|parent|mother|father|friend|person|\w+))|not (?:\w+ )?(?:good|smart|clever|strong) enough|not cut out|found out|pretending|hate myself|beat(?:ing)? myself up|harsh on myself|what'?s wrong with me|why am i (?:like this|so)|why do i keep|can'?t stop thinking|keep (?:thinking|telling myself|going over|replaying|imagining|picturing|waiting for (?:someone|somebody|them|the day))|kept thinking|convinced (?:i'?ll|i will|someone|they|everyone)|what if i(?:'ve| have)? (?:missed|got|get|mess|made|make|miss|forget|blank)|round and round|over and over|my own worst|overthink\w*|spiral\w*)\b/;
/** A memory of the senses that comes back after something bad: a smell, a sound, an image. */
const INTRUSION =
  /\b(?:i keep (?:smelling|hearing)|i (?:can )?still (?:smell|hear)|flashbacks?|(?:the|that) smell (?:of|won'?t|keeps?))\b/;
/** A body wound up over time: tense, tight, knotted, unable to relax. */
const WOUND_UP =
  /\b(?:tense|tension|tight (?:shoulders|jaw|neck|chest|muscles)|wound up|knots?|knotted|can'?t (?:relax|unwind|switch off)|clench\w*|stiff|on edge|restless|keyed up|buzzing)\b/;
const ANGER_AT_SOMEONE = /\b(?:furious|fuming|livid|seething|so angry|really angry|pissed off|raging|so mad)\b/;
/** "The son got really angry": someone else's anger, not theirs. */
const OTHERS_ANGER =
  /\b(?:he|she|they|someone|somebody|people|customers|callers|clients|patients|parents|(?:the|a|an|one|my|our|his|her|their) (?:\w+ )?\w+) (?:got|gets|was|is|were|are|went|became|just got|has been) (?:polite but )?(?:so |really |very |absolutely |a bit |quite |clearly |visibly |obviously |properly )?(?:angry|furious|fuming|livid|mad|raging|seething)\b|\b(?:angry|furious|fuming|livid|mad|raging|seething) (?:at|with) (?:me|us)\b/g;
/** "Staff keep asking me 'is it today?'": a question put to them, not a request they could turn down. */
export const QUESTION_PUT =
  /\b(?:keeps? |kept |are |is )?(?:asking|asked|asks|ask) (?:me|us) (?:['"‘“]|if\b|whether\b|what\b|when\b|why\b|how\b|where\b|who\b|is it\b|are you\b)[^.!?]*[?'"’”]?/g;
/** Coming back after an injury, a fall or time away. */
const COMEBACK =
  /\b(?:injur\w*|acl\b|reconstruction|rebuild|rehab\w*|physio\w*|off (?:for )?(?:\w+ )?(?:months?|weeks?)|first (?:\w+ ){0,2}back|coming back|back from|return(?:ing)? (?:to|from)|(?:i )?fell (?:at|off|on|in)|since (?:the|my) (?:fall|crash|injury|accident)|(?:physically )?cleared)\b/;
/** A result that has already gone against them. */
const BAD_RESULT =
  /\b(?:we lost\b|lost on (?:a )?(?:split |points |unanimous |majority )?(?:decision|points|countback)|missed (?:my|the) (?:\w+ )?(?:qualifier|qualifying time|cut)|decision went unfairly against me|performed badly|(?:just )?lost (?:the|our|my) (?:\w+ )?(?:final|match|game|race|bout|derby|semi)|results? (?:came )?back|got (?:a|my) (?:c|d|e|f|fail|bad|low)\b|failed (?:my|the)|out for a duck|low scores?|(?<!\b(?:he|she|they|it) )didn'?t (?:get|make|pass)|rejected|not (?:doctoral|good enough)|meets expectations)\b/;
const PACING_PROBLEM =
  /\b(?:(?<!i )pac(?:e|ing)(?! (?:and|around|up and down|the (?:room|floor|hall|stands?)))|splits?(?! decision)|go(?:ing|went)? out (?:way )?too (?:hard|fast)|went out (?:way )?too|blow(?:ing)? up|blew up|fade[ds]?|hit the wall|bonk\w*|died at|run out of (?:gas|steam|energy)|how (?:should|do) i split|charg\w+ (?:up|off)|cooked by|by halfway|hold (?:the |my |a )?pace|went out at|walking by \d+|\/km|too hard|negative split|long (?:run|ride|swim)|last (?:\d+ ?k|mile|lap)s?|zeitnot|time trouble|short of time|(?:ran|run|running) out of time|on the clock)\b/;
const FAINT_RISK =
  /\b(?:faint\w*|pass(?:ed|es)? out|keel\w* over|dizzy|woozy|light-?headed|go(?:es)? pale|went pale|black(?:ed)? out|giv(?:e|ing) blood|blood (?:donation|tests?|draws?)|donat\w* blood|vaccin\w*|jabs?|injections?|cannula)\b/;
/** A plan, a launch or a choice to stress-test: a pre-mortem's material. */
const PLAN_TO_TEST =
  /\b(?:launch\w*|release|go(?:ing)? live|roll ?out|project plan|proposal|strategy|pivot\w*|the plan|our plan|my plan|business plan|decid\w*|(?<!split )decision|option|should i|whether)\b/;

/** Worn out in body, not "tired of being the referee" (fed up). */
const TIRED =
  /\b(?:tired(?! of\b)|exhausted|drowsy|sleepy|fading|knackered|wiped|running on (?:fumes|empty)|no sleep|barely slept)\b/;
const NOT_TIRED = /\bnot (?:\w+ ){0,3}(?:tired|sleepy)\b/;

const BODY_IN_THE_MOMENT =
  /\b(?:panic(?:s|ked)? (?:when|as soon as|every time|whenever)|well(?:ing)? up|tear(?:ing)? up|choke up|get (?:too )?emotional|(?:voice|throat) (?:\w+ )?(?:wobbl\w*|crack\w*|shak\w*|quiver\w*|goes thin)|overgrip\w*|grip (?:\w+ )?(?:too )?tight|death grip|stop breathing|hold(?:ing)? my breath|(?:talk|speak)(?:ing)? (?:\w+ )?fast|my accent goes|go(?:es)? bright red|shak\w*(?! (?:it|this|that|the (?:feeling|thought)|off|thinking|him|her|them)\b)|trembl\w*|tremor|(?:voice|throat) (?:just )?(?:goes|went|closes|shakes|cracks|tightens)|my voice goes|go(?:es)? (?:bright )?red|blush\w*|talk (?:way )?too fast|rush(?:ing)? (?:the )?tempo|dry mouth|mouth goes dry|tense up|arm tense|legs? (?:go|turn)s? (?:to )?jelly|heart (?:pounds|races))\b/;
const MIND_BLANKS =
  /\b(?:mind|head|brain) (?:\w+ )?(?:goes|went|go|gone|turns?|turned) (?:completely |totally |all )?(?:white|blank|empty)|\b(?:go|goes|went) blank\b/;
const HURT =
  /\b(?:(?:really|so|actually|deeply|quite) hurt|i'?m hurt|(?:felt|feel|feeling) hurt|it (?:still )?(?:stings|hurts)|hurts me)\b/;
const FEARED_MOMENT =
  /\b(?:(?:when|until|once) (?:the |my )?(?:examiner|judge|teacher|interviewer|panel|they|he|she) (?:says|asks|interrupts?|calls|stops)|(?:scared|terrified|afraid) of (?:getting|being) \w+|(?:worries|scares|terrifies) me is the moment|the moment (?:when|the|i|she|he|they)|(?:the|that) [\w ]{1,20} (?:terrifies|scares|worries) me|go(?:ing)? blank|blank(?:ing)?|mind goes|freez\w*|forget\w*|lose (?:all )?(?:my )?words|lose my place|(?:the )?q ?& ?a|questions?|choke on|can'?t answer|won'?t land)\b/;
const FOR_SOMEONE_ELSE =
  /\b(?:more nervous than (?:her|him|them|my \w+)|nervous for (?:her|him|them|my \w+)|my (?:\d+ ?yo|son|daughter|kid|child)'?s? (?:first )?(?:\w+ ){0,2}(?:gala|match|game|race|recital|exam|show|gig|concert|play|debut|performance))\b/;
const PROCEDURE =
  /\b(?:mri|ct scan|scan|scanner|extraction|dentist|dental|injection|needles?|blood (?:test|draw)|biopsy|colonoscopy|filling|root canal|smear|jab|vaccine|cannula)\b/;
const FEAR =
  /\b(?:claustrophob\w*|scared|afraid|fear\w*|phobi\w*|terrified|panic\w*|dread\w*|bolt|faint\w*|feel sick)\b/;
const EYES_ON_THEM =
  /\b(?:in front of (?:my |the |all |our )?(?:\w+ )?(?:mates|friends|team|teammates|parents|panel|crowd|class|squad)|(?:being|get|getting) (?:compared|watched|judged|marked|assessed|filmed)|(?:mentor|examiner|assessor|judges?|panel|parents?|mum|mom|dad|scouts?|selectors?|coach|boss|director|everyone|people) (?:is |are )?(?:watching(?! (?:telly|tv|tele|television|a film|films|a movie|movies|netflix|videos|youtube|the (?:game|match|news|football|rugby|telly|tv)))|writing|staring|in the stands?|in the crowd)|(?:with|when|whenever|while) (?:my |the |a )?(?:\w+ ){0,2}(?:is|are) (?:watching|in the stands?|writing)|writing (?:things|stuff|notes) down|an actual person)\b/;
const WORDS_TO_SAY =
  /\b(?:(?:have|need|got) to (?:say something|address|speak to|talk to) (?:to )?(?:the|my|our) (?:group|team|squad|class|staff|players|lads|girls)|say something to (?:the|my|our) (?:group|team|squad|class|staff)|what (?:do|should|can) i say to|what to say to)\b/;
const ANSWER_TO_GIVE =
  /\b(?:how (?:do|should|can) i (?:answer|respond|reply|explain)|what (?:do|should|can) i (?:say|answer) (?:if|when)|without sounding|(?:answer|explain) (?:why|the question))\b/;

const CORRECTION =
  /\b(?:coach|skip|captain|director|md|chef|teacher|conductor|instructor|examiner)(?:es)? (?:just |always )?(?:says?|said|keeps? (?:saying|telling me)|tells me)(?: that)? (?:i'?m|i am|i keep|i'?ve|my|don'?t|you'?re|to)\b/;
const LOSS_WORDS = new RegExp(
  String.raw`\b(?:(?<!\b(?:jokes?|battery|phone|laptop|car|engine|plant|conversation|speech|set|gig|crowd|room|wifi|signal|it|mic|music|mean|literally|totally|completely|absolutely) |\b${MACHINE_DIED} )died|death|(?:is|was|are|were) (?:now )?dead|passed (?:away|on)|${PASSED_LATELY}|funeral(?!s? (?:and|or) weddings?)|grie(?:f|v\w*)|bereave\w*|i(?:'m| am| was)(?: recently)? (?:a )?widow\w*|since (?:i was )?widowed|(?<!\bwar )memorial(?! (?:day|match|game|concert|trophy|cup|ground|park|hall|stadium|race|run|shield))|put (?:to sleep|down)|lost (?:my|our|a) (?:\w+ )?(?:mum|mom|dad|mother|father|wife|husband|partner|son|daughter|baby|brother|sister|friend|grandad|grandpa|grandma|nan|gran|dog|cat|pet|horse|patient)|miss (?:him|her) (?:so|every)|anniversary of)\b`,
);
const OWN_MISTAKE_DONE =
  /\b(?:typo|(?:made|my) (?:an? )?(?:error|mistake|blunder)|went to print|got it wrong|sent (?:it )?to the wrong|wrong (?:figures|numbers|name|dose|file))\b/;
const FUNERAL = /\b(?:funeral|memorial|wake|service for)\b/;
/** What they fear in the delivery itself: the voice going, fluffing it, the feeling breaking through. */
const PERFORMING =
  /\b(?:voice (?:will |might |is going to )?(?:crack|go|break|wobble|shake)|fluff\w*|get (?:too )?emotional|break down|lose it|keep it together|hold it together|well(?:ing)? up)\b/;

/** Named events ahead that the broader performance words miss: an opening night, regionals, an innings. */
export const EVENT_AHEAD =
  /\b(?:opening|premiere|regionals|nationals|tournament|champ\w*|innings|checkride|recert\w*|open water|\d+ ?k\b|marathon|triathlon|as primary)\b/;

export function readFacts(text: string): SituationFacts {
  return {
    ownMistake: OWN_MISTAKE.test(text.replace(THEIR_MISTAKE, '')),
    moreToPlay: MORE_TO_PLAY.test(text),
    request: REQUEST.test(text.replace(QUESTION_PUT, '')),
    supportsOther: SUPPORTS_OTHER.test(text) || (SOMEONE_IN_TEARS.test(text) && WHAT_TO_SAY_TO_THEM.test(text)),
    ownStrain: OWN_STRAIN.test(text),
    othersAtOdds: OTHERS_AT_ODDS.test(text),
    rumination: RUMINATION.test(text),
    intrusion: INTRUSION.test(text),
    harshThought: HARSH_THOUGHT.test(text),
    notChildsFeelings:
      (CHILDS_ADULT.test(text) || CHILD_ASLEEP.test(text) || ADULT_IN_TEARS.test(text)) &&
      !CHILD_BIG_FEELING.test(text),
    grownChild: GROWN_CHILD.test(text),
    petNotChild: PET.test(text) && !HUMAN_CHILD.test(text),
    onReceivingEnd: AT_THEM.test(text) && !saysOwnSharpness(text),
    woundUp: WOUND_UP.test(text),
    angerAtSomeone: ANGER_AT_SOMEONE.test(text.replace(OTHERS_ANGER, '')),
    comeback: COMEBACK.test(text),
    badResult: BAD_RESULT.test(text),
    pacingProblem: PACING_PROBLEM.test(text),
    planToTest: PLAN_TO_TEST.test(text),
    tired: TIRED.test(text) && !NOT_TIRED.test(text),
    bodyInTheMoment: BODY_IN_THE_MOMENT.test(text),
    mindBlanks: MIND_BLANKS.test(text),
    hurt: HURT.test(text),
    fearedMoment: FEARED_MOMENT.test(text),
    eyesOnThem: EYES_ON_THEM.test(text),
    nervousForOther: FOR_SOMEONE_ELSE.test(text),
    procedureFear: PROCEDURE.test(text) && FEAR.test(text),
    wordsToSay: WORDS_TO_SAY.test(text),
    answerToGive: ANSWER_TO_GIVE.test(text),
    performingAtFuneral: FUNERAL.test(text) && (PERFORMING.test(text) || FUNERAL_AS_WORK.test(text)),
    loss: LOSS_WORDS.test(text),
    deathAtWork: deathMetAtWork(text),
    worryLoop: WORRY_LOOP.test(text),
    deathInBackground:
      ((OTHERS_DEATH.test(text) || griefAroundThem(text)) && !OWN_DEATH.test(text)) || CARER_SINCE_DEATH.test(text),
    correctionGiven: CORRECTION.test(text),
    mistakeDone: OWN_MISTAKE_DONE.test(text),
    slump: SLUMP.test(text),
    repeatedShot: SHOT_WORDS.test(text),
    workIncident: WORK_WORDS.test(text),
    learningMaterial: LEARNING_MATERIAL.test(text) || (WRITTEN_EXAM.test(text) && !PRACTICAL.test(text)),
    timeInTest: TIME_IN_TEST.test(text),
    helpAsked: HELP_ASKED.test(text),
    ownUpset: OWN_UPSET.test(text),
    alreadyDone: ALREADY_DONE.test(text),
    feelingNamed: namesOwnFeeling(text),
    choiceSaid: CHOICE_SAID.test(text),
    awayFromBed: sleepsAwayFromBed(text),
    faintRisk: FAINT_RISK.test(text),
  };
}

/** What the selection knows besides the facts: when it is, and what it is about. */
export interface FitContext {
  facts: SituationFacts;
  timing: Timing;
  minutesUntil: number | undefined;
  /** A talk, a test, a match or a show is ahead of them. */
  performanceAhead: boolean;
  /** A concern read from their words names this skill (say no, support someone, mediate…). */
  named: boolean;
}

/**
 * When each skill can apply. A skill whose condition fails loses its place (-10), however close
 * its exemplars sit: a reset "for the next point" needs a mistake and a next point, a no needs
 * a request, "be there without fixing" needs someone else who is struggling.
 */
const APPLIES_WHEN: Readonly<Record<string, (c: FitContext) => boolean>> = {
  'mistake-reset': ({ facts, timing, minutesUntil, named }) =>
    named ||
    facts.slump ||
    (facts.ownMistake && (facts.moreToPlay || timing === 'during' || (minutesUntil ?? 999) <= 30)),
  'saying-no': ({ facts, named }) => named || facts.request,
  // The number and one call are for a bill, a debt or a shortfall they named, not money as scenery.
  'money-first-call': ({ named }) => named,
  // Sleep and study blocks are for a student worn out by long hours, not any lesson to get better at.
  'sleep-protected-revision': ({ named }) => named,
  // Being there is for another person who struggles: not for their own grief, tears, strain or
  // temper unless they ask how to help someone through it ("I'm exhausted too; how do I support her?").
  'support-someone': ({ facts, named }) =>
    (named || facts.supportsOther) &&
    (facts.helpAsked || !(facts.ownStrain || facts.ownUpset || facts.loss || facts.angerAtSomeone)),
  'mediate-conflict': ({ facts, named }) => named || facts.othersAtOdds,
  'worry-postponement': ({ facts, named }) => (named || facts.rumination) && !facts.intrusion,
  'pacing-plan': ({ facts, named }) => named || facts.pacingProblem,
  'pre-mortem': ({ facts }) => facts.planToTest,
  // Rules for the bed are not for a mind running through worst cases at night: that wants the worry
  // parked or the mind given something else ("running through worst cases").
  // "Get up and go to another room" cannot be done on a deployment rest, at a standby post or beside a
  // monitor (judges of sets 46–48 graded it "no" there).
  'stimulus-control-sleep': ({ facts }) => !facts.worryLoop && !facts.awayFromBed,
  'ten-minute-nap': ({ facts }) => facts.tired,
  // Ten minutes of tensing and releasing is for a body wound up, not a fear of one moment ahead.
  'progressive-muscle-relaxation': ({ facts }) => facts.woundUp,
  // Writing it out days later is for what happened, not for the next show or start ahead.
  'expressive-writing': ({ timing, performanceAhead }) => timing !== 'before' && !performanceAhead,
  // Perspective for a thing blown up in the mind, not for a freeze in performance or a real hurt.
  'ten-years-test': ({ timing, performanceAhead, facts }) =>
    timing !== 'before' && !performanceAhead && !facts.mindBlanks && !facts.hurt,
  'peer-debrief': ({ performanceAhead, timing, facts }) =>
    facts.workIncident && !(performanceAhead && timing === 'before'),
  // "Before every shot, kick, serve or throw": a croissant is not a shot.
  'pre-shot-routine': ({ facts }) => facts.repeatedShot,
  // Grief work is for a loss of their own, not for reading or playing steadily at a funeral ahead.
  'grief-oscillation': ({ facts, timing }) =>
    facts.loss && !facts.deathInBackground && !facts.deathAtWork && !(facts.performingAtFuneral && timing !== 'after'),
  // Study technique is for learning the material, not for freezing when someone asks in a live class.
  // Spaced self-testing needs days ahead and material to learn: not an exam tomorrow, a meeting,
  // the next patient in ten minutes, a slip already made, or time running out inside the test.
  'retrieval-practice': ({ facts, timing, minutesUntil }) =>
    (!facts.fearedMoment || timing === 'before') &&
    timing !== 'during' &&
    timing !== 'after' &&
    (minutesUntil ?? 9999) >= 2 * 24 * 60 &&
    facts.learningMaterial &&
    !facts.timeInTest,
  // A cue word for focus that slips is for a performance ahead or going on, not one already over.
  // "During" read from a present-tense line is not enough when the piece is already broken or the call given.
  'cue-words': ({ facts, timing, performanceAhead }) =>
    facts.moreToPlay ||
    (!facts.alreadyDone &&
      (timing === 'during' ||
        timing === 'before' ||
        performanceAhead ||
        !(facts.mistakeDone || (facts.ownMistake && timing === 'after') || facts.badResult))),
  // Seeing the next one done well is for what is ahead or a way back, not for a result just in.
  'imagery-rehearsal': ({ timing, facts }) => timing !== 'after' || facts.comeback || !facts.badResult,
  // Unhooking is from a thought they have: one said of themselves or one that will not let go, not
  // tight hands, phone rules or an office collection (judges called it unfit there on sets 38–40).
  defusion: ({ facts, named }) => named || facts.harshThought,
  // A repair is for their own sharp moment, not for a carer belittled in front of her father-in-law who
  // walked out of the room (set 50 judges: "telling a carer who was undermined to apologise").
  'repair-after-snapping': ({ facts }) => !facts.onReceivingEnd,
  // A child's feelings, not a grown son's or a dog's (a set 50 judge: "a script for a child's meltdowns
  // given to a dog owner").
  'emotion-coaching': ({ facts, named }) =>
    !facts.grownChild && !facts.petNotChild && (named || !facts.notChildsFeelings),
  // Ten minutes of weighing outcomes a year on is for a choice with time to make it, not a lunch
  // break in an exam, a toilet at book club or the middle of a shift.
  // And it needs a choice they say they face: not "options" as an exam topic, not a notice to move out.
  'two-option-decision': ({ timing, minutesUntil, named, facts }) =>
    (named || facts.choiceSaid) && timing !== 'during' && (minutesUntil ?? 9999) >= 60,
  // Naming the feeling is for one that has no name yet, landing in the middle of things: judges of sets
  // 38–48 graded it clear for 1 in 32, the clown doctor between wards whose sting "went straight in";
  // where they had said it ("so angry", "homesick", "tired in my bones") it added nothing, and for a
  // pattern or a choice it answered neither.
  'affect-labelling': ({ facts, timing }) => !facts.feelingNamed && timing === 'during',
  // Tensing against a faint is for someone who faints, or where blood is taken; a tiny needle at a
  // piercer's with no faint in the story got "tell them you tend to feel faint" (both set 49 judges: no).
  'applied-tension': ({ facts }) => facts.faintRisk,
  // A ladder climbed over weeks is not for the foot of the escalator with the children waving at the top.
  'fear-ladder': ({ timing }) => timing !== 'during',
  // Eight minutes lying or sitting with eyes closed is for after, at rest: not mid-task, not just before.
  'body-scan': ({ timing, minutesUntil }) => timing !== 'during' && (minutesUntil ?? 9999) >= 60,
};

const UNMET = -10;

/** What goes wrong in the moment itself is named: a routine, a cue or a breath practised now is for then. */
export function momentNamed(facts: SituationFacts): boolean {
  return facts.bodyInTheMoment || facts.fearedMoment || facts.eyesOnThem;
}

export function applicability(skillId: string, context: FitContext): number {
  const applies = APPLIES_WHEN[skillId];
  if (!applies || applies(context)) return 0;
  // "Someone I love is struggling" read from their own tears or grief was a misread: cancel that concern too.
  // A meltdown script for a grown daughter is as wrong as it gets, however loud the crying in the words.
  const plainlyWrong =
    (context.named && skillId === 'support-someone') || (skillId === 'emotion-coaching' && context.facts.grownChild);
  return plainlyWrong ? 2 * UNMET : UNMET;
}

type Boosts = Readonly<Record<string, number>>;
const SAME_DAY: Boosts = { 'pre-performance-routine': 3, 'imagery-rehearsal': -2 };
const BODY_LETS_THEM_DOWN: Boosts = {
  'physiological-sigh': 4,
  'pre-performance-routine': 3,
  'arousal-reappraisal': 2,
  'imagery-rehearsal': -6,
};
const ONE_FEARED_MOMENT: Boosts = { 'implementation-intentions': 4, 'imagery-rehearsal': -4 };
/** Fear of a procedure: a breath that works in the chair or the scanner, and a plan for the moment. */
const IN_THE_CHAIR: Boosts = { 'physiological-sigh': 4, 'box-breathing': 3, 'implementation-intentions': 2 };
/** Their nerves for someone else's moment: settle their own body, plan what they will do and say. */
const CALM_FOR_THEM: Boosts = {
  'physiological-sigh': 3,
  'arousal-reappraisal': 2,
  'implementation-intentions': 3,
  'imagery-rehearsal': -4,
};
/** Eyes on them: attention out on the task, and goals they control, rather than seeing it all again. */
const EYES: Boosts = { 'external-focus': 3, 'process-goals': 3, 'cue-words': 3, 'imagery-rehearsal': -4 };
const WORDS_PLANNED: Boosts = { 'hard-conversation-plan': 5, 'imagery-rehearsal': -3 };
const ANSWER_READY: Boosts = { 'implementation-intentions': 5, 'imagery-rehearsal': -3 };

/**
 * Before a talk, a test or a show, the commonest worries each have their tool: the same day, a
 * routine rather than a session of imagery; a body that shakes or a voice that goes, a routine
 * with a breath and a reframe of the energy; one moment they dread, an if-then plan for it.
 */
function aheadFamilies(facts: SituationFacts, minutesUntil: number | undefined): Boosts[] {
  const families: Boosts[] = [];
  if ((minutesUntil ?? 9999) <= 720) families.push(SAME_DAY);
  if (facts.bodyInTheMoment) families.push(BODY_LETS_THEM_DOWN);
  if (facts.fearedMoment) families.push(ONE_FEARED_MOMENT);
  return families;
}
/** Reading or playing at a funeral: a breath and a grounding for the moment the feeling rises. */
const STEADY_AT_FUNERAL: Boosts = {
  'physiological-sigh': 8,
  'grounding-54321': 5,
  'pre-performance-routine': 3,
  defusion: -4,
  'worry-postponement': -4,
  'worry-dump': -4,
  'distanced-self-talk': -3,
};
/** One fault named by the person who watches them: a cue for the fix, attention on the target. */
const ONE_FIX: Boosts = { 'cue-words': 4, 'external-focus': 4, 'instructional-self-talk': 3 };
const SLIP_DONE: Boosts = { 'self-compassion-break': 4, 'cognitive-reappraisal': 3, 'distanced-self-talk': 2 };
const AFTER_INTRUSION: Boosts = { 'grounding-54321': 10, 'peer-debrief': 5, 'shutdown-ritual': 3 };
const AT_SOMEONE: Boosts = { 'cool-down-pause': 5, 'affect-labelling': 3, 'dear-man-script': 2 };
const COMING_BACK: Boosts = { 'mastery-log': 5, 'imagery-rehearsal': 3, 'process-goals': 3 };
const RESULT_IN: Boosts = { 'self-compassion-break': 4, 'distanced-self-talk': 3, 'affect-labelling': 2 };
const RESULT_IN_NEXT_AHEAD: Boosts = { 'process-goals': 4, 'self-compassion-break': 3, 'mastery-log': 2 };

/**
 * The few skills that clearly fit the commonest kinds of trouble, lifted when the facts say so:
 * a sensory memory after a bad call (ground in the present, talk it through), anger at someone
 * (let the heat drop, name it), a comeback after injury or a fall (evidence of readiness, see it
 * done, small steps), and a bad result already in (kindness first, then the next step).
 */
export function familyBoost(skillId: string, { facts, timing, minutesUntil, performanceAhead }: FitContext): number {
  const families: Boosts[] = [];
  // A result already in leads: "training tonight" after a lost final is not a show to rehearse.
  if (performanceAhead && !facts.badResult) families.push(...aheadFamilies(facts, minutesUntil));
  if (facts.procedureFear && timing !== 'after') families.push(IN_THE_CHAIR);
  if (facts.nervousForOther && timing !== 'after') families.push(CALM_FOR_THEM);
  // The same dreaded moment each week ("I freeze when the teacher asks me"): a plan for that moment.
  if (facts.fearedMoment && timing === 'ongoing' && !facts.badResult) families.push(ONE_FEARED_MOMENT);
  // Eyes on them changes how they perform whether the next time is named or not.
  if (facts.eyesOnThem && timing !== 'after') families.push(EYES);
  if (timing !== 'after' && facts.wordsToSay) families.push(WORDS_PLANNED);
  if (timing !== 'after' && facts.answerToGive) families.push(ANSWER_READY);
  if (facts.performingAtFuneral && timing !== 'after') families.push(STEADY_AT_FUNERAL);
  if (facts.correctionGiven && !facts.loss) families.push(ONE_FIX);
  if (facts.mistakeDone && !performanceAhead && timing !== 'before') families.push(SLIP_DONE);
  if (facts.intrusion) families.push(AFTER_INTRUSION);
  if (facts.angerAtSomeone && !facts.ownMistake) families.push(AT_SOMEONE);
  if (facts.comeback) families.push(COMING_BACK);
  if (facts.badResult && !facts.moreToPlay && timing !== 'during')
    families.push(performanceAhead ? RESULT_IN_NEXT_AHEAD : RESULT_IN);
  return families.reduce((sum, boosts) => sum + (boosts[skillId] ?? 0), 0);
}
