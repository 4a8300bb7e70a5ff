import { concernPhrase } from './concern-phrase.ts';
import { AHEAD_WHEN, cutTo, END, feelingPhrase, NEXT_THING, PAST_WHEN, you } from './their-phrase-parts.ts';

/** The concern phrase said back in one sentence, with what is ahead and when, who is in it, and what they feel. */

/** A past verb in the clause ("a patient fainted today", "left school at 16"): not something ahead; "two days left" is. */
const PAST_VERB =
  /\b(?!(?:need|speed|bed|red|wed|seed|feed|bleed|shed|hundred|scheduled|booked|planned|sorted)\b)\w{3,}ed\b|\b(?:went|got|had|was|were|said|made|lost|froze|began|came|threw|fell|died|caught|every|took|gave|told|sent|broke|ran|won|spent|paid|quit|saw|heard|felt|kept|met|woke|wrote|forgot|chose|dealt|meant|built|lent|bought|brought|fought|taught|stood|held|sold|slid|shot|hid|rang|sang|swore|tore|wore|drove|rode|spoke|stole|flew)\b|(?<!\b(?:\d+|days?|weeks?|hours?|minutes?|mins?|time|one|two|three|four|five|much|many|nothing|little|few) )\bleft\b/i;
const EVENT_NOUN =
  /^(?:funeral|speech|wedding|exam|test|match|game|final|show|comp|competition|contest|tournament|interview|assessment|hearing|audition|trial|resit|recital|gig|race|meet|fight|deadline|dissertation|presentation|crit|review|practical|semis?|quarters|mocks?|start|heat|driving|bar|defen[cs]e|viva|checkride|sim|playoffs?|moot|type rating|black belt|outdoor|championship|county|club|regional|national|cup|league)\b/i;

/** What is ahead and when, as a phrase ("county trials on Wednesday", "the next comp in six weeks"), with its joiner. */
export function aheadPhrase(clauses: readonly string[], concern: string): string | undefined {
  if (AHEAD_WHEN.test(concern)) return undefined;
  for (const clause of clauses) {
    if (!AHEAD_WHEN.test(clause) || PAST_WHEN.test(clause) || PAST_VERB.test(clause)) continue;
    let said = you(clause)
      .replace(/[.!?…]+$/, '')
      .replace(/^(?:(?:ok|okay|so|and|but|well|um|hi|hey)\b[\s,]*)+/i, '')
      .replace(/^((?:your |the |a )?[\w' -]{2,30}?) (?:is|are|'s) (?=\d)/i, '$1 at ')
      .replace(
        /^((?:your |the |a )?[\w' -]{2,30}?)(?: is| are|'s| starts?| begins?| opens?) (?=(?:on |in |at |next |this |tomorrow|tonight|today|\w+day))/i,
        '$1 ',
      );
    // "I have a big presentation to the board tomorrow": the thing they have is the event.
    said = said.replace(/^you(?:'ve got| have got| have| got) (?:a |an |the |your )?(?=\w+ \w+)/i, 'your ');
    if (
      said.split(/\s+/).length > 10 ||
      /\b(?:is|are|has|have|starts|goes|comes|begins|opens|ends|closes|finishes)\b/i.test(said)
    )
      continue;
    if (/^(?:want|wants|due|hope|going to)\b/i.test(said)) continue;
    // "What do I do rn" asks; it is not a thing ahead.
    if (/^(?:what|how|why|should|do|does|can|could|is|am|are)\b/i.test(said)) continue;
    // An accident or a fire named with a day happened to them; it is not what is ahead.
    if (/\b(?:accident|crash|incident|collision|fire|attack|arrest)\b/i.test(said)) continue;
    if (concern.toLowerCase().includes(said.toLowerCase().slice(0, 20))) return undefined;
    const proper = /^\S+ (?:[A-Z]|\d)/.test(said) || /^(?:[A-Z][A-Z0-9]+|[A-Z][a-z]+'s\b)/.test(said);
    if (!proper && !/^A[- ]levels?\b/.test(said)) said = said.replace(/^./, (c) => c.toLowerCase());
    said = said.replace(
      // "On a Sunday", "every Sunday": already said when it is.
      /(?<!\b(?:on|next|this|last|on a|every|each|a)) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i,
      ' on $1',
    );
    if (/^you(?:'re| are) \d/i.test(said)) continue;
    if (/^you(?:'re| are)\b/i.test(said)) return `and ${said}`;
    if (/^(?:back|off|on|out) \w+/i.test(said) && said.split(' ').length <= 7) return `and you're ${said}`;
    if (/^(?:need|have|got) to\b/i.test(said)) return `and you ${said.replace(/^got/i, 'have got')}`;
    if (/^you\b/i.test(said)) continue;
    const activity =
      /^(?:doing|playing|giving|singing|reading|running|riding|presenting|speaking|performing|leading|recording|flying|racing|competing|sitting|taking|entering|going)\b/i;
    if (
      (activity.test(said) ||
        /^[a-z]+ing\b(?! (?:test|exam|lesson|class|session|final|match|meet|show|day|party))/.test(said)) &&
      !EVENT_NOUN.test(said)
    )
      return `and you're ${said}`;
    // "With" joins a thing ahead, not a clause: never "with in the booth right now" or "with if ICU ring".
    if (
      /^(?:in|on|at|if|when|whenever|because|cos|so|but|and|until|till|after|before|since|as|while|like|between|during|mid)\b/i.test(
        said,
      )
    )
      continue;
    // A whole clause ("your daughter moves into her flat on Saturday", "calves go to the sale") is joined
    // with "and": "with your daughter moves" was named garbled by judges.
    if (
      /^(?:\w+ ){1,3}(?:moves?|goes|go|starts?|comes?|opens?|begins?|arrives?|leaves?|finishes|ends|happens|is|are|was|were|has|have|will|you'?re|you are)\b/i.test(
        said,
      )
    )
      return `and ${said}`;
    if (/^(?:first|second|third|big|biggest)\b/i.test(said)) said = `your ${said}`;
    else if (/^next\b/i.test(said) || EVENT_NOUN.test(said)) said = `the ${said}`;
    return `with ${said}`;
  }
  return undefined;
}

const CRITIC = new RegExp(
  String.raw`\b((?:my |the |our |kicking |head )?(?:coach|skip|captain|director|chef|mum|mom|dad|manager|editor|producer|md|boss|teacher|examiner|assessor)) (keeps? (?:saying|telling me)|says|said) (?:that )?(${END}{3,80}[a-z']*)`,
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

/** A question of their own stays theirs: "how do I answer without sounding bitter". */
const ASKED = new RegExp(`\\bhow (?:do|can|should) i (${END}{3,70}[a-z']*)`, 'i');
/** Eyes on them: "with the whole clubhouse watching", "with 100 people watching". */
const WATCHERS = /\b(?:with )?((?:the whole|all the|all my|my|100|\d+|everyone|the) ?[\w ]{0,20}?) watching\b/i;

function watchers(text: string, concern: string): string | undefined {
  const found = text.match(WATCHERS)?.[1];
  if (!found || concern.includes('watching')) return undefined;
  return `${you(found).trim()} watching`;
}

/** Whether an opening names their concern in a phrase (rather than saying their sentences back). */
export function namesConcern(opening: string): boolean {
  return LEADS.some((lead) => opening.startsWith(lead)) || opening.startsWith("It sounds like you're still");
}

/** One sentence naming the concern, what is ahead and when, who is in it and what they feel, or nothing. */
export function paraphrase(sentences: readonly string[], clauses: readonly string[], seed = 0): string | undefined {
  // Each sentence keeps its end, so a pattern never runs from one into the next ("my mind. is it me").
  const text = sentences
    .map((sentence) => (/[.!?…]$/.test(sentence.trim()) ? sentence.trim() : `${sentence.trim()}.`))
    .join(' ')
    .replace(/[\u2018\u2019`´]/g, "'");
  const concern = concernPhrase(text);
  if (!concern) return undefined;
  const ahead = aheadPhrase(clauses, concern);
  const who = whoPhrase(text, concern) ?? watchers(text, concern);
  const feel = feelingPhrase(text, concern);
  const tails = [ahead, who && `${ahead ? 'and ' : 'with '}${who}`, feel && `and ${feel}`];
  // "That you're still shaking…" reads best as it is said: "It sounds like you're still shaking…".
  let line = concern.startsWith('that ')
    ? `It sounds like ${concern.slice(5)}`
    : `${LEADS[seed % LEADS.length]} ${concern}`;
  for (const tail of tails) {
    if (!tail) continue;
    const next = `${line}${tail === ahead || tail === tails[2] || !line.includes(', with') ? ', ' : ' '}${tail}`;
    if (next.length <= 230) line = next;
  }
  const asked = text.match(ASKED)?.[1];
  const question = asked ? ` You want to know how to ${you(asked).replace(/[?.!\s]+$/, '')}.` : '';
  return `${line}.${question}`.replace(
    /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g,
    (d) => d[0]?.toUpperCase() + d.slice(1),
  );
}
