/**
 * Wrong-facts checker (eval tooling, not shipped): reads the facts an answer states about the person
 * (the timing its words imply, the event and role it names, the time words it uses, a mistake it says
 * they made) and flags those that contradict the outside coach's labels (timing, when, role) or that
 * the person's own words do not support. It reads only the lines written about them: the opening, the
 * frame, the steps and cue as filled, and the summary; the library's "why" and source are left out.
 */

export type LabelTiming = 'before' | 'during' | 'after' | 'ongoing';

export interface LabelledAnswer {
  situation: string;
  background?: string;
  timing?: string;
  when?: string;
  role?: string;
  answer: string;
  summary?: string;
}

export interface Flag {
  kind: 'timing' | 'unsupported_timing' | 'event' | 'role' | 'time_word' | 'mistake';
  said: string;
  why: string;
}

/** Text the person wrote, lower-cased, with everyday shorthand for times spelled out. */
export function theirWords(item: Pick<LabelledAnswer, 'situation' | 'background'>): string {
  return `${item.situation} ${item.background ?? ''}`
    .toLowerCase()
    .replace(/[\u2018\u2019`´]/g, "'")
    .replace(/\b(?:tmrw|tmr|tmrow|2moro|2morrow|tomoz)\b/g, 'tomorrow')
    .replace(/\b(?:tnight|2nite|tonite)\b/g, 'tonight')
    .replace(/\bweds\b/g, 'wednesday');
}

/** The lines an answer writes about the person: no headings, "Why it works" or "Based on". */
export function statedLines(answer: string, summary = ''): string {
  const lines = answer
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^\*\*/.test(line) && !/^(?:Why it works|Based on):/.test(line))
    .filter((line) => !/^I'm an AI coach/.test(line))
    .map((line) => line.replace(/^\d+\.\s+/, ''));
  return `${lines.join('\n')}\n${summary}`;
}

/** Words that say the moment is still ahead of them. */
const SAYS_AHEAD: readonly RegExp[] = [
  /\b(?:the )?(?:night|evening|morning|day|week) before (?:your|the|a big|it)\b/i,
  /\bbefore (?:your|a big) (?!next\b)[a-z]+/i,
  /\b(?:is|are) coming up\b/i,
  /\bthe unknown is doing\b/i,
  /\bWhen is it, and what moment are you dreading\b/i,
  /\bahead of (?:your|the) (?!next\b)[a-z]+/i,
  /\bNerves before a big\b/i,
  /\bSleep before a big day\b/i,
];
/** Words that say it has already happened. */
const SAYS_HAPPENED: readonly RegExp[] = [
  /\bnow that it(?:'s| has) happened\b/i,
  /\b(?:it|that) is over\b/i,
  /\bafter (?:a|the) (?:call|shift) like that\b/i,
  /\bwhat (?:just )?happened\b/i,
  /\bsomething (?:that )?(?:just )?went wrong\b/i,
  /\bthat (?:call|moment|shot|point|mistake) is gone\b/i,
  /\bafter (?:your|the) (?:race|match|game|talk|exam|test|interview|shift|show|performance|presentation)\b/i,
];
/** Their words tell of something past, so "what happened" may be about that. */
const TELLS_OF_PAST =
  /\b(?:last (?:time|year|week|month|night|season|one)|ago|yesterday|earlier|previous|was|were|did|had|got|went|lost|missed|bombed|fell)\b/;
/** Anything in their words that could point ahead: a day, a countdown, "next", "will", "dreading". */
const AHEAD_IN_THEIR_WORDS =
  /\b(?:tomorrow|tonight|today|next|soon|upcoming|coming|about to|going to|gonna|will|'ll|have to|got to|gotta|need to|dread\w*|before|until|till|left|out|away|first|starts?|this (?:week|weekend|afternoon|evening|morning|year|season)|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?|in (?:\d|a|an|two|three|four|five|six|ten)|\d+ ?(?:mins?|minutes|hrs?|hours|days?|weeks?|months?)|\d{1,2}(?:am|pm|:\d\d)|at \d|final|trials?|exam|test|interview|audition|wedding|when|if|what if|keep|every|always)\b/;
/** Anything in their words that tells of something that has happened. */
const PAST_IN_THEIR_WORDS =
  /\b(?:\w+ed|lost|froze|fell|got|went|had|did|was|were|said|told|made|gave|took|came|left|threw|ran|hit|let|shot|blew|broke|ago|yesterday|last|earlier|since|again|been)\b/;
/** Words that say they are in the middle of it. */
const SAYS_MIDDLE: readonly RegExp[] = [
  /\bstill more to go\b/i,
  /\b(?:you are|you're) in the middle of it\b/i,
  /\bin the middle of (?:your|the) (?:race|match|game|talk|exam|test|shift|show|performance)\b/i,
];

const EVENT_WORDS =
  'race|match|game|talk|presentation|exam|test|interview|shift|audition|recital|performance|release|meeting|speech|pitch|tournament|meet|competition|gig|show|operation|viva|review|tryout|final|set|round|heat|trial|lesson|session|call|surgery|run|service|event|day';
const YOUR_EVENT = new RegExp(`\\byour (?:(?:next|first|big|last) )?(${EVENT_WORDS})\\b`, 'gi');

/** Event words and what the person may have written for them (plurals count: "8 games"). */
const EVENT_SYNONYMS: Record<string, RegExp> = {
  talk: /\b(?:talk|speech|keynote|lecture|presentation|toast|eulogy|sermon)/,
  operation: /\b(?:operation|operating|surgery|procedure|op\b|theatre|theater)/,
  exam: /\b(?:exam|midterm|final|test|paper|boards|gcse|a-level|sat\b|act\b|bar\b)/,
  test: /\b(?:test|exam|check ?ride|assessment|quiz)/,
  race: /\b(?:race|marathon|heat|crit|triathlon|10k|5k|ultra|regatta)/,
  match: /\b(?:match|game|fixture|bout|fight|final|tie)/,
  game: /\b(?:game|match|fixture)/,
  meet: /\b(?:meet|gala)/,
  viva: /\b(?:viva|defen[cs]e)/,
  show: /\b(?:show|gig|performance|concert|opening night|set)/,
  performance: /\b(?:perform|show|gig|recital|concert|play)\w*/,
  tryout: /\b(?:tryout|trial)/,
  competition: /\b(?:competition|comp|contest|championship|tournament|meet|final)/,
};

function mentions(words: string, event: string): boolean {
  const own = EVENT_SYNONYMS[event];
  if (own?.test(words)) return true;
  return new RegExp(`\\b${event}`).test(words);
}

/** The event is someone else's when they name it with another's possessive and never "my/our". */
function someoneElses(words: string, event: string): boolean {
  const other = new RegExp(`\\b(?:his|her|their|[a-z]+'s) (?:[a-z-]+ ){0,2}${event}`);
  const mine = new RegExp(`\\b(?:my|our|i have|i've got|i got) (?:[a-z-]+ ){0,2}${event}`);
  const bystander =
    /\b(?:press box|match report|interpret\w*|refereeing|referee|umpir\w*|officiat\w*|commentat\w*|spectat\w*)\b/;
  return (other.test(words) || bystander.test(words)) && !mine.test(words);
}

const TIME_WORDS = /\b(tomorrow|tonight|this morning|this afternoon|today|yesterday|last night|this weekend)\b/gi;

/** A role the answer gives them: "as an athlete", "you are a speaker", "(swimmer)" in the summary. */
const ROLE_NOUNS =
  /\b(as an?|you are an?|you're an?|for an?) (athlete|performer|player|first responder|presenter|competitor|surgeon|nurse|teacher|student|speaker|coach|parent|carer)\b/gi;

const MISTAKE_SAID =
  /\b(?:(?:your|the|that|one) (?:mistake|slip|error)|what went wrong|after a mistake|mistake has grabbed|your miss)\b/i;
const MISTAKE_IN_THEIR_WORDS =
  /\b(?:mistakes?|error|errors|slip\w*|messed|mess(?:ed)? up|screw\w*|wrong|miss\w*|dropp\w*|fluff\w*|blank\w*|froze|freez\w*|foul\w*|fault\w*|typo|forgot\w*|botch\w*|lost|choked|shank\w*|fumbl\w*|clang\w*|stuff\w*|bad|blew|shouted|snapped|yelled|failed|fail|cut|wide|gave up|crash\w*|fell|flubb\w*|stumbl\w*|mistim\w*|corrected|let in|conceded|out first ball|not straight|snatchy|gone to|shot (?:a|two|three) \d)/;

/** Does the label's "when" say something is still ahead (a date, "in 3 weeks", "next…")? */
function whenAhead(when: string): boolean {
  return /\b(?:in \d|at \d|in (?:a|an|two|three|four|five|six)|next|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|week|month|by |before|until|later|soon|upcoming|\d+ (?:min|hour|day|week))/i.test(
    when,
  );
}

/**
 * Library lines that say what kind of event it was: a work incident, a death, a repeated shot. They
 * are a claim about the person only their words can support.
 */
const KIND_OF_EVENT: ReadonlyArray<readonly [RegExp, RegExp, string]> = [
  [
    /\b(?:something hard at work|a call, a shift or a case|after a call or a shift)\b/i,
    /\b(?:work\w*|shift|job|call\w*|patient|colleague|boss|client|office|ward|crew|station|case|customer|staff|team|manager|nurse|paramedic|police|officer|firefight\w*|dispatch\w*|medic|doctor|surgeon|clinic|hospital|school|pupil|student|assessment|interview)/,
    'a work incident',
  ],
  [
    /\b(?:lost someone|grief keeps arriving|for the loss|what you miss)\b/i,
    /\b(?:died|dead|death|passed|funeral|lost (?:my|our|him|her|mum|dad|a baby)|grie\w*|bereave\w*|put (?:down|to sleep)|miscarr\w*|memorial|anniversary|widow\w*|killed|lost a patient|(?:without|miss) (?:my |our )?(?:mum|mom|dad|mother|father|nan|gran\w*|husband|wife|partner|son|daughter|brother|sister))/,
    'a death',
  ],
  [
    /\b(?:shot, serve or kick|before every shot)\b/i,
    /\b(?:shot|serve|kick|putt|throw|penalt\w*|pens?\b|bowl\w*|pitch\w*|tee|swing|shoot\w*|darts?|arrows?|archery|golf|tennis|basketball|netball|snooker|pool|free throw|conversion|jump|vault|lift|routine|attempt|dive|trap|skeet|rifle|pistol|stroke|faults?|aces?)/,
    'a repeated shot in a sport',
  ],
];

export function checkAnswer(item: LabelledAnswer): Flag[] {
  const flags: Flag[] = [];
  const words = theirWords(item);
  const stated = statedLines(item.answer, item.summary);
  const timing = item.timing as LabelTiming | undefined;
  const when = item.when ?? '';
  const firstHit = (patterns: readonly RegExp[]) => patterns.map((p) => p.exec(stated)?.[0]).find(Boolean);

  const ahead = firstHit(SAYS_AHEAD);
  const happenedClaim = firstHit(SAYS_HAPPENED);
  // Label aside: a claim about when it is that nothing in their words could support.
  if (ahead && !AHEAD_IN_THEIR_WORDS.test(words))
    flags.push({ kind: 'unsupported_timing', said: ahead, why: 'says ahead; nothing in their words points ahead' });
  if (happenedClaim && !PAST_IN_THEIR_WORDS.test(words))
    flags.push({
      kind: 'unsupported_timing',
      said: happenedClaim,
      why: 'says it happened; nothing in their words tells of it',
    });
  const happened = firstHit(SAYS_HAPPENED);
  const middle = firstHit(SAYS_MIDDLE);
  // After it, "your next meet is coming up" is right when something is ahead ("next meet in 3
  // weeks"); in the middle of a night awake, "the night before your race" is right too.
  const aheadFits =
    whenAhead(when) &&
    ((timing === 'after' && !/\bbefore (?:your|a big)\b/i.test(ahead ?? '')) ||
      (timing === 'during' && /\bnight before\b/i.test(ahead ?? '')));
  if (ahead && (timing === 'after' || timing === 'during') && !aheadFits)
    flags.push({ kind: 'timing', said: ahead, why: `says ahead; labelled ${timing}` });
  if (ahead && timing === 'ongoing' && !whenAhead(when) && /night|evening|day|unknown|When is it|big/i.test(ahead))
    flags.push({ kind: 'timing', said: ahead, why: 'a one-off event ahead; labelled ongoing with nothing ahead' });
  // "What happened" before a match is right when they tell of a past one ("lost 5-0 last year").
  if (happened && timing === 'before' && !TELLS_OF_PAST.test(words))
    flags.push({ kind: 'timing', said: happened, why: 'says it has happened; labelled before' });
  if (happened && timing === 'during' && /over|now that|after (?:your|the) /i.test(happened))
    flags.push({ kind: 'timing', said: happened, why: 'says it is over; labelled during' });
  // Between rounds ("fell in the semis, finals in 20 min") there is still more to go.
  if (middle && (timing === 'after' || (timing === 'before' && !TELLS_OF_PAST.test(words))))
    flags.push({ kind: 'timing', said: middle, why: `says in the middle of it; labelled ${timing}` });

  for (const [said, supported, kind] of KIND_OF_EVENT) {
    const found = said.exec(stated)?.[0];
    if (found && !supported.test(words))
      flags.push({ kind: 'event', said: found, why: `${kind} their words do not name` });
  }

  for (const found of stated.matchAll(YOUR_EVENT)) {
    const event = (found[1] ?? '').toLowerCase();
    if (event === 'day') continue;
    if (event === 'set' || event === 'run' || event === 'session' || event === 'call') {
      if (!new RegExp(`\\b${event}`).test(words))
        flags.push({ kind: 'event', said: found[0], why: `"${event}" is not in their words` });
      continue;
    }
    if (!mentions(words, event)) flags.push({ kind: 'event', said: found[0], why: `"${event}" is not in their words` });
    else if (someoneElses(words, event))
      flags.push({ kind: 'event', said: found[0], why: `the ${event} is someone else's in their words` });
  }

  // Time words in the lines about them (the opening and the summary); steps ("quiz yourself again
  // tomorrow") are instructions, not facts about them.
  const bridge = stated.search(
    /\n(?:One skill to try|You do not have long|[^\n]* is one you can use in the moment|I don't want to guess)/,
  );
  const aboutThem = `${bridge > 0 ? stated.slice(0, bridge) : stated.split('\n')[0]}\n${item.summary ?? ''}`;
  for (const found of aboutThem.matchAll(TIME_WORDS)) {
    const time = (found[1] ?? '').toLowerCase();
    if (!words.includes(time) && !(time === 'today' && /\b(?:tonight|this morning|this afternoon)\b/.test(words)))
      flags.push({ kind: 'time_word', said: found[0], why: `"${time}" is not in their words` });
  }

  for (const found of stated.matchAll(ROLE_NOUNS)) {
    const role = (found[2] ?? '').toLowerCase();
    const head = role.split(' ').at(-1) ?? role;
    if (!words.includes(head.slice(0, -1)))
      flags.push({ kind: 'role', said: found[0], why: `"${role}" is not how they describe themselves` });
  }
  // The summary's "(swimmer)" before the skill's name, not a skill's own brackets after the colon.
  const label = /^[^:(]*\(([a-z -]+)\)[^:]*:/i.exec(item.summary ?? '')?.[1]?.toLowerCase();
  if (label) {
    const head = label.split(' ').at(-1) ?? label;
    if (!words.includes(head.slice(0, Math.max(4, head.length - 2))))
      flags.push({ kind: 'role', said: `(${label})`, why: 'role in the summary is not in their words' });
  }

  const opening = stated.split('\n').slice(0, 2).join(' ') + (item.summary ?? '');
  const mistake = MISTAKE_SAID.exec(opening)?.[0];
  if (mistake && !MISTAKE_IN_THEIR_WORDS.test(words))
    flags.push({ kind: 'mistake', said: mistake, why: 'a mistake their words do not name' });
  return flags;
}
