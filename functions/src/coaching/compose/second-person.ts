/**
 * Turns the person's own sentence to face them ("I keep freezing on my serve" → "you keep freezing
 * on your serve"), so a reflection uses their words without quoting them at length. Words that
 * spoke to us ("sorry to bother you") are left to the caller to skip.
 */
const SWAPS: ReadonlyArray<readonly [RegExp, string]> = [
  // "I'm done with this job" said back flatly reads as agreeing; what it means is said instead.
  [/\bi(?:'m| am|m) (?:so |just |completely |honestly )?done with\b/gi, "you've had enough of"],
  [/\bi am\b/gi, 'you are'],
  [/\bi'm\b/gi, "you're"],
  [/\bim\b/gi, "you're"],
  [/\bi've\b/gi, "you've"],
  [/\bive\b/gi, "you've"],
  [/\bi'd\b/gi, "you'd"],
  [/\bi'll\b/gi, "you'll"],
  [/\bi was\b/gi, 'you were'],
  // "which I sort of am", "I really am": the verb comes later.
  [
    /\bi((?: (?:sort of|kind of|kinda|really|actually|honestly|probably|still|just|so|totally|definitely))+) am\b/gi,
    'you$1 are',
  ],
  [
    /\bi((?: (?:sort of|kind of|kinda|really|actually|honestly|probably|still|just|so|totally|definitely|ever|never|always|even|also|once|only))+) was\b/gi,
    'you$1 were',
  ],
  [/\bwas i\b/gi, 'were you'],
  [/\bam i\b/gi, 'are you'],
  [/\bi\b/gi, 'you'],
  [/\bme\b/gi, 'you'],
  [/\bmy\b/g, 'your'],
  [/\bMy\b/g, 'Your'],
  [/\bMY\b/g, 'YOUR'],
  [/\bmine\b/gi, 'yours'],
  [/\bmyself\b/gi, 'yourself'],
  [/\bwe're\b/gi, "you're"],
  [/\bwe've\b/gi, "you've"],
  [/\bwe\b/g, 'you'],
  [/\bWe\b/g, 'You'],
  [/\bus\b/g, 'you'],
  [/\bour\b/g, 'your'],
  [/\bOur\b/g, 'Your'],
  [/\bourselves\b/gi, 'yourselves'],
];

/** "you" after a verb was "me": "told you" is right, "you told" came from "I told". Both read well. */
export function toSecondPerson(sentence: string): string {
  const text = sentence.replace(/[\u2018\u2019`´]/g, "'");
  // Words they quote stay as they were said: "I said 'I think' too much" keeps 'I think'.
  // An apostrophe inside a word ("'I'm not a baby'") is part of the quote, not its end.
  const parts = text.split(/((?:^|\s)'(?:[^']|(?<=\w)'(?=\w)){1,60}'(?=[\s.,!?;:]|$))/);
  return parts
    .map((part, i) => (i % 2 === 1 ? part : swap(part)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function swap(fragment: string): string {
  let text = fragment;
  for (const [pattern, replacement] of SWAPS) text = text.replace(pattern, replacement);
  return text;
}

/** Speaks to us, not about their life: "sorry for the long message", "thanks", "can you help". */
export function speaksToUs(sentence: string): boolean {
  return (
    /\b(?:can|could|would|will|do|are) (?:you|u)\b|\bthank(?:s| you)\b|\byour (?:app|site|service)\b/i.test(sentence) ||
    /^\s*(?:hi|hello|hey|thanks|thank you|sorry|ok|okay)\b[\s,!.]*$/i.test(sentence)
  );
}
