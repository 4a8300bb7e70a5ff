import type { FitContext } from './applies.ts';
import { whoDied } from './loss.ts';
import { ATTEMPT_WENT_BADLY, CHILD_BIG_FEELING, NEXT_TIME } from './practice-words.ts';

/**
 * Practical troubles where a skill close in meaning but wrong in kind kept winning: asking for pay,
 * speaking up for someone at a meeting, a row with family not yet mended, going flat before a show,
 * a choice at 3am, waiting while someone is treated, helping someone through a feared moment, a slip
 * that makes them rush, an attempt gone wrong with a next one ahead, a child's feelings boiling over,
 * a colleague's bereavement. Read from their words (lower-cased, idioms in plain words); each family adds
 * points to the skills a coach reaches for and takes them from the near miss.
 */
type Boosts = Readonly<Record<string, number>>;

interface Family {
  applies: (text: string, context: FitContext) => boolean;
  boosts: Boosts;
}

/** "Never asked for money in my life", "same pay as new starters", "ask for a raise". */
const PAY_ASK =
  /\b(?:pay rise|payrise|a raise|more money|(?:asked|ask|asking) for (?:money|more)|same pay|underpaid|salary (?:review|talk|negotiation)|negotiat\w+ (?:my )?(?:pay|salary|rate|fee))\b/;
/** A meeting with people who decide about them or someone they care for. */
const DECIDING_MEETING =
  /\b(?:meeting|appointment|review|call|assessment) (?:with|about) (?:\w+ ){0,5}(?:social services|social worker|the school|school|the council|the doctors?|the gp|the consultant|the care team|care team|hr|the landlord|the agency|the bank|the tribunal|the panel|the owner)\b/;
const SAY_WHAT_WE_NEED =
  /\b(?:say what (?:we|i|she|he) (?:need|want)s?|not say (?:what|it)|forget (?:to say|what)|get my point across|speak up|stand up for|cry and not|think i don'?t do enough|explain (?:what|our|her|his))\b/;
/** A row with someone close that has not been mended: "haven't spoken since". */
const ROW_NOT_MENDED =
  /\b(?:blow-?up|row|argument|fell out|falling out|had words|big fight|fight) with (?:my |our )?(?:sister|brother|mum|mom|dad|best friend|friend|partner|wife|husband|son|daughter|cousin|aunt|uncle|flatmate)\b.{0,160}\b(?:haven'?t (?:spoken|talked)|not speaking|not talking|since then|blocked me|won'?t (?:speak|talk|answer))\b/;
/** Going flat before the moment: they need lifting, not settling. */
const FLAT_BEFORE =
  /\b(?:go (?:totally |completely |really )?flat|no energy|sluggish|unplugged|low energy|lethargic|can'?t get up for it|not up for it|dead legs|no buzz|no adrenaline)\b/;
const CALMING = [
  'physiological-sigh',
  'box-breathing',
  'resonance-breathing',
  'progressive-muscle-relaxation',
  'body-scan',
];
/** "Should I go to bed or push through" in the small hours: a quick call, not a ten-minute grid. */
const NIGHT_CHOICE =
  /\b(?:(?:go to bed|sleep) or (?:push|keep going|carry on|stay up|pull an all-?nighter)|(?:push (?:on|through|thru)|stay up|keep going|all-?nighter) or (?:just )?(?:go to )?(?:bed|sleep))\b/;
/** Waiting while someone else is seen or treated. */
const WAITING_FOR_THEM =
  /\b(?:(?:he'?s|she'?s|they'?re) in (?:now|theatre|surgery|there|with the)|waiting for (?:him|her|them) to come out|waiting outside (?:the )?(?:theatre|ward|room|icu))\b/;
/** Helping someone through a moment they dread: "if she panics in the car", "she'll back out". */
const SEE_THEM_THROUGH =
  /\b(?:if (?:she|he|they) (?:panics?|freaks? out|backs? out|refuses|gets upset|kicks off|has a panic)|(?:she|he|they)(?:'ll| will) (?:back out|panic|refuse))\b/;
/** One slip, then rushing the rest: a reset for the moment after, not writing about it later. */
const SLIP_THEN_RUSH =
  /\b(?:once it happens|after (?:that|one)|then) i (?:rush|speed up|gabble|go to pieces|lose my rhythm)\b|\bi rush the rest\b/;

/** Anger, hurt or feeling small, with no nerves said: "I am excited" would tell them their hurt is arousal. */
const HURT_OR_ANGER =
  /\b(?:angry|anger|furious|fuming|livid|rage|hurts?|hurt me|cry|crying|in tears|feel (?:so )?(?:stupid|small|rubbish|useless|like an? (?:outsider|idiot|failure))|outsider|humiliat\w*|ashamed|short[- ]tempered|snapp\w*)\b/;
const NERVES =
  /\b(?:nerv\w*|anxi\w*|butterfl\w*|adrenaline|excit\w*|dread\w*|scared|terrified|frightened|afraid|panic\w*|shak\w*|trembl\w*|heart (?:is )?(?:pounding|racing)|jitter\w*|stage fright|bricking it)\b/;

/** Someone else's loss they are going to support: "my colleague's dad died", "going to the shiva". */
const THEIR_LOSS =
  /\b(?:(?:colleague|co-?worker|friend|mate|boss|manager|neighbou?r|teammate|client|student|pupil|classmate|flatmate)'?s (?:\w+ )?(?:dad|mum|mom|mother|father|husband|wife|partner|son|daughter|brother|sister|baby|gran\w*|grand\w*|nan)\b(?: \w+){0,2} (?:died|passed|is dying)|shiva|a wake\b|condolence\w*|sympathy card)/;

/** Still inside the event: "in the break between paper 1 and 2", "25 mins before we go back in". */
const BACK_IN_SOON =
  /\b(?:(?:in|at) the (?:break|interval)|between (?:paper|papers|sets|rounds|heats|games|matches|halves|acts)|half-?time|before (?:we|i) (?:go )?back (?:in|on|out))\b/;

function backInSoon(text: string, { timing, minutesUntil }: FitContext): boolean {
  return timing === 'during' || (minutesUntil ?? Number.POSITIVE_INFINITY) <= 180 || BACK_IN_SOON.test(text);
}

const FAMILIES: readonly Family[] = [
  {
    applies: (text, { timing }) => PAY_ASK.test(text) && timing !== 'after',
    boosts: { 'dear-man-script': 6, 'hard-conversation-plan': 4, 'ask-for-help': -6 },
  },
  {
    applies: (text, { timing }) => DECIDING_MEETING.test(text) && SAY_WHAT_WE_NEED.test(text) && timing !== 'after',
    // Speaking up for the person they care for: being a listener for them is not what the meeting needs.
    boosts: { 'hard-conversation-plan': 7, 'dear-man-script': 4, 'support-someone': -12 },
  },
  {
    applies: (text) => ROW_NOT_MENDED.test(text),
    boosts: {
      'hard-conversation-plan': 8,
      'repair-after-snapping': 3,
      'cognitive-reappraisal': -2,
      defusion: -3,
      'distanced-self-talk': -2,
      'pre-performance-routine': -8,
      'imagery-rehearsal': -4,
    },
  },
  {
    applies: (text, { performanceAhead, timing }) => FLAT_BEFORE.test(text) && (performanceAhead || timing !== 'after'),
    boosts: {
      'pre-performance-routine': 5,
      'cue-words': 3,
      ...Object.fromEntries(CALMING.map((id) => [id, -6])),
    },
  },
  { applies: (text) => NIGHT_CHOICE.test(text), boosts: { 'worry-dump': 5, 'two-option-decision': -6 } },
  {
    applies: (text) => WAITING_FOR_THEM.test(text),
    boosts: { 'grounding-54321': 5, 'physiological-sigh': 3, 'one-minute-triage': -6, 'eisenhower-timebox': -6 },
  },
  {
    applies: (text, { timing }) => SEE_THEM_THROUGH.test(text) && timing === 'before',
    boosts: { 'implementation-intentions': 6, defusion: -4, 'fear-ladder': -6 },
  },
  {
    // The next attempt is ahead: learn from this one, rather than calm down or shrug it off.
    applies: (text, context) => ATTEMPT_WENT_BADLY.test(text) && NEXT_TIME.test(text) && !backInSoon(text, context),
    boosts: {
      'after-action-review': 7,
      'arousal-reappraisal': -3,
      'ten-years-test': -3,
      'cognitive-reappraisal': -2,
      'shutdown-ritual': -4,
    },
  },
  {
    // Their colleague is the bereaved one: what to say and how to be there, not their own grieving.
    applies: (text) => THEIR_LOSS.test(text) && whoDied(text) === undefined,
    boosts: { 'support-someone': 8, 'grief-oscillation': -12, 'expressive-writing': -4 },
  },
  { applies: (text) => HURT_OR_ANGER.test(text) && !NERVES.test(text), boosts: { 'arousal-reappraisal': -10 } },
  // A ladder is climbed over days and a review needs distance: neither for a moment only hours away.
  {
    applies: (_, { timing, minutesUntil }) => timing === 'during' || (minutesUntil ?? Number.POSITIVE_INFINITY) <= 2880,
    boosts: { 'fear-ladder': -8 },
  },
  {
    applies: backInSoon,
    boosts: { 'after-action-review': -8 },
  },
  {
    applies: (text) => CHILD_BIG_FEELING.test(text),
    boosts: {
      'emotion-coaching': 6,
      'mastery-log': -6,
      'eisenhower-timebox': -6,
      'pre-performance-routine': -6,
      'distanced-self-talk': -2,
    },
  },
  {
    applies: (text) => SLIP_THEN_RUSH.test(text),
    boosts: { 'mistake-reset': 6, 'cue-words': 3, 'expressive-writing': -6 },
  },
];

/** Which families apply is the same for every skill of one reading: found once, not once per skill. */
let last: { key: string; active: readonly Family[] } | undefined;

function activeFamilies(text: string, context: FitContext): readonly Family[] {
  const key = `${context.timing}|${context.minutesUntil}|${context.performanceAhead}|${text}`;
  if (last?.key !== key) last = { key, active: FAMILIES.filter((family) => family.applies(text, context)) };
  return last.active;
}

export function practicalBoost(skillId: string, text: string, context: FitContext): number {
  return activeFamilies(text, context).reduce((sum, family) => sum + (family.boosts[skillId] ?? 0), 0);
}
