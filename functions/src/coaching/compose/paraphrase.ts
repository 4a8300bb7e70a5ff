import { gerund } from './gerund.ts';
import { toSecondPerson } from './second-person.ts';

/**
 * Their main concern named back as a short phrase rather than their sentence re-ordered: "panicking
 * when the ball comes", "the fear that your voice will crack", "your hands shaking with the assessor
 * standing over you", "the memory of failing the swerve twice". Each family is a shape of sentence
 * people use for what goes wrong, read only where the shape is plain; anything else returns nothing
 * and the caller falls back to a shorter echo. Nothing is added that their words do not carry.
 */
type Family = (text: string) => string | undefined;

const END = '[^.,;!?]';
/** Where one thing they said ends and the next begins: "…and I can't feel the keys", "…because I looked". */
const NEXT_THING =
  /(?:\s+(?:and|but|because|cos|so)\s+(?:you|your|i|my|the|he|she|they|it|we)\b|(?<!\b(?:before|after|when|because|that|until|while|as|if|since))\s+(?:you|we|they|he|she) (?:\w+ed|lost|won|got|had|was|were)\b).*$/i;
/** A capture cut at its length limit ends on a whole word. */
const cutTo = (text: string, max: number) =>
  text.length < max ? text : text.slice(0, text.lastIndexOf(' ') > 0 ? text.lastIndexOf(' ') : max);
const you = (text: string) => toSecondPerson(text.trim()).replace(/\s+/g, ' ');

/** "Scared my voice will crack", "keep thinking ill blank again": a fear of what will happen. */
const WILL_FEAR = new RegExp(
  String.raw`\b(?:worried|scared|afraid|terrified|nervous|petrified|convinced|(?:keep )?thinking|dreading that) (?:that )?((?:i'll|i will|i'm going to|ill|my \w+(?: \w+)? (?:will|is going to)|it'll|it will) ${END}{2,80})`,
  'i',
);
/** "I panic when the ball comes", "I stutter before hurdle 7": what goes wrong and when it does. */
const GOES_WRONG =
  /(?:panic|panics|freeze|froze|tense up|rush|go blank|choke|stutter|bail(?: out)?|lose (?:my|the) \w+|go to pieces|fall apart|clam up|dry up|blank|snatch at it|lose it)/
    .source;
const WRONG_WHEN = new RegExp(
  String.raw`\bi (?:always |just |tend to |usually |still )?(${GOES_WRONG})\b(${END}{0,30}?) (when|whenever|every time|as soon as|before|on|at|with) (${END}{3,80})`,
  'i',
);
/** "Every time the ball goes up I snatch at it": the moment first, then what goes wrong. */
const WHEN_WRONG = new RegExp(
  String.raw`\b(every time|whenever|as soon as) (${END}{3,50}?),? i (${GOES_WRONG})\b(${END}{0,30})`,
  'i',
);
/** "My hands go icy", "my first touch has been dodgy", "my head's all over the place". */
const BODY = new RegExp(
  String.raw`(?:\b(on|at|in|during) (the \w+),? )?\bmy (hands?|legs?|voice|arms?|mind|head|heart|stomach|throat|knees|fingers|feet|pushing|first touch|touch|serve|throwing|timing|nerves)(?: just| always| still)?\s?((?:has been|is getting|is going|keeps?|will) \w+|'s all over the place|is all over the place|goes|go|went|shook|shakes|shake|flattens|cracks|tightens|freezes|races|pounds|turns?)\b ?(${END}{0,70})`,
  'i',
);
/** "I keep bailing out at the box", "I keep welling up just reading this one". */
const KEEP = new RegExp(String.raw`\bi keep (\w+ing)\b(${END}{0,80})`, 'i');
/** "Mum and I keep clashing". */
const WITH_SOMEONE =
  /\b(?:my )?(mum|mom|dad|wife|husband|partner|sister|brother|boss|manager|flatmate|friend) and i (?:keep|are|have been|always) (\w+ing)\b/i;
const DREAD = new RegExp(String.raw`\bdreading (?!that)(${END}{3,50})`, 'i');
const CANT_LET_GO = /\b(?:can'?t stop|keep) (?:thinking about|replaying|going over|seeing) it\b/i;
const CANT = new RegExp(String.raw`(?:^|\bi |[.!?]\s*)can'?t ((?!stop)\w+${END}{0,80})`, 'i');
/** Something of their own that went wrong: the start of a clause in the past. */
const OWN_PAST = new RegExp(
  String.raw`(?:^|[.!?]\s+|\bi )(failed|panicked|froze|blanked|bombed|choked|lost(?! (?:a|an|our|my (?:mum|mom|dad|mother|father|wife|husband|son|daughter|friend|grandad|nan|gran|dog|cat))\b)|missed|dropped|fluffed|got lost|went silent|no-heighted|put down|blew up|capsized|corpsed|snapped|shouted|yelled)\b(${END}{2,80})`,
  'i',
);
/** Said of something ahead or of now, so "with … coming" is true. */
const AHEAD_WHEN =
  /\b(?:tomorrow|tmrw|tonight|today|this (?:morning|afternoon|evening|weekend|week)|next (?:week|month|\w+day)|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:\d+|a few|a couple of|an?|one|two|three|four|five|six|ten|twenty|thirty|forty) (?:minutes?|mins?|hours?|days?|weeks?|months?)|at \d{1,2}(?::\d{2})? ?(?:am|pm)?|right now)\b/i;
const PAST_WHEN = /\b(?:last|ago|yesterday|in (?:june|july|may|april))\b/i;

function fearOf(text: string): string | undefined {
  const m = text.match(WILL_FEAR);
  if (!m?.[1]) return undefined;
  return `the fear that ${you(m[1].replace(/^ill\b/i, "I'll"))}`;
}

function wrongWhen(text: string): string | undefined {
  const a = text.match(WRONG_WHEN);
  if (a?.[1] && a[3] && a[4])
    return you(`${gerund(a[1].split(' ')[0] ?? '')}${a[1].replace(/^\S+/, '')}${a[2] ?? ''} ${a[3]} ${a[4]}`);
  const b = text.match(WHEN_WRONG);
  if (b?.[1] && b[2] && b[3])
    return you(`${gerund(b[3].split(' ')[0] ?? '')}${b[3].replace(/^\S+/, '')}${b[4] ?? ''} ${b[1]} ${b[2]}`);
  return undefined;
}

function body(text: string): string | undefined {
  const found = text.match(BODY);
  if (!found?.[3] || !found[4]) return undefined;
  const m = [found[0], found[3], found[4], found[5]];
  const scene = found[1] && found[2] ? ` ${found[1]} ${found[2]}` : '';
  const verb = (m[2] ?? '')
    .replace(/^(?:'s|is) all over the place$/, 'all over the place')
    .replace(/^(?:has been|is getting|is going|will) /, (w) =>
      w.startsWith('has') ? 'being ' : w.startsWith('will') ? 'going to ' : 'getting ',
    )
    .replace(/^(keeps?|go|goes|went|shook|shakes|shake|flattens|cracks|tightens|freezes|races|pounds|turns?)$/, (w) =>
      gerund(w),
    );
  return you(`your ${m[1]} ${verb} ${m[3] ?? ''}${scene}`);
}

function keep(text: string): string | undefined {
  const m = text.match(KEEP);
  if (!m?.[1] || /^(?:thinking|wondering|worrying|getting up)$/i.test(m[1])) return undefined;
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
  return `${you(`${gerund(past[1].split(' ')[0] ?? '')}${past[1].replace(/^\S+/, '')}${past[2] ?? ''}`)}, and not being able to put it down`;
}

function cant(text: string): string | undefined {
  const m = text.match(CANT);
  return m?.[1] ? you(`not being able to ${m[1]}`) : undefined;
}

/** Something of theirs went wrong last time and the next one is ahead: the memory of it is the weight. */
function memoryOf(text: string): string | undefined {
  const past = text.match(OWN_PAST);
  if (!past?.[1] || !AHEAD_WHEN.test(text.replace(past[0], ''))) return undefined;
  const said = you(`${gerund(past[1].split(' ')[0] ?? '')}${past[1].replace(/^\S+/, '')}${past[2] ?? ''}`);
  return `the memory of ${said}`;
}

/** "Now I baulk at that skill every session", "I've started overthinking every draw": a habit of now. */
const HABIT = new RegExp(
  String.raw`\b(?:now )?i(?:'ve| have)? (?:started |begun )?(baulk\w*|bail\w*|flinch\w*|hesitat\w*|snatch\w*|overthink\w*|lobbing|bouncing|second-guess\w*|doubt\w*)\b(${END}{0,80})`,
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
  String.raw`\b(second|third|fourth|fifth|\w+) time (this \w+ |now |in a row )?(?:that )?i'?ve (\w+ed|lost|froze|frozen|blown it)\b(${END}{0,80})`,
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
const NOT_WANTING = new RegExp(String.raw`\bi (?:don'?t|dont|do not) (?:even )?want to (\w+${END}{0,40})`, 'i');
function notWanting(text: string): string | undefined {
  const m = text.match(NOT_WANTING);
  if (!m?.[1]) return undefined;
  const past = text.match(OWN_PAST);
  const after = past?.[1]
    ? `, after ${you(`${gerund(past[1].split(' ')[0] ?? '')}${past[1].replace(/^\S+/, '')}${past[2] ?? ''}`.replace(NEXT_THING, ''))}`
    : '';
  return `not even wanting to ${you(m[1].replace(NEXT_THING, ''))}${after}`;
}

/** "I have to tell my assistant manager tomorrow…", "I need to say something at training that…". */
const HAVE_TO_SAY = new RegExp(
  `\\bi (?:need|have|'ve got|have got|got) to (say|tell|explain|talk to|break|deliver|face) (${END}{3,80})`,
  'i',
);
function haveToSay(text: string): string | undefined {
  const m = text.match(HAVE_TO_SAY);
  return m?.[1] && m[2] ? you(`having to ${m[1]} ${m[2]}`) : undefined;
}

/** "I'm still shaking", after someone shouted at them: the state, and what caused it. */
const STILL = /\bi'?m still (shaking|wired|rattled|shaken|buzzing|upset|fuming|trembling)\b(?: at the \w+)?/i;
const AT_ME = new RegExp(
  `(?:^|[.!?]\\s*)((?:a|an|the|my|this|that) ${END}{2,40}? (?:shouted|screamed|yelled|swore|snapped|kicked off) at me${END}{0,40})`,
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
  memoryOf,
  haveToSay,
  still,
  cant,
  feelingOnly,
];

/** "Went silent, then talked over someone": every verb in the chain said the same way. */
function chain(phrase: string): string {
  return phrase.replace(/\b(then|and) (\w+)\b/gi, (all, joiner: string, verb: string) =>
    /ed$/i.test(verb) || /^(?:go|went|feel|felt|get|got|lose|lost|froze|freeze|made|make)$/i.test(verb)
      ? `${joiner} ${gerund(verb)}`
      : all,
  );
}

const FEEL = new RegExp(
  String.raw`\b(?:i (?:just |really |still )?feel|i'?m (?:so |really |still |already )?|feel) (guilty|sick|awful|unprofessional|invisible|resentful|dread|flustered|gutted|useless|ashamed|embarrassed|stupid|terrible|like (?:i (?:let|failed|ruined)|a (?:fraud|failure|weirdo))${END}{0,30})((?: and| for| about)${END}{0,40})?`,
  'i',
);

const DREAD_VERB = new RegExp(String.raw`\bi (dread|hate) (${END}{3,40})`, 'i');
/** A condition they named about themselves ("I have ADHD"): their context, never dropped. */
const CONDITION =
  /\b[Ii] (?:have|'ve got|have got) ([A-Z]{2,5}|dyslexia|autism|a stammer|a stutter|asthma|diabetes|epilepsy|tinnitus)\b/;

/** What they said they feel ("you feel guilty for resenting it", "you dread practice now") and a condition they named. */
export function feelingPhrase(text: string, concern = ''): string | undefined {
  const condition = text.match(CONDITION)?.[1];
  if (condition) return `you have ${condition}`;
  const dreaded = text.match(DREAD_VERB);
  if (dreaded?.[1] && dreaded[2] && !concern.includes(dreaded[2].toLowerCase().slice(0, 10)))
    return `you ${dreaded[1].toLowerCase()} ${you(dreaded[2].replace(NEXT_THING, ''))}`;
  const m = text.match(FEEL);
  if (!m?.[1]) return undefined;
  const said = you(`${m[1]}${m[2] ?? ''}`.replace(NEXT_THING, '')).toLowerCase();
  return concern.toLowerCase().includes(said.slice(0, 12)) ? undefined : `you feel ${said.replace(/\bi\b/g, 'you')}`;
}

export function concernPhrase(text: string): string | undefined {
  for (const family of FAMILIES) {
    const found = family(text);
    const phrase = (found && chain(found).replace(NEXT_THING, ''))
      ?.replace(/\s+/g, ' ')
      .replace(/[\s,;:-]+$/, '')
      .trim();
    if (phrase && phrase.split(' ').length >= 4 && phrase.length <= 110) return phrase;
  }
  return undefined;
}

/** A past verb in the clause ("a patient fainted today", "started today"): not something ahead. */
const PAST_VERB =
  /\b(?!(?:need|speed|bed|red|wed|seed|feed|bleed|shed|hundred|scheduled|booked|planned|sorted)\b)\w{3,}ed\b|\b(?:went|got|had|was|were|said|made|lost|froze|began|came|threw|fell)\b/i;
const EVENT_NOUN =
  /^(?:funeral|speech|wedding|exam|test|match|game|final|show|comp|competition|contest|tournament|interview|assessment|hearing|audition|trial|resit|recital|gig|race|meet|fight|deadline|dissertation|presentation|crit|review|practical|semis?|quarters|mocks?|championship|county|club|regional|national|cup|league)\b/i;

/** What is ahead and when, as a phrase ("county trials on Wednesday", "the next comp in six weeks"), with its joiner. */
export function aheadPhrase(clauses: readonly string[], concern: string): string | undefined {
  if (AHEAD_WHEN.test(concern)) return undefined;
  for (const clause of clauses) {
    if (!AHEAD_WHEN.test(clause) || PAST_WHEN.test(clause) || PAST_VERB.test(clause)) continue;
    let said = you(clause)
      .replace(/[.!?…]+$/, '')
      .replace(/^(?:and|but|so)\s+/i, '')
      .replace(/^((?:your |the |a )?[\w' -]{2,30}?) (?:is|are|'s) (?=\d)/i, '$1 at ')
      .replace(
        /^((?:your |the |a )?[\w' -]{2,30}?) (?:is|are|'s|starts|begins|opens) (?=(?:on |in |at |next |this |tomorrow|tonight|today|\w+day))/i,
        '$1 ',
      );
    if (said.split(/\s+/).length > 10 || /\b(?:is|are|has|have)\b/i.test(said)) continue;
    if (concern.toLowerCase().includes(said.toLowerCase().slice(0, 20))) return undefined;
    const proper = /^\S+ (?:[A-Z]|\d)/.test(said) || /^(?:[A-Z]{2,}|[A-Z][a-z]+'s)\b/.test(said);
    if (!proper) said = said.replace(/^./, (c) => c.toLowerCase());
    said = said.replace(
      /(?<!\b(?:on|next|this|last)) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i,
      ' on $1',
    );
    if (/^you(?:'re| are) \d/i.test(said)) continue;
    if (/^you(?:'re| are)\b/i.test(said)) return `and ${said}`;
    if (/^(?:need|have|got) to\b/i.test(said)) return `and you ${said.replace(/^got/i, 'have got')}`;
    if (/^you\b/i.test(said)) continue;
    if (/^[a-z]+ing\b/.test(said) && !EVENT_NOUN.test(said)) return `and you're ${said}`;
    if (/^(?:first|big|biggest)\b/i.test(said)) said = `your ${said}`;
    else if (/^next\b/i.test(said) || EVENT_NOUN.test(said)) said = `the ${said}`;
    return `with ${said}`;
  }
  return undefined;
}

const CRITIC = new RegExp(
  String.raw`\b((?:my |the |our |kicking |head )?(?:coach|skip|captain|director|chef|mum|mom|dad|manager|editor|producer|md|boss|teacher|examiner|assessor)) (keeps? (?:saying|telling me)|says|said) (?:that )?(${END}{3,80})`,
  'i',
);

/** Who else is in it, by what they keep saying: "your skip telling you you're too heavy". */
export function whoPhrase(text: string, concern: string): string | undefined {
  const m = text.match(CRITIC);
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  const verb = /tell/i.test(m[2]) ? 'telling you' : 'saying';
  const what = you(cutTo(m[3], 59).replace(NEXT_THING, ''));
  const core = what.replace(/^you(?:'re| are)? (?:keep )?/i, '').toLowerCase();
  if (concern.toLowerCase().includes(core.slice(0, 15))) return undefined;
  const who = you(m[1].replace(/^(?:the|our) /i, 'your '))
    .toLowerCase()
    .replace(/^(?!your )/, 'your ');
  return `${who} ${verb} ${what}`.replace(/\bmd\b/, 'MD');
}

const LEADS = [
  'It sounds like the hard part is',
  'What I hear is that it comes down to',
  'If I have it right, what weighs on you is',
] as const;

/** One sentence naming the concern, what is ahead and when, who is in it and what they feel, or nothing. */
export function paraphrase(sentences: readonly string[], clauses: readonly string[], seed = 0): string | undefined {
  const text = sentences.join(' ');
  const concern = concernPhrase(text);
  if (!concern) return undefined;
  const ahead = aheadPhrase(clauses, concern);
  const who = whoPhrase(text, concern);
  const feel = feelingPhrase(text, concern);
  const tails = [ahead, who && `${ahead ? 'and ' : 'with '}${who}`, feel && `and ${feel}`];
  let line = `${LEADS[seed % LEADS.length]} ${concern}`;
  for (const tail of tails) {
    if (!tail) continue;
    const next = `${line}${tail === ahead || tail === tails[2] || !line.includes(', with') ? ', ' : ' '}${tail}`;
    if (next.length <= 230) line = next;
  }
  return `${line}.`.replace(
    /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g,
    (d) => d[0]?.toUpperCase() + d.slice(1),
  );
}
