import { gerund, gerundPhrase } from './gerund.ts';
import { AHEAD_WHEN, END, feelingPhrase, NEXT_THING, you } from './their-phrase-parts.ts';
import { insideQuote } from './their-words.ts';

/**
 * Their main concern named back as a short phrase rather than their sentence re-ordered: "panicking
 * when the ball comes", "the fear that your voice will crack", "your hands shaking with the assessor
 * standing over you", "the memory of failing the swerve twice". Each family is a shape of sentence
 * people use for what goes wrong, read only where the shape is plain; anything else returns nothing
 * and the caller falls back to their own words. Nothing is added that their words do not carry.
 */

type Family = (text: string) => string | undefined;

/** "Scared my voice will crack", "keep thinking ill blank again": a fear of what will happen. */
const WILL_FEAR = new RegExp(
  String.raw`\b(?:worried|scared|afraid|terrified|nervous|petrified|convinced|(?:keep )?thinking|dreading that) (?:that )?((?:i'll|i will|i'm going to|ill|my \w+(?: \w+)? (?:will|is going to)|it'll|it will) ${END}{2,80}[a-z']*)`,
  'i',
);
/** "I panic when the ball comes", "I stutter before hurdle 7": what goes wrong and when it does. */
const GOES_WRONG =
  /(?:panic|panics|freeze|froze|tense up|rush|go blank|choke|stutter|bail(?: out)?|lose (?:my|the) \w+|go to pieces|fall apart|clam up|dry up|blank|snatch at it|lose it)/
    .source;
const WRONG_WHEN = new RegExp(
  String.raw`\bi (?:always |just |tend to |usually |still )?(${GOES_WRONG})\b(${END}{0,30}?) (when|whenever|every time|as soon as|before|on|at|with) (${END}{3,80}[a-z']*)`,
  'i',
);
/** "Every time the ball goes up I snatch at it": the moment first, then what goes wrong. */
const WHEN_WRONG = new RegExp(
  // What follows runs to the clause's end or is left out: "panic about the market crashing the" is cut short.
  String.raw`\b(every time|whenever|as soon as) (${END}{3,50}?),? i (${GOES_WRONG})\b((?:${END}{0,40}(?=[.,;!?]|$))?)`,
  'i',
);
/** "My hands go icy", "my first touch has been dodgy", "my head's all over the place". */
const BODY = new RegExp(
  String.raw`(?:\b(on|at|in|during) (the \w+),? )?\bmy (hands?|legs?|voice|arms?|mind|head|heart|stomach|throat|knees|fingers|feet|pushing|first touch|touch|serve|throwing|timing|nerves)(?: just| always| still)?\s?((?:has been|is getting|is going|keeps?|will) \w+|'s all over the place|is all over the place|(?:is|are) (?:still |so |all )?(?=\w)|goes|go|went|shook|shakes|shake|flattens|cracks|tightens|freezes|races|pounds|turns?)\b ?(${END}{0,70}[a-z']*)`,
  'i',
);
/** "I keep bailing out at the box", "I keep welling up just reading this one". */
const KEEP = new RegExp(String.raw`(?:\bi |^|[.!?]\s*)keep (\w+ing)\b(${END}{0,80}[a-z']*)`, 'i');
/** "Mum and I keep clashing". */
const WITH_SOMEONE =
  /\b(?:my )?(mum|mom|dad|wife|husband|partner|sister|brother|boss|manager|flatmate|friend) and i (?:keep|are|have been|always) (\w+ing)\b/i;
const DREAD = new RegExp(String.raw`\bdreading (?!that)(${END}{3,80}[a-z']*)`, 'i');
const CANT_LET_GO = /\b(?:can'?t stop|keep) (?:thinking about|replaying|going over|seeing) it\b/i;
const CANT = new RegExp(String.raw`(?:^|\bi |[.!?]\s*)can'?t ((?!stop)\w+${END}{0,80}[a-z']*)`, 'i');
/** Something of their own that went wrong: the start of a clause in the past. */
const OWN_PAST = new RegExp(
  String.raw`(?:^|[.!?]\s+|\bi )(failed|panicked|froze|blanked|bombed|choked|lost(?! (?:a|an|our|my (?:mum|mom|dad|mother|father|wife|husband|son|daughter|friend|grandad|nan|gran|dog|cat))\b)|missed|dropped|fluffed|got lost|went silent|no-heighted|put down|blew up|capsized|corpsed|snapped|shouted|yelled)\b(${END}{2,80}[a-z']*)`,
  'i',
);

function fearOf(text: string): string | undefined {
  const m = text.match(WILL_FEAR);
  if (!m?.[1]) return undefined;
  return `the fear that ${you(m[1].replace(/^ill\b/i, "I'll"))}`;
}

function wrongWhen(text: string): string | undefined {
  const a = text.match(WRONG_WHEN);
  if (a?.[1] && a[3] && a[4]) return you(`${gerundPhrase(a[1])}${a[2] ?? ''} ${a[3]} ${a[4]}`);
  const b = text.match(WHEN_WRONG);
  if (b?.[1] && b[2] && b[3]) return you(`${gerundPhrase(b[3])}${b[4] ?? ''} ${b[1]} ${b[2]}`);
  return undefined;
}

function body(text: string): string | undefined {
  const found = text.match(BODY);
  if (!found?.[3] || !found[4]) return undefined;
  const m = [found[0], found[3], found[4], found[5]];
  const scene = found[1] && found[2] ? ` ${found[1]} ${found[2]}` : '';
  if (/^(?:is|are) (?:still |so |all )?(?:steady|fine|ok|okay|good|great|solid|calm|strong)\b/i.test(`${m[2]}${m[3]}`))
    return undefined;
  const verb = (m[2] ?? '')
    .replace(/^(?:is|are) /, '')
    .replace(/^(?:'s|is) all over the place$/, 'all over the place')
    .replace(/^(?:has been|is getting|is going|will) /, (w) =>
      w.startsWith('has') ? 'being ' : w.startsWith('will') ? 'going to ' : 'getting ',
    )
    .replace(/^(keeps?|go|goes|went|shook|shakes|shake|flattens|cracks|tightens|freezes|races|pounds|turns?)$/, (w) =>
      gerund(w),
    );
  // "Every time I step up to the spot my mind goes blank": the moment it happens stays with it.
  const moment = text.match(new RegExp(`\\b(every time|whenever|as soon as) (${END}{3,50}?),? my ${m[1]}\\b`, 'i'));
  const when =
    moment?.[1] && moment[2] && (m[3] ?? '').trim().split(' ').length <= 2
      ? ` ${moment[1].toLowerCase()} ${moment[2]}`
      : '';
  return you(`your ${m[1]} ${verb} ${m[3] ?? ''}${scene}${when}`);
}

function keep(text: string): string | undefined {
  const m = text.match(KEEP);
  if (!m?.[1] || /^(?:thinking|wondering|worrying|getting up)$/i.test(m[1])) return undefined;
  // "Keep going or let it go?" is a choice they ask about, not something they keep doing.
  if (/^,?\s*or\b/i.test((m[2] ?? '').trim())) return undefined;
  return you(`${m[1]}${m[2] ?? ''}`);
}

function withSomeone(text: string): string | undefined {
  const m = text.match(WITH_SOMEONE);
  return m?.[1] && m[2] ? `${m[2].toLowerCase()} with your ${m[1].toLowerCase()}` : undefined;
}

function dread(text: string): string | undefined {
  const m = text.match(DREAD);
  return m?.[1] ? you(`dreading ${m[1]}`) : undefined;
}

/** "Missed gate 14 at selection. Can't stop thinking about it." names what it is, and that it stays. */
function cantLetGo(text: string): string | undefined {
  if (!CANT_LET_GO.test(text)) return undefined;
  const past = text.match(OWN_PAST);
  if (!past?.[1]) return undefined;
  return `${you(`${gerundPhrase(past[1])}${past[2] ?? ''}`)}, and not being able to put it down`;
}

function cant(text: string): string | undefined {
  const m = text.match(CANT);
  return m?.[1] ? you(`not being able to ${m[1]}`) : undefined;
}

/** Something of theirs went wrong last time and the next one is ahead: the memory of it is the weight. */
function memoryOf(text: string): string | undefined {
  const past = text.match(OWN_PAST);
  if (!past?.[1] || !AHEAD_WHEN.test(text.replace(past[0], ''))) return undefined;
  const said = you(`${gerundPhrase(past[1])}${past[2] ?? ''}`);
  return `the memory of ${said}`;
}

/** "Now I baulk at that skill every session", "I've started overthinking every draw": a habit of now. */
const HABIT = new RegExp(
  String.raw`\b(?:now )?i(?:'ve| have)? (?:started |begun )?(baulk\w*|bail\w*|flinch\w*|hesitat\w*|snatch\w*|overthink\w*|lobbing|bouncing|second-guess\w*|doubt\w*)\b(${END}{0,80}[a-z']*)`,
  'i',
);
function habit(text: string): string | undefined {
  const m = text.match(HABIT);
  return m?.[1] ? you(`${gerund(m[1])}${m[2] ?? ''}`) : undefined;
}

/** "My mare picks up on my nerves": their state reaching someone who depends on them. */
const PICKS_UP =
  /\bmy (\w+(?: \w+)?) (?:picks?|pick|is picking|are picking) up on my (nerves|stress|tension|mood|panic)\b/i;
function picksUp(text: string): string | undefined {
  const m = text.match(PICKS_UP);
  return m?.[1] && m[2] ? `your ${m[2].toLowerCase()} reaching your ${m[1]}` : undefined;
}

/** "That's the third time this season I've choked from a winning position": a repeat of their own. */
const AGAIN = new RegExp(
  String.raw`\b(second|third|fourth|fifth|\w+) time (this \w+ |now |in a row )?(?:that )?i'?ve (\w+ed|lost|froze|frozen|blown it)\b(${END}{0,80}[a-z']*)`,
  'i',
);
function again(text: string): string | undefined {
  const m = text.match(AGAIN);
  if (!m?.[1] || !m[3]) return undefined;
  return you(`${gerund(m[3])}${m[4] ?? ''}, for the ${m[1].toLowerCase()} time${m[2] ? ` ${m[2].trim()}` : ''}`);
}

/** A death or a pet put to sleep: the loss named plainly, and what keeps happening since. */
const LOSS =
  /\b(?:had|lost) (?:my|our) ((?:old |dear |lovely )?\w+) (?:put to sleep|put down)|\b(?:my|our) ((?:old )?\w+) (?:died|passed away)\b/i;
function loss(text: string): string | undefined {
  const m = text.match(LOSS);
  const who = m?.[1] ?? m?.[2];
  if (!who) return undefined;
  const since = keep(text);
  return `losing your ${who}${since ? `, and still ${since}` : ''}`;
}

/** "I don't even want to shoot": the wish to do it gone, after what went wrong. */
const NOT_WANTING = new RegExp(String.raw`\bi (?:don'?t|dont|do not) (?:even )?want to (\w+${END}{0,40}[a-z']*)`, 'i');
function notWanting(text: string): string | undefined {
  const m = text.match(NOT_WANTING);
  if (!m?.[1]) return undefined;
  const past = text.match(OWN_PAST);
  const after = past?.[1] ? `, after ${you(`${gerundPhrase(past[1])}${past[2] ?? ''}`.replace(NEXT_THING, ''))}` : '';
  return `not ${/\beven want/i.test(m[0]) ? 'even ' : ''}wanting to ${you(m[1].replace(NEXT_THING, ''))}${after}`;
}

/** "I have to tell my assistant manager tomorrow…", "I need to say something at training that…". */
const HAVE_TO_SAY = new RegExp(
  `(?:\\bi |^|[.!?]\\s*)(?:need|have|'ve got|have got|got) to (say|tell|explain|talk to|break|deliver|face|cut|let \\w+ go|lead|present|answer|decide) (${END}{3,80}[a-z']*)`,
  'i',
);
function haveToSay(text: string): string | undefined {
  const m = text.match(HAVE_TO_SAY);
  return m?.[1] && m[2] ? you(`having to ${m[1]} ${m[2]}`) : undefined;
}

/** "I'm still shaking", after someone shouted at them: the state, and what caused it. */
const STILL = /\bi'?m still (shaking|wired|rattled|shaken|buzzing|upset|fuming|trembling)\b(?: at the \w+)?/i;
const AT_ME = new RegExp(
  `(?:^|[.!?]\\s*)((?:a|an|the|my|this|that) ${END}{2,40}? (?:shouted|screamed|yelled|swore|snapped|kicked off) at me${END}{0,40}[a-z']*)`,
  'i',
);
function still(text: string): string | undefined {
  const m = text.match(STILL);
  if (!m?.[0]) return undefined;
  const cause = text.match(AT_ME)?.[1];
  return you(
    `that I'm ${m[0].replace(/^i'?m /i, '')}${cause ? ` after ${cause.replace(/^./, (c) => c.toLowerCase())}` : ''}`,
  );
}

/** Only a feeling named ("I feel invisible and resentful", "Feel like I let the street down"). */
function feelingOnly(text: string): string | undefined {
  const feel = feelingPhrase(text);
  return feel?.startsWith('you feel ') && feel.split(' ').length >= 4
    ? feel.replace(/^you feel /, 'feeling ')
    : undefined;
}

/** "I always pull it left when it matters", "I rush the last arrow", "every single year I top the first drive". */
const ALWAYS = new RegExp(
  // Not a question about themselves ("am i just a boring dad now"): there is no verb after "just" to name.
  String.raw`(?<!\bam )\bi (?:always|usually|tend to|still|just) ((?!feel|think|know|want|need|have|am|do|get|can|will|(?:a|an|the|my|so|too|not|really|very)\b)\w+)\b(${END}{3,70}[a-z']*)`,
  'i',
);
function always(text: string): string | undefined {
  const m = text.match(ALWAYS);
  return m?.[1] ? you(gerundPhrase(`${m[1]}${m[2] ?? ''}`)) : undefined;
}

/** "I get shaky when people are aggressive", "I got panicky in the practice run". */
const GET_STATE = new RegExp(
  String.raw`\bi (?:get|got|go|went|turn) (shaky|panicky|nervous|flustered|tongue-tied|bright red|red|tense|jittery|stiff|quiet|blank|wobbly|teary|emotional)\b(${END}{0,70}[a-z']*)`,
  'i',
);
function getState(text: string): string | undefined {
  const m = text.match(GET_STATE);
  return m?.[1] ? you(`getting ${m[1]}${m[2] ?? ''}`) : undefined;
}

/** "I haven't told my wife how bad it is". */
const NOT_TOLD = new RegExp(String.raw`\b(?:i )?haven'?t told (?!anyone|anybody)(${END}{3,60}[a-z']*)`, 'i');
function notTold(text: string): string | undefined {
  const m = text.match(NOT_TOLD);
  return m?.[1] ? you(`not having told ${m[1].replace(/ yet$/i, '')} yet`) : undefined;
}

/** "What worries me is the moment the attending goes quiet", "the mass start terrifies me", "the essay is what scares me". */
const WHAT_WORRIES = new RegExp(
  String.raw`\bwhat (?:worries|scares|terrifies|gets) me(?: most)? is (${END}{3,70}[a-z']*)|\b((?:the|that|my) [\w' -]{2,40}?)(?: is (?:what|the (?:thing|part|bit) that))? (?:terrifies|scares|worries) me\b`,
  'i',
);
function whatWorries(text: string): string | undefined {
  const m = text.match(WHAT_WORRIES);
  const what = (m?.[1] ?? m?.[2])?.replace(/ (?:that|which)$/i, '');
  return what ? you(what) : undefined;
}

/** "I'm panicking about doing the nights alone", "stressing about the move". */
const STATE_ABOUT = new RegExp(
  String.raw`\bi'?m (?:so |really )?(panicking|stressing|freaking out|worried|nervous|anxious|scared) about (${END}{3,70}[a-z']*)`,
  'i',
);
function stateAbout(text: string): string | undefined {
  const m = text.match(STATE_ABOUT);
  if (!m?.[1] || !m[2]) return undefined;
  const state = /^(?:worried|nervous|anxious|scared)$/i.test(m[1]) ? 'the nerves' : m[1].toLowerCase();
  return you(`${state} about ${m[2]}`);
}

const FAMILIES: readonly Family[] = [
  notWanting,
  loss,
  fearOf,
  picksUp,
  wrongWhen,
  cantLetGo,
  again,
  body,
  habit,
  keep,
  withSomeone,
  dread,
  whatWorries,
  getState,
  stateAbout,
  memoryOf,
  haveToSay,
  notTold,
  always,
  still,
  cant,
  feelingOnly,
];

/** "Went silent, then talked over someone", "go to bed or push through": every verb in the chain said the same way. */
function chain(phrase: string): string {
  // "feeling sick and keep rewriting it": the keeping is already in the -ing.
  const kept = phrase.replace(/\b(and|or) (?:keep|keeps|kept) (\w+ing)\b/gi, '$1 $2');
  // "and run 2 is in 40 min": a run with a number is the thing, not a verb.
  return kept.replace(
    /\b((?:and )?then|and|or) (\w+)\b(?! \d)/gi,
    (all, joiner: string, verb: string, offset: number, whole: string) =>
      // "the fear that you'll get too emotional and ramble": a verb under "will" stays as it is;
      // their own words in quotes ("'then cook it yourself'") stay as they said them.
      !/\b(?:'ll|will|would|can|could|might|may|should|must)\b[^,;]*$/i.test(whole.slice(0, offset)) &&
      !insideQuote(whole.slice(0, offset + 1)) &&
      ((/then$/i.test(joiner) &&
        !/^(?:you|your|the|a|an|it|they|he|she|we|i|my|there|that|this|in|at|on)$/i.test(verb)) ||
        /ed$/i.test(verb) ||
        CHAIN_VERB.test(verb))
        ? `${joiner} ${gerund(verb)}`
        : all,
  );
}

const CHAIN_VERB =
  /^(?:go|went|feel|felt|get|got|lose|lost|froze|freeze|made|make|drop|take|took|forget|forgot|miss|rush|panic|end|start|fall|fell|had|said|say|hate|resent|stammer|blank|come|came|cry|cried|sit|sat|push|stay|mess|quit|stop|wait|leave|run|ran|agree|apologise|apologize|ramble|mumble|blush|sweat|shout|snap|walk|hide|hid|stand|stood|give|gave|break|broke|throw|threw|eat|wing|pretend|ignore|accept|pay|call|text|send|ask|try)$/i;

export function concernPhrase(text: string): string | undefined {
  for (const family of FAMILIES) {
    const found = family(text);
    let phrase = (found && chain(found).replace(NEXT_THING, ''))
      ?.replace(/\s+/g, ' ')
      .replace(/[\s,;:-]+$/, '')
      .trim();
    // A capture cut at its limit mid-word ("…cut their bu"): the broken word goes.
    const last =
      phrase
        ?.split(' ')
        .at(-1)
        ?.replace(/[^\w']/g, '') ?? '';
    if (phrase && last.length <= 3 && last !== 'yet' && !new RegExp(`\\b${last}\\b`, 'i').test(you(text)))
      phrase = phrase.replace(/\s+\S+$/, '');
    // A phrase that trails off ("…and her chair is") is theirs to finish: their own words say it better.
    const dangling = /\b(?:is|are|was|were|the|a|an|and|to|of|her|his|my|your|their)$/i.test(phrase ?? '');
    if (phrase && !dangling && phrase.split(' ').length >= 4 && phrase.length <= 110) return phrase;
  }
  return undefined;
}
