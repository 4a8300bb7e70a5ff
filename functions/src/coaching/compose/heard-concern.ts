import families from '../../../data/coaching/stake-families.json' with { type: 'json' };
import { readConcernFamily } from '../meaning/concern-head.ts';
import type { SituationFacts } from '../situation/applies.ts';
import type { Timing } from '../themes.ts';
import { ROUGH_PART, reacted, withSomeoneClose } from './specific-stakes.ts';
import {
  BROADCAST,
  DONE_BEFORE,
  FIRST_TIME,
  I_DID,
  INJURY,
  MONEY,
  NOT_THEIR_FIRST,
  TIME_AHEAD,
} from './stake-words.ts';

/** A family of concern as a coach would say it back: when it fits, the timings it can be said at, its lines. */
interface StakeFamily {
  id: string;
  fits: string;
  timings: readonly Timing[];
  lines: readonly string[];
}

const FAMILIES: ReadonlyMap<string, StakeFamily> = new Map(
  (families as StakeFamily[]).map((family) => [family.id, family]),
);

const LAST_ONE = /\b(?:last (?:time|year|season|round|attempt|one|week|month|term)|(?:the )?time before|before that)\b/;
const MONEY_WORDS = /[£$€]\s?\d|\b(?:money|afford|debts?|owe|savings|wages?|pay ?slip|salary|fees?|bills?|rent|\d+k)\b/;
const BODY_SHOWS =
  /\b(?:shak\w*|trembl\w*|voice|hands?|heart|sweat\w*|blush\w*|red|dry mouth|mouth (?:goes|went) dry|stomach|breath\w*|legs?|knees?|throat)\b/;
const WORDS_SAID =
  /\b(?:said|says|told|tells|shout\w*|yell\w*|snap\w*|scream\w*|called|calling|tore into|criticis\w*|comments?|words|had a go|bollock\w*|dressing.down|told off|swore)\b/;
const CHOICE = /\b(?:or|whether|decid\w*|choice|options?|choose|torn)\b/;
const PRACTICE_BESIDE =
  /\b(?:practi[cs]e\w*|training|at home|rehears\w*|in the nets|warm.?ups?|normally|usually|on my own|in class|in lessons|in the gym)\b/;
const SLEEP = /\b(?:sleep\w*|awake|bed|insomnia|[1-5] ?am|night)\b/;
const A_LOSS =
  /\b(?:died|dead|death|passed (?:away|on)?|funeral|loss|lost (?:my|our|her|his)|grie\w+|miscarr\w+|put down)\b/;

/**
 * What a family's lines claim, checked in their words: a family read by meaning may still be wrong,
 * and its line must not invent a first, a last time, a slip, a row, a result, money, an injury, a
 * body that shows it, a choice, a practice that goes well, a night awake or a death.
 */
const CLAIMS: Readonly<Record<string, (lower: string, facts: SituationFacts, timing?: Timing) => boolean>> = {
  'first-time-unknown': (lower) =>
    FIRST_TIME.test(lower) && !DONE_BEFORE.test(lower) && !NOT_THEIR_FIRST.test(lower) && !I_DID.test(lower),
  'last-time-shadow': (lower, _facts, timing) =>
    LAST_ONE.test(lower) && (timing === 'before' || TIME_AHEAD.test(lower)),
  'mistake-mid-event': (lower, facts) => facts.ownMistake || facts.badResult || ROUGH_PART.test(lower),
  'one-mistake-outweighs': (lower, facts) => facts.ownMistake || ROUGH_PART.test(lower),
  'reacted-want-repair': (lower) => reacted(lower) && withSomeoneClose(lower),
  // Words were said: a sigh and a takeover are not "the words landed hard".
  'criticised-publicly': (lower) => WORDS_SAID.test(lower),
  // Aired or online, it did get more airtime than the room.
  'embarrassed-replay': (lower) => !BROADCAST.test(lower),
  'result-after-work': (_lower, facts) => facts.badResult,
  'money-worry': (lower) => MONEY.test(lower) || MONEY_WORDS.test(lower),
  'ashamed-to-need': (lower) =>
    MONEY.test(lower) || MONEY_WORDS.test(lower) || /\b(?:ask\w*|help|beg\w*)\b/.test(lower),
  'out-injured': (lower) => INJURY.test(lower),
  'back-after-injury': (lower) => INJURY.test(lower) || /\bsince\b/.test(lower),
  'body-gives-nerves-away': (lower, facts) => facts.bodyInTheMoment || BODY_SHOWS.test(lower),
  'torn-between-options': (lower) => CHOICE.test(lower),
  'clutch-gap': (lower) => PRACTICE_BESIDE.test(lower),
  'sleep-worry': (lower) => SLEEP.test(lower),
  grief: (lower) => A_LOSS.test(lower),
};

/** Too few words to name a concern from ("I keep replaying it"). */
const FEWEST_WORDS = 8;

/**
 * The concern said back in a coach's words where no keyword family speaks: the family the concern
 * head reads in their words with confidence, at a timing it can be said at ("what happened last time"
 * is not said about something over), and only when what its lines claim is in their words.
 */
/** Whether a family's line may be said for these words at this timing (what it claims is in them). */
export function familyMaySpeak(id: string, lower: string, facts: SituationFacts, timing?: Timing): boolean {
  const family = FAMILIES.get(id);
  if (!family || family.lines.length === 0 || lower.split(/\s+/).length < FEWEST_WORDS) return false;
  if (timing && !family.timings.includes(timing)) return false;
  return CLAIMS[family.id]?.(lower, facts, timing) ?? true;
}

export function heardConcernLine(
  text: string,
  lower: string,
  facts: SituationFacts,
  seed: number,
  timing: Timing | undefined,
  whole: Float32Array | undefined,
): string | undefined {
  const read = readConcernFamily(text, whole);
  const family = read && FAMILIES.get(read.family);
  if (!family || !familyMaySpeak(family.id, lower, facts, timing)) return undefined;
  return family.lines[seed % family.lines.length];
}
