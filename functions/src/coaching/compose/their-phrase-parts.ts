import { toSecondPerson } from './second-person.ts';

/** Pieces shared by the phrases that name a concern, what is ahead, and what they feel. */
export const END = '[^.,;!?]';
/** Where one thing they said ends and the next begins: "…and I can't feel the keys", "…because I looked". */
export const NEXT_THING =
  /(?:\s+(?:and|but|because|cos|so)\s+(?:you|your|i|my|the|he|she|they|it|we)\b|\s+(?:what|how) (?:do|can|should) (?:i|you)\b|(?<!\b(?:before|after|when|because|that|until|while|as|if|since|what|which|who|whom|where|how|why))\s+(?:you|we|they|he|she) (?:\w+ed|lost|won|got|had|was|were)\b).*$/i;
/** A capture cut at its length limit ends on a whole word. */
export const cutTo = (text: string, max: number) =>
  text.length < max ? text : text.slice(0, text.lastIndexOf(' ') > 0 ? text.lastIndexOf(' ') : max);
/** "I keep doing the sums" named as a thing: "constantly doing the sums", never "keeping doing". */
export const you = (text: string) =>
  toSecondPerson(text.trim())
    .replace(/\s+/g, ' ')
    .replace(/\bkeeping (?:on )?(?=\w+ing\b)/gi, 'constantly ');

/** Said of something ahead or of now, so "with … coming" is true. */
export const AHEAD_WHEN =
  /\b(?:tomorrow|tmrw|tonight|today|this (?:morning|afternoon|evening|weekend|week)|next (?:week|month|\w+day)|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:\d+|a few|a couple of|an?|one|two|three|four|five|six|ten|twenty|thirty|forty) (?:minutes?|mins?|hours?|days?|weeks?|months?)|at \d{1,2}(?::\d{2})? ?(?:am|pm)?|right now)\b/i;
export const PAST_WHEN = /\b(?:last|ago|yesterday|in (?:june|july|may|april))\b/i;

const FEEL = new RegExp(
  String.raw`\b(?:i (?:just |really |still )?feel|i'?m (?:so |really |still |already )?|feel) (guilty|sick|awful|unprofessional|unprepared|invisible|resentful|dread|flustered|gutted|useless|ashamed|embarrassed|stupid|terrible|overwhelmed|lost|stuck|alone|like (?:i (?:let|failed|ruined)|a (?:fraud|failure|weirdo))${END}{0,30}[a-z']*)((?: and| for| about)${END}{0,40}[a-z']*)?`,
  'i',
);

const DREAD_VERB = new RegExp(String.raw`\bi (dread|hate) (${END}{3,40}[a-z']*)`, 'i');
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
  // Said already when the concern holds the feeling word ("feeling sick and rewriting…" after "you feel sick").
  const feeling = said.match(/^[a-z]{3,}/)?.[0];
  const named = concern.toLowerCase();
  if (named.includes(said.slice(0, 12)) || (feeling && new RegExp(`\\b${feeling}\\b`).test(named))) return undefined;
  return `you feel ${said.replace(/\bi\b/g, 'you')}`;
}
