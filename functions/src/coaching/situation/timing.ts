import type { Timing } from '../themes.ts';
import { hasOwnSharpMoment, stillInTheMoment } from './sharp-moment.ts';
import { weekdayAhead, withoutDoneWeekdays, withoutHabitualClauses } from './upcoming.ts';

export interface TimingReading {
  timing: Timing | undefined;
  /** Minutes until the moment, when the person says ("in 10 minutes", "tonight", "tomorrow"). */
  minutesUntil: number | undefined;
  /** Longest skill that fits the time they have. */
  availableSeconds: number;
  /** They are, or will soon be, somewhere people can see them. */
  discreetNeeded: boolean;
  /** Plain phrase such as "with about 10 minutes to go". */
  whenPhrase: string | undefined;
  /**
   * The timing is sure enough to state ("before your race", "now that it has happened"): their words
   * point one way only, or a countdown, being still in it, or their own sharp moment settles it. A
   * past-tense word beside a date ahead ("blanked on the last one, next in 2 min") is not sure.
   */
  certain: boolean;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  few: 3,
  couple: 2,
  'a few': 3,
  'a couple of': 2,
  'a couple': 2,
};

const TIMING_SIGNALS: ReadonlyArray<readonly [Timing, RegExp]> = [
  [
    'during',
    /\b(?:right now|in the middle of|halfway through|partway through|on shift(?! (?:again|tomorrow|tonight|next|on|at|this|later))|at work right now|mid-?(?:race|game|match|exam|meeting|shift|set)|half-?time|between (?:\w+ )?(?:sets|rounds|heats|periods|halves|points|games|ends|attempts|throws|jumps|lifts|dives|flights|bouts|races|papers)|(?:i'?m|im|i am|just) hid(?:ing)? (?:in|behind|at|out)|(?:on (?:a|the) (?:job|shift|call)|at work|in (?:a|the) (?:meeting|shop|queue|car)) rn\b|(?:\d+|one|two|three|five|ten) ?(?:km|k|miles?) (?:left|to go)|^(?:\w+ ){0,2}(?:interval|intermission|half-?time) (?:of|at|in|during) (?:our|my|the)|^(?:it'?s |its )?(?:the )?(?:interval|intermission|half-?time)(?=[.!,:])|(?:at|on) the changeover|changeover|change of ends|time-?out|during (?:the|my|this)|as we speak|in (?:\w+ ){0,3}rn\b|on (?:my|a) break|i'm on stage|still (?:at|in) (?:work|the meeting|the exam)|(?:\w+ ){0,2}(?:sets?|holes?|rounds?|laps?|games?|periods?|innings|questions?) (?:left|to go|to play)|(?:we are|we're|i am|i'm) (?:at|in) the (?:break|interval|changeover|timeout|time-out)|\w+ing (?:\w+ ){0,6}rn(?= |,|\.|$)|(?:i am|i'?m|im|we are|we'?re) in the queue|at the (?:\d+ ?(?:km|k|mile) )?(?:control|checkpoint|feed station|aid station|feed zone)|^(?:it'?s|its) \d{1,2}(?:[.:]\d{2})? ?(?:am|pm)\b(?! (?:tomorrow|tonight|on)\b))\b/g,
  ],
  [
    'after',
    /\b(?:yesterday|last (?:night|week|month|year|time|season)|can't get it out of my head|can't stop thinking about (?:it|what|how)|keep replaying|replaying it|(?:been|kept|keep) (?:replaying|going over) (?:it|the|what|every)|earlier today|this morning|just (?:finished|happened|lost|failed|made|got|came|had|missed|choked|froze)|after (?:the|my) \w+|afterwards|went badly|it's over|ago|choked|froze|failed|lost|bombed|cried|broke down|held it together|went to pieces|put (?:to sleep|down)|passed away|messed up|didn't make|got cut|was rejected|snapped|(?:shouted|yelled|screamed|lashed out|blew up) at|lost my (?:temper|cool)|took it out on|had a go at|was (?:rude|short|harsh|mean) (?:to|with)|said something i regret\w*|i regret|got (?:a |an )?\d+(?:%| points| marks)? (?:on|in|for) (?:the|my|our|this)|results? (?:came|come) (?:out|back|in))\b/g,
  ],
  [
    'before',
    /\b(?:tomorrow|(?<!\btimes? )tonight|later today|this (?:afternoon|evening|weekend|friday|saturday|sunday)|next (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:\d+|a few|a couple of|an?|one|two|three|five|ten|twenty|thirty) (?:minutes?|mins?|hours?|hrs?|days?|weeks?)|about to(?! (?:cry|lose (?:it|my)|scream|explode|snap|break down|burst|crack|throw up|be sick|pass out|faint|walk out|give up))|coming up|upcoming|soon|before (?:my|the)|getting ready|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|i have (?:a|an|my) \w+ (?:today|tonight|tomorrow)|up next|on deck)\b/g,
  ],
  [
    'ongoing',
    /\b(?:always|whenever|every (?:day|time|week|weekend|night|shift|morning|evening|game|match|job|call|session|lesson|round)|every (?:day|night|morning) for (?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty) (?:yrs?|years)|most (?:nights|days|evenings|weeks)|since (?:january|february|march|april|may|june|july|august|september|october|november|december|christmas|the (?:summer|spring|autumn|winter))|(?:the|this) (?:last|past) (?:few )?(?:weeks?|months?)|(?:moved|started|joined|arrived|relocated)\b[^.!?]{0,40}\bago|keeps?|constantly|all the time|lately|for (?:weeks|months|years)|these days|recently|again and again|every single|never ends|most days|often|every (?:year|month|season|winter|summer|weather)|all year|(?:after|since) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty) years)\b/g,
  ],
];

/** A time later today: "tonight", "this afternoon", "this evening". */
const LATER_TODAY = String.raw`\b(?:tonight|this (?:afternoon|evening))\b`;
const SAYS_LATER_TODAY = new RegExp(LATER_TODAY);
const BEFORE_SIGNAL = TIMING_SIGNALS.find(([timing]) => timing === 'before')?.[1] ?? /$^/;

/**
 * Going back to the usual ("I'm back on nights tomorrow", "next shift"): after something has
 * happened, that is the next shift, not the moment. A first shift back after leave is the moment.
 */
const NEXT_SHIFT =
  /\b(?:(?:i'm|i am|i'll be|be) back (?:on|in|at work)|back on (?:shift|nights|days|duty|the ward|call)|on (?:shift|nights|duty) again|next shift|have (?:them|her|him) again|(?:have|got) (?:work|school|uni|college) tomorrow|work tomorrow)\b/;
const FIRST_BACK =
  /\b(?:first \w* ?back|returning|after (?:my |the )?(?:injury|surgery|leave|break|time off|illness)|\w+ leave)\b/;

/**
 * Still in it, said the way people text from a break inside the event: "half time now", "20 mins
 * in", "10 hrs into a 12", "between songs now", "next call just dropped", "still live", "prod is down".
 */
export const STILL_IN_IT =
  /\b(?:(?:half[- ]?time|changeover|intermission|interval|timeout|time-?out) now|(?:\d+|twenty|ten|thirty) (?:mins?|minutes|hrs?|hours) (?:in|into)\b|(?:hrs?|hours) into an?\b|still (?:live|on (?:shift|call|stage|the call|air))|(?:next|another) (?:call|caller|customer|patient|one) (?:just )?(?:dropped|came in|is coming|pops?)|between (?:songs|calls|sets|sessions|stations|patients|acts|innings|rounds|heats|points|games) now|in the dugout|go(?:ing|in'?) back out|walking out now|on (?:my|a) (?:\d+[- ]?(?:min|minute) |quick |short )?break|mid[- ]?(?:match|game|set|race|shift|exam|show|stream|round|service)|\bprod is down|(?:bridge|incident|outage) call|in the (?:toilets|bathroom|loo) (?:in|at|during) the middle|(?:three|3) deep|back to back calls|(?:toilet|loo|bathroom|water|drinks|comfort) break (?:in|during|mid|of)|break before (?:map|game|round|set|heat|part|the (?:second|next|last|final))|(?:\d+|one|two|three|four|five|six) ?(?:hrs?|hours|mins?|minutes) (?:of (?:the |my )?\w+ )?(?:left|to go)|(?:one|1|last|final) (?!(?:day|week|month|year|night|sleep|term|semester)s?\b)\w+ (?:left|to go)|(?:\d+|two|three) more (?:\w+ ){0,2}to go|back on in \d+|live on air|(?:\d+|two|five|ten|fifteen|twenty)[- ]?(?:min|mins|minute|minutes) break (?:after|between|before the (?:next|second|last))|break after (?:the )?(?:first|second|1st|2nd) (?:board|set|game|half|round|heat|leg|match|period|quarter|bout|frame)|(?:track|song|video|ad) (?:is )?playing now|(?:at|in) my (?:\w+ ){1,3}now(?=[,.!?\n]|$)|\bbeen (?!sitting|sat|lying|staring)\w+ing\b[^.!?]{0,40}? for (?:\d+|an?|one|two|three|ten|twenty|forty) ?(?:hrs?|hours?|mins?|minutes)\b(?! (?:a|every|each|per) )|\bhid(?:ing)? (?:in|behind|at) (?:the |a |my )?(?:[\w-]+ ){1,3}?for (?:\d+|a few|two|five|ten) ?(?:secs?|seconds|mins?|minutes)\b|\b(?:\d+|five|ten|fifteen|twenty) ?(?:mins?|minutes) (?:til|till|until|to) (?:my|the) (?:break|lunch)\b|(?:^|[.!?] )currently (?:at|in|on|sat|sitting|stood|standing|stuck|hiding|parked)\b|(?:^|[.!?] )(?:i'?m |im |i am |still )?(?:standing|stood|sitting|sat|waiting|stuck|frozen) (?:at|on|by) the (?:bottom|top|foot|edge|front|end) of\b|(?:i'?m|im|i am) (?:standing|stood|sitting|sat) (?:at|in) the back\b|(?:i'?m|im|i am) in the (?:tent|marquee|stands|crowd|audience|back room)\b(?! (?:tomorrow|tonight|later|next|on \w+day))|\bi'?ve (?:tasted|judged|marked|checked|scored) (?:\d+|two|three|four|five|six|seven|eight|nine|ten)\b(?! (?:years|times|days|weeks|months))|(?:^|[.!?] )(?:i'?m |im |i am |we'?re |we are |still )?on standby\b(?! (?:for|from|\d|all|tomorrow|tonight|next|this|on \w+day)))/;

const WITHIN_THE_WEEK = 4320;

/**
 * The next one of something that has just gone badly ("another spot next Wednesday", "we play them
 * again Saturday"): when the past is what they keep coming back to, it stays the moment.
 */
const NEXT_INSTANCE =
  /\b(?:another|rematch|(?:play|face|race|meet|fight|see) (?:them|him|her|it|each other) again|next (?:one|game|match|gig|spot|race|meet|show|bout|fight|round|set|time))\b/;

const WAITING =
  /\b(?:still waiting|waiting (?:to hear|for (?:news|the results?|an answer|a reply|a decision|them to|a call))|haven't heard (?:back|anything)|still no (?:word|news|reply))\b/;

const DISCREET_PLACES =
  /\b(?:meeting|in class|lecture|seminar|start(?:ing)? line|behind the blocks|on the blocks|on stage|in the wings|backstage|on court|on the field|on the pitch|exam hall|in the exam|interview|on (?:a|the) call|zoom|teams call|in public|at my desk|open-?plan|in the (?:or|operating room|theatre)|on the ward|during (?:surgery|rounds|the shift|my shift)|in front of|people (?:will )?(?:see|notice)|on the bench|on the bus|on the train|in the office|rounds|dugout|locker room|waiting room|pool deck|call room|bullpen|changeover|change of ends|on the bench|courtside|in view|the crowd|spectators|people are watching)\b/;

/**
 * Minutes until the moment. `future` when the words can only point ahead ("in 10 minutes",
 * "tomorrow"); "tonight" or "this evening" can also be when something already happened.
 */
function countdownFromText(text: string): { minutes: number | undefined; future: boolean } {
  const explicit = explicitMinutes(text);
  if (explicit !== undefined) return { minutes: explicit, future: true };
  if (/\blater today\b/.test(text)) return { minutes: 360, future: true };
  // "Doing table magic tonight", "curtain up at 7": a clause with nothing past in it points ahead.
  // "Danced my first solo this afternoon": a time of today said in a past clause is behind them.
  if (SAYS_LATER_TODAY.test(text) && (tonightAhead(text) || !tonightPast(text)))
    return { minutes: 360, future: tonightAhead(text) };
  if (/\btomorrow\b/.test(text)) return { minutes: 1440, future: true };
  if (CLOCK_TIME_AHEAD.test(text)) return { minutes: 360, future: true };
  if (
    // A weekday counts only when its own clause is not past ("put to sleep on Monday" is behind them).
    /\b(?:next week|in \d+ days|this weekend)\b/.test(text) ||
    weekdayAhead(text)
  )
    return { minutes: 4320, future: true };
  // Weeks or a month away: far enough that a last-minutes skill does not fit yet.
  if (
    /\b(?:in (?:\d+|a few|a couple of|two|three|four|five|six) (?:weeks?|months?)|next month|(?:is|are) (?:\d+|two|three) weeks away)\b/.test(
      text,
    )
  )
    return { minutes: 20160, future: true };
  return { minutes: undefined, future: false };
}

const PAST_IN_CLAUSE =
  /\b(?!(?:need|speed|bed|red|wed|seed|feed|hundred|scheduled|booked|planned)\b)\w{3,}ed\b|\b(?:was|were|went|got|had|did|said|lost|froze|threw|fell|came|left|made|took|sang|ran|swam|rode|gave|spoke|wrote|drove|won|flew|fought|taught|shot|caught|blew|broke|forgot|slept|felt|heard|saw|thought|told|knew|spent|sent|paid|met|hid|woke)\b/;

/** Something one does or faces tonight, as opposed to another shift or list after a bad morning. */
const EVENT_TONIGHT =
  /\b(?:show|gig|magic|set|match|game|race|final|performance|opening|concert|recital|speech|talk|presentation|interview|exam|test|audition|fight|bout|meet|competition|comp|dinner|party|wedding|date|watching|curtain|training|practice|class|drop in|debut)\b/;

/** A past verb before the time in its clause: "danced my first solo this afternoon", not "gig tonight and I messed up". */
const PAST_THEN_TODAY = new RegExp(
  String.raw`(?:^|[.!?;]\s*|\b(?:i|we) )(?!(?:signed|entered|registered|agreed|promised|decided|arranged|offered|volunteered|asked|invited|told|got asked|got picked|got booked)\b)(?:${PAST_IN_CLAUSE.source})(?:(?!\b(?:will|going to|gonna|wants?|have to|has to|needs? to|later|tomorrow|i'?m|i am|we'?re|we are|is|are)\b)[^.!?;])*${LATER_TODAY}`,
);

function tonightPast(text: string): boolean {
  return PAST_THEN_TODAY.test(text);
}

function tonightAhead(text: string): boolean {
  return text
    .split(/[.!?;]+/)
    .some((clause) => SAYS_LATER_TODAY.test(clause) && EVENT_TONIGHT.test(clause) && !PAST_IN_CLAUSE.test(clause));
}

/**
 * A clock time for something ahead: "the heat is at 4pm", "I have a work call at 9". Not "it's 11pm"
 * (the time now) and not "at 4pm yesterday".
 */
const CLOCK_TIME_AHEAD =
  /\b(?:(?:is|are|starts?|begins?|kicks? off|'s|curtain(?:'s)? up|doors|on stage|on air) at|(?:i have|i've got|i have got) (?:a|an|my|the) [a-z0-9 :-]{1,30}? at) (?:\d{1,2}(?::\d{2})? ?(?:am|pm|o'clock)?|noon)\b(?! (?:yesterday|last|this morning))/;

/** The sentence a time phrase sits in is told in the past: a past verb or "last night" before it. */
function sentenceToldAsDone(text: string, at: number): boolean {
  const start = Math.max(...['.', '!', '?', '\n'].map((mark) => text.lastIndexOf(mark, at - 1))) + 1;
  const before = text.slice(start, at);
  return PAST_IN_CLAUSE.test(before) || /\b(?:last night|yesterday|this morning|ago)\b/.test(before);
}

/** The clause a time phrase sits in goes on in the past up to it ("only noticed with 40 minutes left"). */
export function toldAsDone(text: string, at: number): boolean {
  const start = Math.max(...['.', '!', '?', ';', ','].map((mark) => text.lastIndexOf(mark, at - 1))) + 1;
  return PAST_IN_CLAUSE.test(text.slice(start, at));
}

function explicitMinutes(text: string): number | undefined {
  const count = String.raw`(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|a few|a couple(?: of)?|few)`;
  const minutes = new RegExp(
    // Not a share of playing time or a pace: "about 6 min a game", "only 8 mins per mile".
    // Nor how long something takes: "they finish in 20 minutes", "I did it in 10 mins", "we argued
    // for about ten minutes", "they all want it fixed in ten minutes", "caught it in about twenty minutes".
    String.raw`(?<!\b(?:finish(?:es|ed)?|done|complete[sd]?|solved?|did (?:it|them|that)|do (?:it|them|that)|takes?|took|ran|run|cooks?|cooked|for|fixed|sorted|served|seen|dealt with) )(?<!\b(?:caught|spotted|found|noticed|cleared|finished|solved|forget|forgot|lose|lost|read|learn|learnt|learned) (?:it|them|that|him|her) (?:in )?)\b(?:in|within|about|only|got|have|under) ${count} ?(?:min|mins|minutes?)\b(?! (?:a|per|each|every) (?:game|match|half|period|quarter|shift|day|week|night|session|round|set|turn|question|page|mile|km|lap|rep|song|set)\b)`,
  ).exec(text);
  if (minutes?.[1]) return toNumber(minutes[1]);
  // "10 minutes til they call me in": a countdown said the other way round. Not "handed it in last
  // night, two minutes before the deadline": a sentence told in the past says how close it was.
  const until = new RegExp(
    // "Sat in the car for twenty minutes before I could go in" says how long it took.
    String.raw`\b${count} ?(?:min|mins|minutes?) (?:til|till|until|before (?:they|i|we|my|the))\b(?! could\b| was able\b)`,
  ).exec(text);
  if (until?.[1] && !sentenceToldAsDone(text, until.index)) return toNumber(until[1]);
  // "On stage in 5", "we're on in 10": a bare small number after going on is minutes.
  const bare =
    /\b(?:on|up|on stage|start(?:s|ing)?|go(?:ing)? on|kick ?off) in (\d{1,2})(?! ?(?:hours?|hrs?|days?|weeks?|months?|years?|k\b|km|%|\/|:|-|\d))\b/.exec(
      text,
    );
  if (bare?.[1] && Number(bare[1]) <= 30) return Number(bare[1]);
  // "I threw it all away in 40 seconds", "drove it in 3 hours": how long a past thing took, not a countdown.
  const seconds = new RegExp(String.raw`\bin ${count} ?(?:sec|secs|seconds?)\b`).exec(text);
  if (seconds && !toldAsDone(text, seconds.index)) return 0.5;
  // "Half an hour to go", "in half an hour": a countdown; "sat with her for half an hour" is how long something took.
  if (/\b(?:in|within|got|have|only) half an hour\b|\bhalf an hour (?:to go|left|until|till|before|away)\b/.test(text))
    return 30;
  const hours = new RegExp(String.raw`\b(?:in|within) ${count} ?(?:hours?|hrs?)\b`).exec(text);
  if (hours?.[1] && !toldAsDone(text, hours.index)) return toNumber(hours[1]) * 60;
  if (
    /\b(?:(?:on|up|next|going on|going out|walking out|starting) right now|any (?:second|minute) now|up next|on deck|i'm next|next up|about to (?:go|start|walk|dive|step|begin|present|perform))\b/.test(
      text,
    )
  )
    return 1;
  return undefined;
}

function toNumber(word: string): number {
  const n = Number(word);
  return Number.isFinite(n) ? n : (NUMBER_WORDS[word.replace(/ of$/, '')] ?? 3);
}

function availableSecondsFor(timing: Timing | undefined, minutesUntil: number | undefined, text: string): number {
  if (minutesUntil !== undefined && minutesUntil <= 60) {
    if (minutesUntil <= 1) return 30;
    if (minutesUntil <= 3) return 60;
    if (minutesUntil <= 10) return 180;
    if (minutesUntil <= 45) return 600;
  }
  if (timing === 'during') {
    // A tennis changeover or a timeout is about 90 seconds; halftime or a lunch break is longer.
    if (/\b(?:changeover|change of ends|time-?out|between (?:points|games|ends))\b/.test(text)) return 90;
    return /\b(?:break|lunch|halftime|half-time|interval|between)\b/.test(text) ? 600 : 90;
  }
  return 900;
}

/** "1 hour", "2 hours": the unit agrees with the number. */
export function countOf(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

function whenPhraseFor(timing: Timing | undefined, minutesUntil: number | undefined, text = ''): string | undefined {
  if (minutesUntil !== undefined) {
    if (minutesUntil < 1) return 'with only seconds to go';
    if (minutesUntil <= 1) return 'right before you start';
    if (minutesUntil < 60) return `with about ${countOf(Math.round(minutesUntil), 'minute')} to go`;
    if (minutesUntil <= 180) return `with about ${countOf(Math.round(minutesUntil / 60), 'hour')} to go`;
    if (minutesUntil <= 600) return 'with a few hours to go';
    if (minutesUntil <= 1440) return 'the night before';
    return 'in the days before';
  }
  if (timing === 'during') {
    if (/\b(?:changeover|change of ends)\b/.test(text)) return 'at the changeover';
    if (/\bhalf-?time\b/.test(text)) return 'at halftime';
    if (/\btime-?out\b/.test(text)) return 'in a timeout';
    return 'right in the middle of it';
  }
  if (timing === 'after') return 'now that it has happened';
  return undefined;
}

const PAST_VERBS = new RegExp(PAST_IN_CLAUSE.source, 'g');
const TOLD_IN_THE_PAST = 3;
/** "Now 2 customers are messaging me", "I'm docked a point": still in it, however much went before. */
const NOW_CUES =
  /\b(?:now|currently|at the moment|(?:i'?m|im|i am|we'?re|we are) (?:\w+ing|at|in|on|still|sat|stood|docked)|(?:is|are) \w+ing|waiting|\d+ (?:games?|sets?|all))\b/;

/**
 * "I can't change my job right now", "we can't afford it right now", "what I'd write right now": a
 * state that holds at present, not being in the middle of something or about to start it.
 */
const STATE_RIGHT_NOW =
  /\b((?:can'?t|cannot|couldn'?t|won'?t|don'?t|do not|not|i'?d|i would) (?:\w+ ){0,3}?)right now\b|\bright now,? (?=i (?:just )?(?:can'?t|cannot|don'?t|do not)\b)/g;

export function readTiming(message: string): TimingReading {
  const text = message.replace(STATE_RIGHT_NOW, '$1');
  // The time of today in a past clause is "earlier today" for reading when it is.
  // Only when nothing else in the message points ahead ("a practice quiz tonight… the exam is in three weeks").
  const today = new RegExp(LATER_TODAY, 'g');
  const dated =
    tonightPast(text) && !tonightAhead(text) && !BEFORE_SIGNAL.test(text.replace(today, ''))
      ? text.replace(today, 'earlier today')
      : text;
  const present = withoutHabitualClauses(dated);
  // "Danced my first solo on Saturday": a weekday in a past clause says when it happened.
  const ahead = withoutDoneWeekdays(dated);
  const counts = TIMING_SIGNALS.map(
    ([timing, re]) =>
      [timing, (timing === 'during' ? present : timing === 'before' ? ahead : dated).match(re)?.length ?? 0] as const,
  );
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  const countdown = countdownFromText(text);
  let timing: Timing | undefined = best[1] > 0 ? best[0] : undefined;
  // A countdown beats generic past-tense words ("I messed up last time, race in 10 minutes"); "tonight"
  // does not: "I snapped at my partner again tonight" has already happened.
  const afterCount = counts.find(([t]) => t === 'after')?.[1] ?? 0;
  const happened = afterCount > 0;
  const nextShiftOnly = happened && timing !== 'during' && NEXT_SHIFT.test(text) && !FIRST_BACK.test(text);
  if (nextShiftOnly) timing = 'after';
  if (
    countdown.future &&
    countdown.minutes !== undefined &&
    countdown.minutes <= 1440 &&
    timing !== 'during' &&
    !nextShiftOnly
  )
    timing = 'before';
  if (countdown.minutes !== undefined && timing === undefined) timing = 'before';
  // No word of when, but told in the past ("gave evidence… the barrister tore into my method… the
  // jury convicted"): it has happened, though not so surely that the tip may say so.
  const toldInPast =
    timing === undefined && (dated.match(PAST_VERBS)?.length ?? 0) >= TOLD_IN_THE_PAST && !NOW_CUES.test(dated);
  if (toldInPast) timing = 'after';
  // The event that matters is the one ahead: within the week it wins over past mentions ("fell in the
  // warmup last comp, short program is saturday") and over what keeps happening ("I keep falling at
  // the crux", redpoint on Sunday). Further off, the past can still be the point ("next meet in 3 weeks
  // and I keep going over it").
  if (
    countdown.future &&
    (countdown.minutes ?? Infinity) <= WITHIN_THE_WEEK &&
    (timing === 'after' || timing === 'ongoing') &&
    !nextShiftOnly &&
    !hasOwnSharpMoment(text) &&
    !(timing === 'after' && afterCount >= 1 && NEXT_INSTANCE.test(text))
  )
    timing = 'before';
  // Texting from inside it ("half time now. 2nd half starts in 8 min"): the countdown is to the next part.
  if (STILL_IN_IT.test(text) && !nextShiftOnly) timing = 'during';
  // A sharp moment of their own has already happened: "I'm back on tomorrow morning" is the next
  // shift and "during the case" is when it happened, not now. Only being still in it ("I'm on the
  // ward right now") or a countdown within the hour ("the game starts in 10 minutes") wins.
  const stillThere = timing === 'during' && (stillInTheMoment(text) || STILL_IN_IT.test(text));
  if (hasOwnSharpMoment(text) && !stillThere && !(countdown.future && (countdown.minutes ?? 999) <= 60))
    timing = 'after';
  // "Still waiting to hear back since the interview last week": the waiting is now.
  if (WAITING.test(text) && timing === 'after' && !hasOwnSharpMoment(text)) timing = 'ongoing';
  const minutesUntil = timing === 'after' ? undefined : countdown.minutes;
  const signalled = counts.filter(([, n]) => n > 0).map(([t]) => t);
  const oneWay = signalled.every((t) => t === timing);
  // What settles a mixed reading: being still in it, or a countdown to its next part with no past
  // word the "during" could belong to ("during the meeting I froze"); a past that only lingers
  // ("lost the final, keep replaying it") with nothing ahead, their own sharp moment, or only the
  // next shift ahead ("snapped at a patient's family, back on tomorrow"); a date ahead within the
  // week that is not the next one of what just went wrong ("resit is 9am tmrw, failed it in june" is
  // before the resit; "blanked on the last station, next one in 2 min" is the middle of the exam).
  const settled =
    (timing === 'during' && (stillThere || !happened)) ||
    (timing === 'after' && !countdown.future && signalled.every((t) => t === 'after' || t === 'ongoing')) ||
    (timing === 'after' && (nextShiftOnly || hasOwnSharpMoment(text))) ||
    (timing === 'before' &&
      countdown.future &&
      (countdown.minutes ?? Infinity) <= WITHIN_THE_WEEK &&
      !signalled.includes('during') &&
      !NEXT_INSTANCE.test(text));
  // A countdown to the next one of a series ("3 more stations, next one in 2 min") is ahead of a
  // part, not of the whole: "before your exam" would be wrong.
  const nextPart = timing === 'before' && countdown.future && NEXT_INSTANCE.test(text);
  const certain = timing !== undefined && (oneWay || settled) && !nextPart && !toldInPast;
  const soon = timing === 'during' || (minutesUntil !== undefined && minutesUntil <= 30);
  return {
    timing,
    minutesUntil,
    availableSeconds: availableSecondsFor(timing, minutesUntil, text),
    discreetNeeded: soon && DISCREET_PLACES.test(text),
    whenPhrase: whenPhraseFor(timing, minutesUntil, text),
    certain,
  };
}
