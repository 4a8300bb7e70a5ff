/**
 * An event ahead named by its day ("short program is saturday", "opening friday", "Driving test
 * Thursday at 8.40"). A bare weekday points ahead unless its own clause is about the past ("we lost
 * saturday", "last friday"), so a past mention elsewhere in the message ("dress rehearsal last
 * night") does not pull the whole message into the past.
 */
const WEEKDAY = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|(?:on|at) the weekend|this weekend)\b/;

/** "I cleared", "we played": someone did it; not a plan made ("I booked", "we entered") or a feeling ("I'm scared"). */
const SOMEONE_DID = String.raw`(?:i|we|he|she|they) (?!(?:need|speed|booked|scheduled|planned|entered|registered|signed|supposed|scared|worried|excited|terrified|selected|picked|invited|asked|told)\b)[a-z]{3,}ed`;

/** Words that make a clause about something already done. */
const PAST_CLAUSE = new RegExp(
  String.raw`\b(?:last|ago|yesterday|since|was|were|went|did|had|lost|won|fell|got|failed|missed|played|raced|ran|came|happened|messed|blew|choked|froze|dropped|made|said|told|asked|scored|finished|every|each)\b|\b${SOMEONE_DID}\b`,
);

/** Clauses: split where people join separate thoughts. */
function clauses(text: string): string[] {
  return text.split(/[.!?;,\n]+|\b(?:and|but|then|so|because)\b/);
}

/** "It's wednesday": the day it is now, not a day ahead. */
const TODAY_IS =
  /\b(?:it'?s|its|it is|today is|today's)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;

/** "Danced my first solo at a hafla on Saturday", "I gave evidence on Monday": told as done, from its first word. */
const STARTS_DONE =
  /^\s*(?:(?:i|we) (?:only |just |finally )?)?(?:gave|sang|spoke|wrote|drove|flew|swam|rode|took|threw|(?!(?:need|speed|bed|red|wed|seed|feed|scheduled|booked|planned|entered|registered|signed|engaged|qualified|selected|picked|excited|scared|tired|worried|stressed|married|supposed|used|terrified|petrified|exhausted|bored|prepared)\b)[a-z]{3,}ed)\b/;

function pastClause(clause: string): boolean {
  return PAST_CLAUSE.test(clause) || STARTS_DONE.test(clause);
}

/** "Every Monday", "on Sundays": a weekday that recurs is not a day ahead. */
const RECURRING_WEEKDAY =
  /\b(?:(?:every|each|most) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s)\b/g;

export function weekdayAhead(text: string): boolean {
  return clauses(text.replace(RECURRING_WEEKDAY, ' ')).some(
    (clause) => WEEKDAY.test(clause) && !pastClause(clause) && !TODAY_IS.test(clause),
  );
}

/** The message without the weekdays of clauses told as done, for counting the words that point ahead. */
export function withoutDoneWeekdays(text: string): string {
  return text
    .split(/(?<=[.!?;\n])/)
    .map((sentence) =>
      STARTS_DONE.test(sentence)
        ? sentence.replace(new RegExp(WEEKDAY.source, 'g'), ' ')
        : sentence.replace(new RegExp(`${WEEKDAY.source}${TOLD_AS_DONE_AFTER}`, 'g'), ' '),
    )
    .join('');
}

/** "Derby on Saturday went fine": the weekday's own clause goes on in the past. */
const TOLD_AS_DONE_AFTER = String.raw`(?=(?:(?!\b(?:where|when|which|that|who|and|but|because|since|after|last)\b)[^.!?,;]){0,40}\b(?:went|was|were|did|happened|finished|ended|turned out|lost|won|got|failed|missed|${SOMEONE_DID})\b)`;

/**
 * What usually happens ("when I get nervous my accent goes ... halfway through sentences") is not
 * what is happening now: such clauses are left out when looking for words of being in the middle
 * of it.
 */
export function withoutHabitualClauses(text: string): string {
  return text.replace(/\b(?:when(?:ever)?|every time|each time|if) (?:i|we|my|the|they|it|you)\b[^.!?\n]*/g, ' ');
}
