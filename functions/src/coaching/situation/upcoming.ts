/**
 * An event ahead named by its day ("short program is saturday", "opening friday", "Driving test
 * Thursday at 8.40"). A bare weekday points ahead unless its own clause is about the past ("we lost
 * saturday", "last friday"), so a past mention elsewhere in the message ("dress rehearsal last
 * night") does not pull the whole message into the past.
 */
const WEEKDAY = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|(?:on|at) the weekend|this weekend)\b/;

/** Words that make a clause about something already done. */
const PAST_CLAUSE =
  /\b(?:last|ago|yesterday|since|was|were|went|did|had|lost|won|fell|got|failed|missed|played|raced|ran|came|happened|messed|blew|choked|froze|dropped|made|said|told|asked|scored|finished|every|each)\b/;

/** Clauses: split where people join separate thoughts. */
function clauses(text: string): string[] {
  return text.split(/[.!?;,\n]+|\b(?:and|but|then|so|because)\b/);
}

/** "It's wednesday": the day it is now, not a day ahead. */
const TODAY_IS =
  /\b(?:it'?s|its|it is|today is|today's)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;

export function weekdayAhead(text: string): boolean {
  return clauses(text).some((clause) => WEEKDAY.test(clause) && !PAST_CLAUSE.test(clause) && !TODAY_IS.test(clause));
}

/**
 * What usually happens ("when I get nervous my accent goes ... halfway through sentences") is not
 * what is happening now: such clauses are left out when looking for words of being in the middle
 * of it.
 */
export function withoutHabitualClauses(text: string): string {
  return text.replace(/\b(?:when(?:ever)?|every time|each time|if) (?:i|we|my|the|they|it|you)\b[^.!?\n]*/g, ' ');
}
