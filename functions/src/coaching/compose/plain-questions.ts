import { readLoss } from '../situation/loss.ts';
import type { Timing } from '../themes.ts';
import { you } from './their-phrase-parts.ts';

/**
 * Plain questions people ask of a coach that judges of fresh sets named left unanswered: "am I a bad
 * mum?", "how long does this last?", "do I knock or leave him?", "what do I do with these 20 minutes?".
 * Each answer claims only what holds for almost anyone asking, and none is given beside a hurt they
 * describe doing to someone.
 */
const ROLE =
  '(mum|mom|mother|dad|father|parent|daughter|son|friend|sister|brother|wife|husband|partner|person|boss|manager|teacher|nurse|carer|coach|grandma|granny|nan|grandad)';
/** "Am I a bad mum?", "am I the worst friend?", "am I failing as a dad?" */
const BAD_ME = new RegExp(
  String.raw`\bam i (?:just )?(?:a |being a |the )?(?:bad|terrible|awful|horrible|rubbish|useless|crap|shit|worst|failing as a|failure as a)(?: \w+)? ${ROLE}\b[^?.!]{0,40}(?:\?+|$)`,
  'i',
);
/** A hurt done to someone: then "you are not a bad parent" is not ours to say. */
const HURT_DONE =
  /\b(?:hit|smack\w*|slap\w*|shook|shaking (?:him|her|them)|hurt (?:him|her|them)|bruis\w*|kick(?:ed)? (?:him|her|them)|grabbed|pushed (?:him|her|them)|threw \w+ at)\b/i;
/** "How long does this last?", "how long until I feel normal?", "when does it get easier?" */
const HOW_LONG =
  /\b(?:how long (?:does|will|do|is|did) (?:this|it|that|the \w+|grief|the feeling)(?: \w+){0,3} (?:last|take|go on|stay)|how long (?:until|till|before) (?:i|it|this) (?:feel|stop|get|go)\w*|when (?:does|will) (?:this|it|the \w+) (?:stop|end|get easier|ease|go away))\b[^?.!]{0,40}(?:\?+|$)/i;
/\b(?:died|dead|death|passed away|passed on|funeral|lost (?:my|our|her|his)|grie\w+|miscarr\w+|put (?:him|her|them) down)\b/i;
/** "Do I knock or leave him?", "should I text her or give her space?" */
const REACH_OR_LEAVE =
  /\b(?:(?:do|should|shall) i (?:just )?)?(knock|go (?:in|up|over|round)|check on (?:him|her|them)|call (?:him|her|them)|ring (?:him|her|them)|text (?:him|her|them)|message (?:him|her|them)|talk to (?:him|her|them)|reach out|say something)(?: [^?.!]{0,30}?)? or (?:just )?(?:leave (him|her|them|it)(?: alone| be)?|give (him|her|them) (?:some )?space|let (him|her|them) be)\s*(?:\?+|$)/i;
/** "What do I do with this time?", "what should I do with these 20 minutes?", "what do I do for the next hour?" */
const TIME_USE =
  /\bwhat (?:do|should|can) i (?:actually )?do (?:with|in|for) (?:this|the|these|my|the next) (?:\w+ )?(?:time|hour|half hour|few minutes|(?:\d+|five|ten|fifteen|twenty|thirty|forty|45) ?(?:mins?|minutes|hours?))\b[^?.!]{0,20}(?:\?+|$)/i;

/** "Is this burnout?", "is that burnout or just Tuesday?", "am I burning out?" */
const BURNOUT =
  /\b(?:is (?:this|that|it) (?:just |actually |real )?burn ?out\b|am i (?:burning|burnt|burned) out\b|have i (?:burnt|burned) out\b)[^?.!]{0,40}(?:\?+|$)/i;
/** "How do people do this for years?", "do other people in jobs like this carry it home too?" */
const HOW_OTHERS =
  /\b(?:how do (?:other )?(?:people|others|you|nurses|medics|paramedics|carers|teachers|officers|people in (?:my|this|jobs like this) (?:job|line of work|role|work)) (?:\w+ ){0,4}?(?:do (?:this|it) (?:for (?:years|a living|decades|a career)|every day|day after day)|switch off|cope with (?:this|it) (?:for years|every day)|last (?:in|for)|without (?:losing|going) (?:it|mad|their minds?))|(?:do|does) (?:other people|others|anyone else)\b[^?.!]{0,40}\b(?:carry|take) (?:it|this) home)[^?.!]*(?:\?+|$)/i;
/** "Is this just who I am now?", "is that just what this is now?", "is this just how it goes?" */
const JUST_HOW_IT_IS =
  /\bis (?:this|that|it) just (?:who i am|what (?:this|it) is|how it (?:goes|is)|the way it is|my life)(?: now)?\b[^?.!]{0,30}(?:\?+|$)/i;

/** "Is it OK to say no and let him leave?", "would it be rude to turn them down?" */
const SAY_NO_OK =
  /\b(?:is it|would it be|is that) (?:ok|okay|alright|all right|fine|rude|bad|wrong) (?:to|if i) (?:just )?(?:say no|turn (?:him|her|them|it) down|refuse|not sign|let (?:him|her|them) (?:leave|go))\b[^?.!]{0,40}(?:\?+|$)/i;
/** "Am I overthinking this?" */
const OVERTHINKING = /\bam i (?:just )?(?:overthinking|over-thinking|over thinking)(?: (?:this|it|things))?\s*\?+/i;
/** "Can I ask them for an interpreter even though I'm right there?" */
const CAN_I_ASK_FOR =
  /\bcan i (?:still |even |just )?(?:ask|request) (?:them |him |her |the \w+ )?for ((?:an?|some|more|a bit more) [\w' -]{2,40}?)(?: even [^?]*| if [^?]*)?\s*\?+/i;
/** "Sleep or one more practice test?", "do I keep revising or go to bed?" */
const SLEEP_OR_MORE =
  /\b(?:(?:sleep|bed|rest) or (?:one more|another|more|keep (?:going|revising|studying|practi[cs]ing))|(?:one more|another|keep (?:going|revising|studying)) [^?.!]{0,30}\bor (?:go to )?(?:sleep|bed|rest))\b[^?.!]{0,30}(?:\?+|$)/i;

/** The answer to one of these questions in their sentence (`message`: all they wrote), or undefined. */
export function answerPlainQuestion(sentence: string, message: string, timing?: Timing): string | undefined {
  const bad = BAD_ME.exec(sentence);
  if (bad?.[1])
    return HURT_DONE.test(message)
      ? undefined
      : `You asked if you are a bad ${bad[1].toLowerCase()}: from what you describe, no. One hard moment does not make a bad ${bad[1].toLowerCase()}, and asking the question is what one who cares does.`;
  if (HOW_LONG.test(sentence))
    return readLoss(message.toLowerCase())
      ? 'You asked how long this lasts: there is no set time after a loss. For most people the waves come less often and less sharply over the weeks and months, even though they still come; if it is no lighter after some months, a bereavement service or your GP can help.'
      : 'You asked how long this lasts: for most people a reaction like this eases with time, and faster once you have a way to meet it when it comes. If it is not easing after a few weeks, or it gets in the way of sleep or work, tell your GP or someone you trust.';
  if (SLEEP_OR_MORE.test(sentence))
    return 'You asked whether to sleep or do one more: sleep. Rested, you recall what you already know far better than one more at this hour would add.';
  if (SAY_NO_OK.test(sentence))
    return 'You asked whether it is OK to say no: it is. You do not owe anyone a yes on the spot, and a calm no needs no long reason.';
  if (OVERTHINKING.test(sentence))
    return 'You asked if you are overthinking it: the worry makes sense, and it helps most once it is turned into one small next step.';
  const asked = CAN_I_ASK_FOR.exec(sentence);
  if (asked?.[1])
    return `You asked whether you can ask for ${asked[1].trim()}: you can. It is a reasonable thing to ask for, and the answer is theirs to give.`;
  if (BURNOUT.test(sentence))
    return 'You asked if this is burnout: I cannot tell that from here, but what you describe is how it often shows: tiredness that rest does not fix, less left for what you used to enjoy, a shorter fuse. It is a sign the load needs to change, not a verdict on you; if it keeps on for weeks, talk to your GP or someone at work you trust.';
  if (HOW_OTHERS.test(sentence))
    return 'You asked how others in your place manage it: most who last for years have a small routine that marks the end of it (a walk, a shower, a word with someone who was there) and at least one person they can tell honestly how it was. Nobody carries it well alone.';
  if (JUST_HOW_IT_IS.test(sentence))
    return 'You asked if this is just how it is now: it does not have to be. Patterns like this usually shift once something in the load or the routine changes, even a little, and it can start small.';
  const reach = REACH_OR_LEAVE.exec(sentence);
  if (reach?.[1]) {
    const who = (reach[2] ?? reach[3] ?? reach[4] ?? 'them').toLowerCase();
    const them = who === 'it' ? 'them' : who;
    return `You asked whether to ${you(reach[1].toLowerCase())} or leave ${who === 'it' ? 'it' : them}: a short, low-key check usually helps more than it intrudes. Let ${them} know you are there, ask nothing big, and leave it at that if ${them === 'them' ? 'they want' : `${them === 'him' ? 'he' : 'she'} wants`} to be alone; you can try again later.`;
  }
  // In the middle of it ("in tesco rn… what do I do in the next 5 min"), nothing is over to go back over.
  if (TIME_USE.test(sentence) && timing === 'during')
    return 'You asked what to do in the next few minutes: use one of them for the skill below, then take the one next step in front of you.';
  if (TIME_USE.test(sentence))
    return 'You asked what to do with the time: use a few minutes of it for the skill below, then one small, ordinary thing (water, a short walk, a message to someone) rather than going over it again.';
  return undefined;
}

/** The same questions as parts of a sentence, so the reflection does not also say them back. */
export const PLAIN_QUESTION_PARTS: readonly RegExp[] = [
  BAD_ME,
  HOW_LONG,
  REACH_OR_LEAVE,
  TIME_USE,
  BURNOUT,
  HOW_OTHERS,
  JUST_HOW_IT_IS,
  SLEEP_OR_MORE,
  SAY_NO_OK,
  OVERTHINKING,
  CAN_I_ASK_FOR,
];
