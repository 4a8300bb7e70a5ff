import { readFacts, type SituationFacts } from '../situation/applies.ts';
import { readConcerns } from '../situation/concern.ts';
import { plainMeaning } from '../situation/plain-meaning.ts';
import { readTheirAsk } from '../situation/their-question.ts';
import { toldAsDone } from '../situation/timing.ts';
import type { Timing } from '../themes.ts';
import { gerund } from './gerund.ts';
import { toSecondPerson } from './second-person.ts';
import { PERFORMING } from './stake-words.ts';

/**
 * What they want, said in one plain line after the opening, when their words show it: judges read an
 * opening that only says their sentences back as a quote, and one that also says what the person is
 * after as understanding. Each line claims only what their words carry (a body part they named, the
 * part of the event still to come, a slip that is over), never a feeling, a role or a time they did
 * not give; no line when a question of theirs already says what they want.
 */
interface Want {
  when: (text: string, facts: SituationFacts, timing: Timing | undefined) => boolean;
  line: (text: string) => string;
}

const PART = '(hands?|legs?|voice|arms?|fingers|knees|stomach)';
/** Their own body part, shaking or named as theirs: not a buggy's snapped "front arm". */
const BODY_PART = new RegExp(
  String.raw`\b(?:my|shak\w*|trembl\w*|sweaty|jelly) ${PART}\b|\b${PART} (?:are |is |keep |won'?t stop |start )?(?:shak|trembl|wobbl|sweat|jelly)`,
);
const bodyPartOf = (text: string): string => {
  const found = BODY_PART.exec(text);
  return found?.[1] ?? found?.[2] ?? 'body';
};
/** What is left of the event itself ("two ends to go", "one jump left"), not "two cells left" free. */
const LEFT =
  /\b((?:(?:one|two|three|four|last|final) |\d+ ?)(?:\w+ ){0,2}(?:mins?|minutes?|hours?|hrs?|holes?|ends?|games?|sets?|laps?|rounds?|innings|overs?|songs?|races?|heats?|matches|match|jumps?|shots?|throws?|questions?|papers?|exams?|stations?|miles?|km|k|fences?|rides?|tunes?|acts?|scenes?|dances?|periods?|quarters?|halves|half|legs?|stages?|bouts?|fights?|calls?|sessions?|runs?|lengths?|rocks?|stones?|reps?|pieces?|numbers?|bars?|verses?|patients?|appointments?|clients?|flights?) (?:left|to go))\b/;
// "My wife thinks I've lost it" says they have gone a bit mad, not that they lost their temper.
const TEMPER = /\b(?:retaliat\w*|lose my (?:temper|head|cool)|see red|sent off|ejected|red card)\b/;
/** "Lost it" is a temper only beside anger: at a bowling bend or mid-song it is losing the thread. */
const LOST_IT = /\b(?:lose it|(?<!\b(?:thinks?|thought|reckons?|says?) (?:i'?ve|i have|i) )lost it(?! \d))\b/;
const ANGER =
  /\b(?:angry|anger|furious|fuming|rage|raging|temper|shout\w*|yell\w*|scream\w*|swor?e|swearing|snap\w*|punch\w*|shov\w*|retaliat\w*|(?:lose it|lost it) (?:at|with) \w+)\b/;
const FRAYED = /\b(?:knackered|exhausted|shattered|drained|fried|wiped)\b.{0,120}\b(?:snap\w*|short with|irritable)\b/;
const PATIENT_ONE = /\bi used to be the (\w+) one\b/;
const NOT_ASLEEP = /\b(?:can ?not sleep|can'?t sleep|cant sleep|lying awake|lie awake|havent slept|haven'?t slept)\b/;
const LAST_TIME = /\b(?:last (?:time|year|season|week|trial|comp\w*|attempt|game|match|race)|since i)\b/;
const SELF_JUDGED =
  /\b(?:gutted|feel (?:like )?(?:an idiot|a failure|useless|stupid|awful)|such a failure|what'?s wrong with me|should i even bother|giving up|so done)\b/;
const SAY_NO = /\b(?:never say no|can'?t say no|always say yes|afraid (?:clients|they|people) (?:go|will go|leave))\b/;

const WANTS: readonly Want[] = [
  {
    // Nothing is ahead and they are judging themselves: the want is to set it down, not to fix it now.
    when: (text, facts, timing) =>
      (timing === 'after' || timing === 'ongoing') && !facts.loss && SELF_JUDGED.test(text),
    line: () => 'What you want now is to put this one down without deciding it says who you are.',
  },
  {
    // Not "only noticed with 40 minutes left": how close it was, told about a part already over.
    when: (text, _facts, timing) => {
      const left = LEFT.exec(text);
      return timing === 'during' && left !== null && !toldAsDone(text, left.index);
    },
    line: (text) =>
      `What you want is to get your head straight for the ${(LEFT.exec(text)?.[1] ?? 'rest of it').replace(/(\d)(?=[a-z])/, '$1 ')}.`,
  },
  {
    when: (text, facts, timing) => timing === 'before' && facts.bodyInTheMoment && BODY_PART.test(text),
    line: (text) => `What you want is for your ${bodyPartOf(text)} to stay steady when it counts.`,
  },
  {
    when: (text, facts, timing) =>
      timing === 'before' && LAST_TIME.test(text) && (facts.ownMistake || facts.fearedMoment),
    line: () => 'What you want is for last time to stay last time, and this one to be its own.',
  },
  {
    when: (text) => TEMPER.test(text) || (LOST_IT.test(text) && ANGER.test(text)),
    line: () => 'What you want is to stay in it without being the one who pays for the reaction.',
  },
  {
    when: (text) => FRAYED.test(text),
    line: (text) => {
      const was = PATIENT_ONE.exec(text)?.[1];
      return was
        ? `What you want is to be the ${was} one again, not just to get through the week.`
        : 'What you want is to have something left at the end of the day, for yourself and for the people around you.';
    },
  },
  {
    // "Walk in steady" needs somewhere to walk into: a piece-rate worker at home has no event ahead.
    when: (text, _facts, timing) => timing === 'before' && NOT_ASLEEP.test(text),
    line: (text) =>
      PERFORMING.test(text)
        ? 'What you want is enough rest to walk in steady, with the worry parked until then.'
        : 'What you want is enough rest to steady you for what comes next, with the worry parked until then.',
  },
  {
    when: (_text, facts, timing) => timing !== 'after' && facts.slump,
    line: () => 'What you want is to stop one miss from setting up the next one.',
  },
  {
    when: (_text, facts, timing) => timing === 'before' && facts.fearedMoment && !facts.bodyInTheMoment,
    line: () => 'What you want is a way through that moment if it comes, rather than hoping it will not.',
  },
  {
    when: (text) => readConcerns(text).has('hard_talk'),
    line: () => 'What you want is to say it clearly and still be kind.',
  },
  {
    when: (text) => readConcerns(text).has('decide'),
    line: () => CHOICE,
  },
  {
    when: (text) => SAY_NO.test(text),
    line: () => 'What you want is to protect your time without losing the people who ask for it.',
  },
];

const CHOICE = 'What you want is a choice you can stand behind whichever way it goes.';
/** Their own question is already in the opening ("You want to know how to…", "You're asking yourself…") or answered. */
const ANSWERED = /\bYou asked whether you should\b/;
const OPENING_ASKS = new RegExp(`\\bYou want to\\b|\\bYou're asking\\b|${ANSWERED.source}`);

/** "push through" → "pushing through"; a second clause ("and be the mean mum") is left to them. */
function asChoice(option: string): string {
  const [verb = '', ...rest] = toSecondPerson(option.split(/,| and | but /)[0] ?? option)
    .trim()
    .split(/\s+/);
  return [gerund(verb), ...rest].join(' ');
}

/** The choice their question names ("push through or call it a day?"), unless the opening says it already. */
function choiceNamed(lower: string, opening: string): string | undefined {
  const ask = readTheirAsk(lower);
  if (ask?.need !== 'asked_choice' || ANSWERED.test(opening)) return undefined;
  const options = ask.options;
  // A choice they ask about leads over what the scene suggests ("can't sleep": rest).
  if (!options) return OPENING_ASKS.test(opening) ? undefined : CHOICE;
  const plain = (said: string) => said.toLowerCase().replace(/[^a-z ]/g, '');
  if (plain(opening).includes(plain(toSecondPerson(options[1])))) return undefined;
  const [first, second] = options.map(asChoice);
  if (!first || !second) return undefined;
  return `The choice in front of you is between ${first} and ${second}.`;
}

export function whatTheyWant(text: string, timing: Timing | undefined, opening: string): string | undefined {
  const lower = plainMeaning(text.toLowerCase());
  const choice = choiceNamed(lower, opening);
  if (choice) return choice;
  if (OPENING_ASKS.test(opening)) return undefined;
  const facts = readFacts(lower);
  return WANTS.find(({ when }) => when(lower, facts, timing))?.line(lower);
}
