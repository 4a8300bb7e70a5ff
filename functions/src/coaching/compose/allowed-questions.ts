import { you } from './their-phrase-parts.ts';

/**
 * "Am I being unreasonable to want my flat back?", "is it petty to mention the bins?", "will this just
 * wear off?": a question about whether they are allowed to want or say something, or whether a
 * feeling will pass. Judges of fresh sets named each one left unanswered. The answer claims only what
 * holds for almost anyone asking: wanting is allowed, a fair point said once is fair, and most
 * reactions ease.
 */
const HARSH_WORD =
  '(?:unreasonable|selfish|petty|mean|mad|crazy|ridiculous|dramatic|precious|difficult|rude|out of order)';
/** What they want, need or feel: allowed in itself. */
const WANTING = '(?:want|wanting|wish|wishing|need|needing|expect|expecting|feel|feeling|miss|missing)';
/** What they would say: fair when it is said once and plainly. */
const SAYING =
  '(?:mention|mentioning|ask|asking|say|saying|bring (?:it|this|that) up|bringing (?:it|this|that) up|raise|raising|complain about|point out|tell)';

/** "Am I being unreasonable to want my flat back?", "am I selfish for needing a night off?" */
const AM_I_HARSH = new RegExp(
  String.raw`\bam i (?:being )?(?:a bit |too |really )?(${HARSH_WORD}) (?:to|for) (?:(${WANTING})|(${SAYING}))\b([^?.!]{0,60}?)\s*\?+\s*$`,
  'i',
);
/**
 * "Is it petty to mention the bins?", "would it be rude to ask for the money back?". "Is it bad to
 * bring it up tonight?" weighs a choice, and is left to the rest of the tip.
 */
const IS_IT_HARSH = new RegExp(
  String.raw`\b(?:is|isn'?t|would) (?:it|that) (?:be )?(?:a bit |too |really )?(${HARSH_WORD}) (?:to|if i) (${SAYING})\b([^?.!]{0,60}?)\s*\?+\s*$`,
  'i',
);
/** "Will this just wear off?", "is this a thing that goes away?", "does it get easier?" */
const WEAR_OFF =
  /\b(?:(?:will|does|do|is) (?:this|it|that|the (?:feeling|jumpiness|dread|nerves?|fear)) (?:just |ever |eventually )?(?:wear off|pass|go away|fade|get easier|ease off|settle(?: down)?)|(?:a thing|something) that (?:goes away|passes|wears off))\b[^?.!]{0,30}\?+/i;

/** "Am I allowed to feel this?", "am I allowed to be angry at him?": leave to feel what they feel. */
const FEELING_WORD =
  '(?:angry|cross|upset|sad|hurt|jealous|relieved|annoyed|gutted|tired|proud|happy|disappointed|frustrated|heavy|low|scared|nervous|sick of (?:it|this)|fed up)';
const ALLOWED_TO_FEEL = new RegExp(
  String.raw`\b(?:am i|are we) (?:even |really )?allowed to (?:still )?(feel (?:this|that|it|like this|like that|so \w+|\w+)|be (?:this |so |a bit |still )?${FEELING_WORD})\b([^?.!]{0,40}?)\s*\?+\s*$`,
  'i',
);
const ALLOWED_WANT = 'Wanting that makes sense, and it is allowed.';
const BASE: Readonly<Record<string, string>> = { bringing: 'bring', raising: 'raise', saying: 'say' };
/** "for needing a night off" said back as "to need a night off". */
const base = (act: string) =>
  act.replace(
    /^(?:want|wish|need|expect|feel|miss|mention|ask|say|bring|rais|complain|point|tell)ing\b/,
    (verb) => BASE[verb] ?? verb.replace(/ing$/, ''),
  );
const FAIR_SAID = 'Said plainly and once, as a fact rather than a complaint, it is fair.';

/** The answer to one of these questions in their sentence, or undefined. */
export function answerAllowedQuestion(sentence: string): string | undefined {
  const am = AM_I_HARSH.exec(sentence);
  if (am?.[1]) {
    const act = you(base(`${am[2] ?? am[3] ?? ''}${am[4] ?? ''}`.toLowerCase()));
    return `You asked if you are being ${am[1].toLowerCase()} to ${act}: you are not. ${am[2] ? ALLOWED_WANT : FAIR_SAID}`;
  }
  const is = IS_IT_HARSH.exec(sentence);
  if (is?.[1]) {
    const act = you(base(`${is[2] ?? ''}${is[3] ?? ''}`.toLowerCase()));
    return `You asked if it is ${is[1].toLowerCase()} to ${act}: it is not. ${FAIR_SAID}`;
  }
  const feel = ALLOWED_TO_FEEL.exec(sentence);
  if (feel?.[1])
    return `You asked whether you are allowed to ${you(`${feel[1]}${feel[2] ?? ''}`.toLowerCase()).trim()}: you are. A feeling does not need permission, and from what you describe this one makes sense.`;
  if (WEAR_OFF.test(sentence))
    return 'You asked whether it will wear off: for most people a reaction like this eases with time, and faster once you have a way to meet the moment when it comes.';
  return undefined;
}

/** The same questions as parts of a sentence, so the reflection does not also say them back. */
export const ALLOWED_QUESTION_PARTS: readonly RegExp[] = [AM_I_HARSH, IS_IT_HARSH, ALLOWED_TO_FEEL, WEAR_OFF];
