/**
 * The question the person asks, read for what they need. Judges of fresh sets kept naming the same
 * miss: "should I ask for a different partner?", "push through or call it a day?", "how I talk to
 * him without lose my job?" answered with a breath or a sleep rule picked from the scene around the
 * question. A direct question says plainly what kind of help they want, more reliably than the scene.
 * Reads lower-case text with learner grammar already put plainly.
 */
export type Need = 'asked_choice' | 'hard_talk' | 'ask' | 'pacing' | 'stop_loop' | 'replay_after';

export interface TheirAsk {
  need: Need;
  /** The two options of a choice, in their words, when the question names both. */
  options?: readonly [string, string];
}

/** Each question they ask: a sentence ending in "?", or a last sentence that opens like one. */
function questions(text: string): string[] {
  const asked = text.match(/[^.!?\n]*\?+/g) ?? [];
  const last = /(?:^|[.!\n]\s*)((?:how|what|should|shall|do|can|where|any)\b[^.!?\n]*)\s*$/.exec(text)?.[1];
  return [...asked, ...(last ? [last] : [])].map((q) =>
    q
      .replace(/^[\s,;:-]*(?:so|and|but|ok|okay|honestly|basically|anyway|like)\b[\s,]*/, '')
      .replace(/[?\s]+$/, '')
      .trim(),
  );
}

/** "Do I push through or call it a day?", "should i go back in or just go home". */
const EITHER_OR =
  /^(?:do|should|shall|would|can|could) (?:i|we) (?!(?:be|feel|seem|look|sound|need to worry)\b)(?:just |even |still )?(.{2,60}?),? or (?:should (?:i|we) |do (?:i|we) |(?:i|we) )?(?:just )?(.{2,60})$/;
/** "Keep going or let it go?", "stay or go?": a choice with the "do I" left out. */
const BARE_EITHER_OR =
  /^((?:keep|push|stay|go|carry|wait|quit|stop|leave|pull|call|give|hold|retire|sell|take|accept|try|sign|drop|tell|say|skip)\b.{0,40}?),? or (.{2,50})$/;
/**
 * "Should I ask for a different partner?": one action, to take or not. "Should I even bother?", "do I
 * pull out?" and "should I give up?" are left out: in fresh sets they spoke of hurt more than of a
 * choice to weigh.
 */
const YES_OR_NO =
  /^(?:do|should|shall) (?:i|we) (?:just |even |still )?(?:ask (?:for|to be)|switch|change|pick|go\b(?! to sleep)|try again|tell|say (?:yes|no|something)|apologi[sz]e|accept|take (?:it|the|this|that)|turn (?:it|them|this) down|cancel|report|walk away|stay|leave|push (?:on|through)|call it)/;
/** "What should I do??" after two paths are set out ("do the 360 instead"). */
const WHAT_TO_DO = /^(?:what (?:should|shall|do|can) i do|what would you do|help)\b/;
const TWO_PATHS = /\b(?:instead\b(?! of)|either|or (?:should|do) i|or just|the other option|option (?:a|b|one|two))\b/;

/** "How do I talk to him", "how I tell my staff": words for someone. Telling is news; the rest is an ask. */
const TALK =
  /^how (?:do |can |should |would |am )?(?:i|we) (?:(?:ever |even |best )?(tell(?! (?:if|whether|the difference|which|what|when|how|apart)\b)|break (?:it|the news)|announce)|talk to|speak to|approach|bring (?:it|this|that) up|raise (?:it|this|that)|ask (?:him|her|them|my|the|for)|push back|stand up to|say (?:it|this|that) to)\b/;
const WHAT_TO_SAY = /^what (?:do|should|can|shall) i (?:say|tell|write|text) (?:to )?(?:him|her|them|my|our|the)\b/;

/** "How do I keep going", "how do i get thru the next 5 hrs": a long stretch still to last. */
const KEEP_GOING =
  /^how (?:do |can )?i (?:keep going|last|get (?:through|thru) (?:the next|another|the (?:rest|last)|\d+|(?:two|three|four|five|six) more)|make it (?:through|to the end)|survive (?:the next|another))\b/;
/** Pacing is for an effort that spends the body; "the next 5 hours" of a wedding is something else. */
const LONG_EFFORT =
  /\b(?:shift|race|marathon|ultra|ride|hike|swim|stall|queue|on my feet|legs|hands|arms|back|shoulders|lifting|loads?|laps?|miles|km|tent|station|line|hrs? (?:left|to go)|hours (?:left|to go))\b/;

/** "How do I stop rehearsing disasters": a loop of worry ahead, or of replay behind. */
const STOP_LOOP =
  /^how (?:do |can )?i (?:stop|switch off|quiet|turn off|get out of) (?:(?:my )?(?:head|brain|mind) )?(?:from )?(rehears\w*|running through|worry\w*|overthink\w*|thinking about what|thinking about (?:the|it|this|that)|imagin\w*|the worst|replay\w*|going over)/;
const REPLAY = /^(?:replay\w*|going over)/;

const GIVING_UP = /^(?:give up|giving up|quit|pack it in|throw in the towel|bother)\b/;
const FEELING_QUESTION =
  /^(?:am i|is (?:it|this|that)|are (?:they|we|you)|was i|(?:will|would) (?:it|this|that) (?:make|be)\b)\b/;

function said(option: string): string {
  return option.replace(/\b(?:just|even|still)\s+/g, '').trim();
}

function readOne(question: string, text: string): TheirAsk | undefined {
  const either = EITHER_OR.exec(question) ?? BARE_EITHER_OR.exec(question);
  if (either?.[1] && either[2]) {
    const [first, second] = [said(either[1]), said(either[2])];
    // "Do I say something or am I being soft?", "…or will that make it worse?": a worry, not an option.
    if (FEELING_QUESTION.test(second)) return { need: 'asked_choice' };
    // "Should I keep going till I get it or what?": "or what" asks yes or no; it names no second option.
    if (/^(?:what|something|anything|whatever|smth|sth|summat)$/.test(second)) return { need: 'asked_choice' };
    // "Do I resit or just give up on the whole thing?" speaks of discouragement more than of a choice.
    if (GIVING_UP.test(first) || GIVING_UP.test(second)) return undefined;
    return second === 'not' ? { need: 'asked_choice' } : { need: 'asked_choice', options: [first, second] };
  }
  if (YES_OR_NO.test(question)) return { need: 'asked_choice' };
  if (WHAT_TO_DO.test(question) && TWO_PATHS.test(text)) return { need: 'asked_choice' };
  const talk = TALK.exec(question);
  if (talk) return { need: talk[1] ? 'hard_talk' : 'ask' };
  if (WHAT_TO_SAY.test(question)) return { need: 'ask' };
  if (KEEP_GOING.test(question) && LONG_EFFORT.test(text)) return { need: 'pacing' };
  const loop = STOP_LOOP.exec(question);
  if (loop?.[1]) return { need: REPLAY.test(loop[1]) ? 'replay_after' : 'stop_loop' };
  return undefined;
}

/** A choice due within the day: "the vicar is coming at 3", "tonight", "right now", from the toilets at book club. */
const DUE_SOON =
  /\b(?:(?:by|before|until|till|later) today|tonight|decide now|(?:when|once) (?:we|i) go back (?:in|out)|for another (?:hour|\d+ min\w*)|(?:keep going|push (?:on|through)|carry on) or (?:stop|go home|call it)|(?:i'?m |hiding )?in the (?:toilets?|loos?|bathroom|ladies|gents|cr)\b|on (?:my|a|the) (?:\w+ )?break|lunch break|this (?:afternoon|evening)|(?:coming|here|back|due|arrives?|starts?) (?:at|by) \d{1,2}(?::\d\d)?(?: ?[ap]m)?|by \d{1,2}(?::\d\d ?(?:[ap]m)?| ?[ap]m| ?o'?clock)|in (?:an|one|\d+|a few) (?:hours?|hrs?|min\w*)|right now|rn)\b/;

/**
 * Their choice has to be made within the day. A written sheet that ends "set a date to decide"
 * does not fit it; judges preferred a minute of asking what they would tell a friend.
 */
export function choiceDueSoon(text: string, minutesUntil: number | undefined): boolean {
  return DUE_SOON.test(text) || (minutesUntil !== undefined && minutesUntil < 24 * 60);
}

/** What their own question asks for, when one of theirs says it plainly; the last question leads. */
export function readTheirAsk(text: string): TheirAsk | undefined {
  const asked = questions(text);
  for (const question of asked.reverse()) {
    const ask = readOne(question, text);
    if (ask) return ask;
  }
  return undefined;
}
