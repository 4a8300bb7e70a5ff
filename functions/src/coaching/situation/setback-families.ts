import type { FitContext } from './applies.ts';

/**
 * Kinds of trouble that a close-sounding skill for another trouble kept winning, each with the few
 * skills a coach reaches for. Read from their words (lower-cased, idioms in plain words); each adds
 * points on top of meaning and the facts in `applies.ts`.
 */
type Boosts = Readonly<Record<string, number>>;

/** Something of their own went wrong or fell short, and it is over: "scrapped a billet", "gutted". */
const SETBACK_DONE =
  /\b(?:gutted|ruined|scrapped|crashed (?:the|my)|fat[- ]?finger\w*|got (?:absolutely )?(?:smashed|destroyed|battered|hammered)|tapped (?:out|to)|walked the|3[- ]?putt\w*|three[- ]?putt\w*|feel(?:ing)? (?:awful|terrible|sick|stupid|useless|like (?:a|an|i)\b)|should i even bother|made it worse|nearly broke me|i let (?:them|the team|everyone) down|my fault)\b/;
const STILL_OR_AGAIN =
  /\b(?:right now|rn|as we speak|again|keep|keeps|every (?:time|session|week|game|match)|this season|always|next (?:\w+ )?(?:is|in|on))\b/;
/** In-the-moment tools (a cue, a focus, a shot routine) and a plan for a wish are for what is ahead, not what is over. */
const IN_PLAY_TOOLS: Boosts = {
  woop: -4,
  'cue-words': -6,
  'external-focus': -6,
  'instructional-self-talk': -5,
  'pre-shot-routine': -6,
  'imagery-rehearsal': -3,
};
/** Broken, lost or given and over: step back and name it, not a cue for a performance that has ended. */
const DONE_AND_PUBLIC: Boosts = {
  'distanced-self-talk': 4,
  'affect-labelling': 3,
  'cognitive-reappraisal': 3,
  'cue-words': -4,
  'external-focus': -4,
  'instructional-self-talk': -3,
};
const KIND_AFTER: Boosts = { 'self-compassion-break': 6, 'ten-years-test': 2, 'expressive-writing': -2 };

/** Losing their temper in play or at work: retaliating, red cards, seeing red. */
const TEMPER =
  /\b(?:retaliat\w*|see red|saw red|lose my (?:temper|head|cool|rag)|lost my (?:temper|head|cool|rag)|losing my (?:temper|head|cool)|red card\w*|sin bin\w*|ejected|sent off|wound up)\b/;
const COOL: Boosts = { 'cool-down-pause': 8, 'implementation-intentions': 3, 'dear-man-script': -6 };

/** A run of the same miss at their own skill: the draws, the veins, the catches. */
export const SLUMP =
  /\b(?:slump\w*|i keep (?:missing|losing|dropping|fluffing|fumbling|shanking)|(?:lost|missed|dropped) (?:like )?\d+ ?%|can'?t (?:catch|hit|make|land) (?:a|the|any) \w+|(?:every|each) time i (?:miss|lose|drop)|once i miss)\b/;
const SLUMP_TOOLS: Boosts = {
  'pre-performance-routine': 4,
  'pre-shot-routine': 4,
  'mistake-reset': 4,
  'cue-words': 2,
  'expressive-writing': -3,
  'imagery-rehearsal': -2,
  'feedback-sbi': -8,
};

/** Needles, blood and fainting: applied tension, not relaxation, which lowers blood pressure further. */
const BLOOD_INJURY =
  /\b(?:needles?|blood (?:test|draw|tests|taken)|giving blood|give blood|donat\w+ blood|faint\w*|pass(?:ed)? out(?! (?:as|of|from|with)\b)|injections?|jabs?|vaccin\w*|cannula|drip)\b/;
/** Their own fear or faint, not a patient who fainted: "terrified of needles", "I always pass out". */
export const OWN_FAINT_FEAR = new RegExp(
  String.raw`\b(?:(?:scared|terrified|afraid|fear|phobi\w*|panic\w*|nervous|dread\w*|worried)\b.{0,60}${BLOOD_INJURY.source}|${BLOOD_INJURY.source}.{0,80}\b(?:scared|terrified|afraid|phobi\w*|panic\w*|nervous|dread\w*|worried|i (?:\w+ )?(?:faint|pass out|go (?:dizzy|woozy|light-?headed|pale)))|i (?:\w+ ){0,2}(?:faint|pass out|keel over|(?:go|get|feel) (?:dizzy|woozy|light-?headed|faint))\b)`,
);
const TENSE_NOT_RELAX: Boosts = {
  'applied-tension': 10,
  'physiological-sigh': -4,
  'box-breathing': -4,
  'resonance-breathing': -4,
  'progressive-muscle-relaxation': -6,
  'body-scan': -6,
};

/** Criticised by the person over them: "the gaffer is on my back", "bollocked me in front of". */
const CRITICISED =
  /\b(?:boss|manager|supervisor|gaffer|foreman|chef|head|lead|sergeant|consultant|educator|mentor)\b.{0,60}\b(?:on my back|bollock\w*|criticis\w*|has a go|had a go|picks? on|shouted at me|yell(?:s|ed)? at me|tore into|made me feel|in front of)/;
const CRITICISM_TOOLS: Boosts = { 'cognitive-reappraisal': 5, 'dear-man-script': 3, 'control-sort': 2, woop: -6 };

/** Work that follows them home as tiredness and a short fuse with the people there. */
const SPILL_OVER =
  /\b(?:knackered|exhausted|drained|wiped|shattered|no energy)\b.{0,80}\b(?:get (?:in|home)|kids|evenings?|home|family)\b|\b(?:snapping|snap|short) (?:at|with) (?:my|the) (?:kids|wife|husband|partner|family)/;
const AT_WORK = /\b(?:round|shift|route|job|work|supervisor|boss|manager|rota|hours|caseload)\b/;
const SPILL_TOOLS: Boosts = { 'shutdown-ritual': 6, 'repair-after-snapping': 2, 'cue-words': -6, 'ten-minute-nap': -4 };

/** Running out of time inside the event: the clock in chess, a paper left unfinished. */
const CLOCK =
  /\b(?:zeitnot|time trouble|time pressure|(?:ran|run|running) out of time|short of time|on the clock|flag(?:ged|ging)?|(?:my|the) clock)\b/;
const CLOCK_TOOLS: Boosts = { 'pacing-plan': 7, 'good-enough-criteria': 3 };

/**
 * Awake the night before with the thing ahead on their mind: park the worry, then sleep rules. Running
 * the event through in their head is what keeps them awake, so a rehearsal at night feeds it.
 */
const SLEEPLESS =
  /\b(?:can ?not sleep|can'?t sleep|cant sleep|can'?t get to sleep|lying awake|lie awake|wide awake|not sleeping|jolt\w* awake)\b/;
const PARK_IT: Boosts = { 'worry-dump': 6, 'imagery-rehearsal': -8 };

/** Mid-way, something rattled them (a broken string, a row at the back): settle, then the next bit. */
const RATTLED = /\b(?:rattled|shaken|thrown|wobbl\w*|flustered|in the weeds)\b/;
const SETTLE_NOW: Boosts = { 'physiological-sigh': 4, 'mistake-reset': 2, 'one-minute-triage': 1, defusion: -3 };

/** Meeting someone's family or friends: words ready for the first minutes, not a stand to make. */
const MEETING =
  /\b(?:(?:meet(?:ing)?|lunch with|dinner with|staying with) (?:my |her |his |their |the )?(?:\w+'s )?(?:parents|family|in-?laws|friends|dad|mum|mom)\b|(?:will|'ll|is going to) be there(?: too)?\b|bump into|run into)/;
const READY_WORDS: Boosts = { 'implementation-intentions': 5, 'dear-man-script': -8, 'hard-conversation-plan': -4 };

/** Worn out and it shows (snapping, guilt): kindness and rest, not a goal ladder or an incident debrief. */
const FRAYED =
  /\b(?:knackered|exhausted|shattered|drained|fried|wiped|running on empty|tired all the time)\b.{0,120}\b(?:snap\w*|short with|irritable|guilt\w*|feel (?:bad|awful|terrible)|patient one)\b/;
const KIND_WHEN_WORN: Boosts = {
  'self-compassion-break': 5,
  'shutdown-ritual': 2,
  'process-goals': -6,
  'peer-debrief': -5,
  'instructional-self-talk': -4,
};

/** A pull they keep giving in to: a craving, a check, a scroll. Ride the urge out; sorting tasks misses it. */
export const URGE =
  /\b(?:urges?|crav\w*|cigarettes?|fags?|smok(?:e|ing)(?! (?:haze|alarms?|detectors?|plumes?|columns?|machines?|signals?))(?<!(?:the|of|grey|gray|wood|fire|bonfire) smoke)|vap(?:e|ing)|nicotine|(?:without|off|quit(?:ting)?|stopped) (?:the )?(?:drink|booze|weed|cigarettes|smoking|vaping|sugar)|gambl\w*|betting|binge\w*|(?:keep|kept|constantly|compulsively) (?:checking|refreshing|scrolling|opening) (?:my |her |his |their |the )?(?:phone|apps?|banking app|bank app|bank balance|balance|account|email|emails|inbox|instagram|insta|tiktok|twitter|facebook|feed|likes|stats|portal)|check(?:ing)? (?:my |the )?(?:banking app|bank app|bank balance|account|phone|email|emails|inbox|likes|stats) (?:\w+ ){0,3}(?:\d+|thirty|twenty|fifty|a hundred) times)\b/;
/** "The decision isn't in my hands", "I can't control what they pick": sort what is theirs from what is not. */
const NOT_IN_THEIR_HANDS =
  /\b(?:(?:isn'?t|is not|not|out of) (?:in )?my hands|out of my control|(?:isn'?t|is not|not) up to me|(?:can'?t|cannot) control (?:it|this|that|what|whether|the|how|who|which)|nothing i can do about (?:it|that|the))\b/;
const SORT_WHAT_IS_THEIRS: Boosts = { 'control-sort': 8 };
/** "How do I tell her?": the words for someone are what they ask for, not riding out an urge they have stopped. */
const ASKS_HOW_TO_TELL =
  /\bhow (?:do|can|should|would) i (?:ever |even )?(?:tell|say it to|explain (?:it |this )?to|break it to|admit (?:it |this )?to|come clean)\b/;
const RIDE_IT_OUT: Boosts = { 'urge-surfing': 10, 'one-minute-triage': -6, 'eisenhower-timebox': -6, defusion: -2 };

export function setbackBoost(skillId: string, text: string, { facts, timing, performanceAhead }: FitContext): number {
  const families: Boosts[] = [];
  // Over and done: not still in it ("rn"), and not a pattern that will meet them again ("three this season").
  const quiet = !performanceAhead && !facts.moreToPlay && !STILL_OR_AGAIN.test(text);
  // A piece broken, money lost or a call given is over even when no "after" word says so.
  const done = facts.alreadyDone && timing !== 'before';
  const over = (timing === 'after' || done) && quiet;
  if (over && !facts.loss) families.push(IN_PLAY_TOOLS);
  if (over && !facts.loss && (SETBACK_DONE.test(text) || facts.ownMistake || facts.badResult || facts.alreadyDone))
    families.push(KIND_AFTER);
  if (done && quiet && !facts.loss) families.push(DONE_AND_PUBLIC);
  if (TEMPER.test(text) && timing !== 'after') families.push(COOL);
  if (SLUMP.test(text) && timing !== 'after') families.push(SLUMP_TOOLS);
  if (OWN_FAINT_FEAR.test(text)) families.push(TENSE_NOT_RELAX);
  // Criticised for a slip of their own ("chef said you killed table 6"): kindness first, not a reframe of the boss.
  const ownSlip = facts.ownMistake || facts.mistakeDone || SETBACK_DONE.test(text);
  if (CRITICISED.test(text) && timing !== 'before' && !ownSlip) families.push(CRITICISM_TOOLS);
  if (SPILL_OVER.test(text) && AT_WORK.test(text)) families.push(SPILL_TOOLS);
  if (CLOCK.test(text)) families.push(CLOCK_TOOLS);
  if (SLEEPLESS.test(text) && timing !== 'after') families.push(PARK_IT);
  if (FRAYED.test(text)) families.push(KIND_WHEN_WORN);
  if (RATTLED.test(text) && timing === 'during') families.push(SETTLE_NOW);
  if (MEETING.test(text) && timing === 'before') families.push(READY_WORDS);
  if (URGE.test(text) && !ASKS_HOW_TO_TELL.test(text)) families.push(RIDE_IT_OUT);
  if (NOT_IN_THEIR_HANDS.test(text)) families.push(SORT_WHAT_IS_THEIRS);
  return families.reduce((sum, boosts) => sum + (boosts[skillId] ?? 0), 0);
}
