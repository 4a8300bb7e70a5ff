import type { SituationFacts } from '../situation/applies.ts';
import type { Concern } from '../situation/concern.ts';
import type { Timing } from '../themes.ts';

/**
 * Stake lines for the concerns outside coaches name most that the narrower families leave unsaid:
 * a feared outcome ahead, a dread that now arrives early, checking that will not settle,
 * being the one responsible, a doubt about being good enough, carrying it alone, going back over
 * something that is over, a feeling gone numb, a head that will not switch off, a complaint, anger
 * near the top, walking in knowing nobody, waiting to hear. Judges read an opening as reflecting the person almost
 * only when such a line names their concern; each still claims only what their words carry.
 */
/** One family of stake lines: when the words carry it, and the lines that say it. */
export interface Stake {
  when: (text: string, facts: SituationFacts, concerns: ReadonlySet<Concern>, timing?: Timing) => boolean;
  lines: readonly string[];
  /**
   * A line that says their own words back, when it can (from the lower-cased text, or from their
   * text as written where a name keeps its capitals); otherwise one of the lines. `alreadySaid` is
   * the reflection above it, so a line does not quote what it already quotes.
   */
  say?: (lower: string, written: string, alreadySaid: string) => string | undefined;
}

/** "Scared I'll freeze", "worried that I will say something stupid", "what if I forget". */
const FEARED_OUTCOME =
  /\b(?:(?:scared|afraid|terrified|worried|nervous|petrified|frightened) (?:that )?(?:i'?ll|i will|i'?m going to|i might|i could|i'?d|they'?ll|they will|he'?ll|she'?ll|it'?ll|it will|we'?ll|my \w+ will|(?:the|a|my|his|her) \w+ (?:will|might|could|is going to|'ll)|(?:they|he|she|people|someone|everyone) (?:might|could|are going to|is going to|\w+s? (?:me )?again))|what if (?:i|they|he|she|it|my|someone|somebody|people|everyone|nobody|the|we|a)|(?:keep|kept) thinking (?:that )?(?:i'?ll|i will|i'?m going to|it'?ll)|(?:keep |kept |lying awake |lie awake )(?:picturing|imagining) (?:myself |me |it |a |the |us |them )?\w+|can'?t (?:shake|stop) (?:thinking about|picturing|imagining) (?:failing|messing|getting|losing|it going|freezing|blanking|forgetting|dropping|falling))\b/;
const DREAD_BEFORE =
  /\b(?:(?:started|start|begun|begin) (?:to )?dread(?:ing)?|dread(?:ing)? (?:the phone|mondays|sundays|going (?:in|back)|every|each|my shifts?|work|the (?:next|morning|drive))|dread it all (?:week|weekend))\b/;
const CHECKING =
  /\b(?:check(?:ing|ed)?|refresh(?:ing|ed)?) (?:\w+ ){0,4}(?:\d+|twenty|thirty|ten|three|four|five|six|several|a hundred) times\b|\b(?:keep|kept|can'?t stop|cannot stop) (?:checking|refreshing)\b/;
const RESPONSIBLE =
  /\b(?:i'?m (?:the one )?responsible for|i am (?:the one )?responsible for|in charge of (?:the|their|everyone|\d+)|their safety|(?:the )?(?:kids'?|recruits'?|patients'?|passengers'?|crew'?s?) safety|lives (?:depend on|in my hands)|if i get it wrong,? (?:someone|they|a patient|people))\b/;
/** A doubt about themselves ("not clever enough", "a fraud"): the reflection leads with it too. */
export const NOT_GOOD_ENOUGH =
  /\b(?:not (?:\w+ )?(?:good|smart|clever|intelligent|strong|fast|fit|talented|experienced|cut out) enough|too old (?:for|to)|(?:a|an) (?:fraud|imposter|impostor)|out of my depth|not cut out for|don'?t belong)\b/;
const ALONE_WITH_IT =
  /\b(?:i do (?:everything|all of it|it all|all the \w+)|i'?m the only one (?:who|that|doing)|(?:nobody|no one) (?:else )?(?:helps|lifts a finger|offers)|it'?s all (?:on|down to) me|on my own with (?:him|her|them|dad|mum|mom|the kids))\b/;
const GOING_BACK_OVER =
  /\b(?:(?:can'?t|cannot) stop thinking about (?:it|what|how|the|that|him|her)|keep (?:going back over|going over|thinking about what|replaying)|replaying (?:it|the|what|that)|running (?:it|the \w+) (?:over|back) in my head)\b/;
const WAITING_TO_HEAR =
  /\b(?:waiting (?:to hear|for (?:the )?(?:results?|news|a call|an answer|a decision|the scan|the biopsy))|results? (?:come|comes|are) out|don'?t know yet (?:if|whether))\b/;

/** "3 stations done, 3 to go": the part is over, the whole is not. */
const MORE_TO_COME =
  /\b(?:to go|left to|still to (?:come|do|play)|next (?:one|station|round|paper|set|heat|game|race))\b/;
/** "I feel kind of numb about it", "just flat": the feeling gone quiet after a blow. */
const NUMB =
  /\b(?:(?:i )?(?:feel|felt|feeling|i'?m|im) (?:kind of |sort of |just |so |completely |a bit )?(?:numb|flat)|(?:kind of|sort of|just) numb)\b/;
const CANT_SWITCH_OFF =
  /\b(?:can'?t switch off|cannot switch off|keep running it back|(?:taking|take|takes) (?:work|it|them|patients|the job) home in my head|my head keeps (?:redoing|going over|replaying|working))\b/;
const COMPLAINT_MADE =
  /\b(?:(?:a|formal|first|written) complaint (?:about me|against me|letter|from)|complained about me|made a complaint)\b/;
const NEAR_THE_TOP =
  /\b(?:(?:going to|gonna|about to) (?:explode|lose it|snap|blow)|(?:i'?m|im) losing it|wound up tight|end of my tether|at breaking point)\b/;
const NOBODY_KNOWN = /\b(?:don'?t|won'?t|do not|will not) know (?:anyone|anybody|a soul)\b/;

export const BROAD_STAKES: readonly Stake[] = [
  {
    when: (text, _f, _c, timing) => timing === 'before' && FEARED_OUTCOME.test(text),
    // 10 of 28 against 3 of 16 for "your mind keeps running the version where it goes wrong".
    lines: ['So it is the picture of it going wrong that is doing the damage, before anything has happened.'],
  },
  {
    when: (text) => DREAD_BEFORE.test(text),
    lines: ['So the dread has started to arrive before the thing itself, and that wears you down too.'],
  },
  {
    when: (text) => CHECKING.test(text),
    lines: ['So the checking is trying to settle the worry, and each check only settles it for a moment.'],
  },
  {
    when: (text) => RESPONSIBLE.test(text),
    lines: ['So it is being the one responsible for others that makes it heavy.'],
  },
  {
    when: (text) => NOT_GOOD_ENOUGH.test(text),
    lines: ['So alongside the task itself sits a doubt about whether you are good enough for it.'],
  },
  {
    when: (text) => ALONE_WITH_IT.test(text),
    lines: ['So you are carrying most of it yourself, and there is little left over for you.'],
  },
  {
    when: (text, _f, _c, timing) => timing === 'after' && GOING_BACK_OVER.test(text) && !MORE_TO_COME.test(text),
    lines: ['So it is over, and your mind keeps going back to it anyway.'],
  },
  {
    when: (text, _f, _c, timing) => timing === 'after' && NUMB.test(text),
    lines: ['So it has gone quiet inside rather than sad, which is a common first reaction to a blow like this.'],
  },
  {
    when: (text) => CANT_SWITCH_OFF.test(text),
    lines: ['So the day is done, and your head is still working on it.'],
  },
  {
    when: (text) => COMPLAINT_MADE.test(text),
    lines: ['So a complaint stings most when you care about doing the job well.'],
  },
  {
    when: (text) => NEAR_THE_TOP.test(text),
    lines: ['So the pressure is near the top, and what you want is to keep it from spilling over.'],
  },
  {
    when: (text, _f, _c, timing) => timing === 'before' && NOBODY_KNOWN.test(text),
    lines: ['So it is walking in without knowing anyone that makes it feel big.'],
  },
  {
    when: (text) => WAITING_TO_HEAR.test(text),
    lines: ['So it is the not knowing yet, more than anything, that is hard to sit with.'],
  },
];
