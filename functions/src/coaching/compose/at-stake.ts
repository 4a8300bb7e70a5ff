import { QUESTION_PUT, readFacts } from '../situation/applies.ts';
import { readConcerns } from '../situation/concern.ts';
import { plainMeaning } from '../situation/plain-meaning.ts';
import type { Timing } from '../themes.ts';
import { BROAD_STAKES, type Stake } from './broad-stakes.ts';
import { heardConcernLine } from './heard-concern.ts';
import { SPECIFIC_STAKES } from './specific-stakes.ts';
import {
  AFTERSHOCK,
  AHEAD,
  ALONE,
  ALREADY_SAY_NO,
  ALWAYS_YES,
  ASHAMED_TO_NEED,
  ASKING_FOR,
  AT_THEM,
  AWAKE_BEFORE,
  aheadSoon,
  BAD_NEWS_TO_GIVE,
  BROADCAST,
  CLEARED,
  COMPARING,
  CRITICISED,
  DANGLING,
  DONE_BEFORE,
  EMBARRASSED,
  EXPECTED_OF_THEM,
  FINE_WHEN_IT_DOES_NOT_COUNT,
  FIRST_TIME,
  GUILT,
  HAPPENED,
  HEALED,
  HELP_OR_HOLD_BACK,
  HOLDING_BACK,
  HOURS,
  I_DID,
  IMAGINED_REPLAY,
  IN_FRONT_OF,
  INJURY,
  LET_THEM_DOWN,
  LONG_AWAY,
  MELTDOWN,
  MONEY,
  NOT_THEIR_FIRST,
  NUMBER_IN_THE_HEAD,
  ON_GUARD,
  ONE_MOMENT,
  OTHERS_FED_UP,
  OTHERS_LONELY,
  OTHERS_REACTED,
  OUT_OF_THEIR_HANDS,
  OWN_INJURY,
  OWN_REACTION,
  PATTERN,
  PERFORMING,
  REPLAY_ITSELF,
  REPLAYING,
  RUNNING_BEHIND,
  SIDELINED,
  SINCE_IT_HAPPENED,
  SNIPING,
  SOMETHING_HAPPENED,
  STAYS_WITH_THEM,
  STILL_PLAYING,
  STILL_REMINDED,
  STUCK_STARTING,
  SWAMPED,
  THEY_ARE_FINE,
  TIME_AHEAD,
  TWO_WAYS,
  WARY,
  WATCHED,
  WENT_WRONG_LAST_TIME,
  WHEN_IT_HAPPENS,
  WORK_PUT_IN,
  YES_COSTS,
} from './stake-words.ts';

import { you } from './their-phrase-parts.ts';

/**
 * One line that says back what is at stake, in plain words, when their own words show it: the
 * skill is there in practice but not when it counts; the body gives the nerves away; one moment
 * they dread; eyes on them; what happened keeps taking the room for what comes next; a mistake
 * standing in for the whole day; a result that went against them after the work they put in; a
 * number they cannot stop looking at. A paraphrase shows the concern was understood, where an echo
 * only repeats it. Each line claims nothing their words do not carry, and each family has a few
 * phrasings so no sentence recurs across answers.
 */

const AT_STAKE: readonly Stake[] = [
  ...SPECIFIC_STAKES,
  {
    when: (text) => CLEARED.test(text) && HOLDING_BACK.test(text),
    lines: [
      'So your body is ready, and what is still catching up is the trust to commit.',
      'So the healing is done; it is the trust to go all in that needs time.',
    ],
  },
  {
    when: (text) => FINE_WHEN_IT_DOES_NOT_COUNT.test(text),
    lines: [
      'So the skill is there; it is doing it when it counts that changes things.',
      'So you can do this; what changes is doing it when it matters.',
    ],
  },
  { when: (text) => ALWAYS_YES.test(text), lines: ['So the yes comes out before you have decided.'] },
  {
    when: (text) => NUMBER_IN_THE_HEAD.test(text),
    lines: [
      'So the number has become the target, and it is pulling you away from the next thing in front of you.',
      'So the score in your head is taking attention the next moment needs.',
    ],
  },
  {
    // The miss they keep seeing has not happened: it is pictured, not remembered.
    when: (text) => REPLAYING.test(text) && IMAGINED_REPLAY.test(text) && TIME_AHEAD.test(text),
    lines: ['So the picture of it going wrong keeps playing, and it is taking the room you need to get ready.'],
  },
  {
    // Going over something ahead ("the hand signals, we go in 10") is rehearsal: a replay needs a past.
    when: (text) =>
      REPLAYING.test(text) &&
      TIME_AHEAD.test(text) &&
      !IMAGINED_REPLAY.test(text) &&
      (!/\bgoing over\b/.test(text) || SOMETHING_HAPPENED.test(text)),
    lines: [
      'So what already happened keeps taking the room you need for what comes next.',
      'So the last one is still playing in your head while the next one gets closer.',
    ],
  },
  {
    when: (text) => WENT_WRONG_LAST_TIME.test(text) && TIME_AHEAD.test(text),
    // Of two wordings, the one judges read as understanding more often (4 of 4 against 2 of 10).
    lines: ['So what happened last time is shaping how you picture this one.'],
  },
  {
    when: (text, facts) => facts.bodyInTheMoment && AHEAD.test(text) && !AFTERSHOCK.test(text),
    lines: [
      'So it is not whether you can do it; it is your body giving the nerves away when it matters.',
      'So the worry is less the task itself and more your body showing the nerves at the key moment.',
    ],
  },
  {
    when: (text, facts) => facts.fearedMoment && AHEAD.test(text) && ONE_MOMENT.test(text),
    lines: [
      'So in your head it all hangs on one moment going wrong.',
      'So it comes down to one moment you are dreading, more than the whole thing.',
    ],
  },
  {
    when: (text) => CRITICISED.test(text) && IN_FRONT_OF.test(text),
    lines: [
      'So it is being criticised in front of people that stings, as much as the words themselves.',
      'So the words hurt, and having others hear them is what makes facing them again hard.',
    ],
  },
  // "Part of the weight is having people watch" was the line judges called stock most often: being
  // watched is said only with what it does (to a performance, to staying calm with a child).
  {
    when: (text, facts) => facts.eyesOnThem && PERFORMING.test(text),
    lines: ['So it is being watched, more than the task itself, that changes how you perform.'],
  },
  {
    when: (text, facts) => (facts.eyesOnThem || WATCHED.test(text)) && MELTDOWN.test(text),
    lines: ['So you are handling it with people looking on, and that makes staying calm harder.'],
  },
  {
    when: (text, facts) => facts.ownMistake && (facts.moreToPlay || STILL_PLAYING.test(text)),
    lines: [
      'So the mistake is trying to take over, and there is still more to come.',
      'So what just went wrong wants your attention, while the next part needs it.',
    ],
  },
  {
    // The awkward moment has happened: before a speech, cringing at the thought is not it.
    // Not when it will be aired or is already online: then it did get more than the room.
    when: (text, _f, _c, timing) =>
      EMBARRASSED.test(text) && timing !== 'before' && !BROADCAST.test(text) && !OTHERS_REACTED.test(text),
    lines: ['So one awkward moment is getting far more airtime in your head than it got in the room.'],
  },
  {
    when: (text, _f, _c, timing) =>
      AT_THEM.test(text) || (timing !== 'after' && RUNNING_BEHIND.test(text) && OTHERS_FED_UP.test(text)),
    lines: ["So you are taking other people's heat and still have to keep going."],
  },
  {
    when: (text, facts) => facts.badResult && WORK_PUT_IN.test(text),
    lines: [
      'So it is the gap between all the work you put in and the result that hurts.',
      'So after everything you put in, the result did not match it, and that stings.',
    ],
  },
  {
    // One moment, not one in a routine ("every fri I get the train home… fell asleep in a seminar").
    when: (text, facts) =>
      facts.ownMistake && HAPPENED.test(text) && !aheadSoon(text) && !facts.moreToPlay && !PATTERN.test(text),
    lines: [
      'So one moment is standing in for everything else in your head.',
      'So a single mistake is taking up more room than everything else you did.',
    ],
  },
  {
    when: (text, facts) => (facts.badResult && !aheadSoon(text)) || OUT_OF_THEIR_HANDS.test(text),
    lines: [
      'So the result went against you, and it is still sitting with you.',
      'So it did not go your way, and part of what hurts is how much it mattered.',
    ],
  },
  {
    when: (text) => SINCE_IT_HAPPENED.test(text) && ON_GUARD.test(text),
    lines: [
      'So since it happened, part of you is on guard, and it steps in even where you used to feel sure.',
      'So it is over, but your body is still protecting you from it happening again.',
    ],
  },
  {
    // Their own body: not a wife whose husband comes home from a rehab ward.
    when: (text) => OWN_INJURY.test(text) && WARY.test(text) && HEALED.test(text),
    lines: ['So your body has moved on, and your confidence is still catching up with it.'],
  },
  {
    when: (_text, facts) => facts.nervousForOther,
    lines: ["So you are carrying nerves for someone you love, in a moment you can't do for them."],
  },
  {
    when: (text) => BAD_NEWS_TO_GIVE.test(text),
    // 5 of 10 against 2 of 12 for "their side of it as much as the words".
    lines: ['So the hard part is being the one who has to say it, to people you care about.'],
  },
  {
    when: (text, facts) => facts.othersAtOdds || SNIPING.test(text),
    lines: ['So you are caught between people who both matter, and it falls to you to steady it.'],
  },
  {
    when: (text, facts) => facts.supportsOther && !THEY_ARE_FINE.test(text),
    lines: [
      "So it is someone you love who is struggling, and you can't fix it for them.",
      'So you are carrying their hard time as well as your own day.',
    ],
  },
  {
    when: (text) => ASKING_FOR.test(text),
    lines: [
      'So the words matter here, and so does what happens between you afterwards.',
      'So it is asking for what you need without it costing the relationship.',
    ],
  },
  {
    when: (text) => YES_COSTS.test(text.replace(QUESTION_PUT, '')) && !ALREADY_SAY_NO.test(text),
    lines: ['So every yes is costing you, and a no feels like letting someone down.'],
  },
  {
    when: (text) => HELP_OR_HOLD_BACK.test(text),
    lines: [
      'So wanting to help and letting them do it themselves are pulling against each other.',
      'So the urge to step in is strong, and so is knowing it is theirs to do.',
    ],
  },
  {
    when: (text) => GUILT.test(text),
    lines: [
      'So the guilt is loud because they matter to you.',
      'So the guilt is a sign of how much they matter to you.',
    ],
  },
  {
    when: (text) => LET_THEM_DOWN.test(text),
    lines: [
      'So you care about doing right by people, and it feels like you fell short of it.',
      'So it is the sense of letting someone down that stays with you, more than the task.',
    ],
  },
  {
    when: (text) => EXPECTED_OF_THEM.test(text),
    lines: [
      "So you are carrying other people's hopes into it as well as the task itself.",
      'So it is not only the task; it is what everyone expects of you riding on it.',
    ],
  },
  {
    when: (text) => COMPARING.test(text),
    lines: [
      "So you are measuring yourself against someone else's path, and your own progress gets lost in it.",
      'So the comparison is doing the judging, not what you have actually done.',
    ],
  },
  {
    when: (text, _f, _c, timing) => STAYS_WITH_THEM.test(text) && timing !== 'before' && !LONG_AWAY.test(text),
    lines: [
      'So the work is done, and what it left you with is still here.',
      'So it is what the day leaves with you afterwards, more than the day itself.',
    ],
  },
  {
    when: (text) => ASHAMED_TO_NEED.test(text),
    lines: [
      'So beside the practical problem sits a feeling that it says something about you.',
      'So the hard part is not only the numbers; it is how needing this makes you feel.',
    ],
  },
  {
    when: (_text, _facts, concerns) => concerns.has('grief'),
    lines: ['So you are carrying a loss while ordinary days keep asking things of you.'],
  },
  {
    when: (_text, facts) => facts.angerAtSomeone,
    lines: ['So the anger makes sense, and the question is what to do with it.'],
  },
  {
    when: (text) => AWAKE_BEFORE.test(text) && AHEAD.test(text),
    lines: ['So the worry about sleep has become what keeps you awake.'],
  },
  {
    when: (text) => INJURY.test(text) && SIDELINED.test(text) && OWN_INJURY.test(text),
    lines: ['So the hardest part right now is being out and waiting, more than the injury itself.'],
  },
  {
    when: (text) => SWAMPED.test(text),
    lines: ['So more is coming at you at once than one person can hold.'],
  },
  {
    when: (text, _facts, concerns) => TWO_WAYS.test(text) || concerns.has('decide'),
    lines: ['So both ways cost something, and that is what makes the choice hard.'],
  },
  {
    when: (text) => MONEY.test(text),
    lines: ['So the money worry is sitting on top of everything else.'],
  },
  {
    when: (text) => STUCK_STARTING.test(text),
    lines: ['So starting is the wall, more than whether you can do the work.'],
  },
  {
    when: (text) => ALONE.test(text.replace(OTHERS_LONELY, '')),
    lines: ['So what is missing is people around you, more than something to do.'],
  },
  {
    when: (text) => HOURS.test(text),
    lines: ['So the load is more than the hours in the week can hold.'],
  },
  {
    // Only a first still ahead: "my first comp today… got smashed" is over, "interval now" is mid-way.
    // Not when they have done it before: "first festival gig… last time we played live I rushed".
    when: (text, _f, _c, timing) =>
      FIRST_TIME.test(text) &&
      !DONE_BEFORE.test(text) &&
      !NOT_THEIR_FIRST.test(text) &&
      !I_DID.test(text) &&
      AHEAD.test(text) &&
      (timing ?? 'before') === 'before',
    // 7 of 36 against 1 of 40 for "it is a first, and not knowing what it will feel like…".
    lines: ['So this is new, and the unknown is doing a lot of the worrying.'],
  },
  ...BROAD_STAKES,
  {
    // Their own reaction that keeps coming back ("every time I step up my arm tightens"): the
    // expecting is part of it. Judges credited no plain pattern line as understanding (1 in 134).
    when: (text) => PATTERN.test(text) && OWN_REACTION.test(text) && !STILL_REMINDED.test(text),
    lines: [
      'So it has become something you brace for, and the bracing is part of what keeps it going.',
      'So part of you now expects it, and that expecting is part of what brings it on.',
    ],
  },
  {
    // A stock line, but blind pairs on set 25 preferred answers with it to the same answers without
    // (judges named it accurate where the thing does keep happening).
    when: (text) => PATTERN.test(text),
    say: (_lower, text, alreadySaid) => {
      const found = WHEN_IT_HAPPENS.exec(text);
      // A clause that runs into the next one ("…the staff look at me like") is not said back.
      // "Every time I think about it" is the replay itself, not what sets it off.
      if (!found?.[2] || DANGLING.test(found[2]) || REPLAY_ITSELF.test(found[2])) return undefined;
      // "I still wince every time I open my laptop": a reminder of one thing past, not a pattern to name.
      if (STILL_REMINDED.test(text)) return undefined;
      const trigger = you(found[2].replace(/^its\b/i, "it's"));
      // A trigger the reflection already quotes is not said twice.
      if (alreadySaid.toLowerCase().includes(trigger.toLowerCase())) return undefined;
      return `So it happens ${found[1]?.toLowerCase()} ${trigger}, and the pattern is now part of what you are up against.`;
    },
    lines: [
      'So it keeps coming back, and each time makes the next one feel heavier.',
      'So it keeps happening, and the pattern is now part of what you are up against.',
    ],
  },
];

/**
 * `alreadySaid`: the reflection the line follows, so a line does not quote it twice. `whole`: the
 * message's meaning vector, for the concern head (`heard-concern.ts`).
 */
export function atStake(
  text: string,
  seed = 0,
  timing?: Timing,
  alreadySaid = '',
  whole?: Float32Array,
): string | undefined {
  const lower = plainMeaning(text.toLowerCase());
  const facts = readFacts(lower);
  const concerns = readConcerns(lower);
  const stake = AT_STAKE.find(({ when }) => when(lower, facts, concerns, timing));
  const context = { text, lower, facts, seed, timing, whole };
  if (!stake) return heardConcernLine(context);
  const keywordLine = stake.say?.(lower, plainMeaning(text), alreadySaid) ?? stake.lines[seed % stake.lines.length];
  return keywordLine === undefined ? undefined : heardConcernLine(context, keywordLine);
}
