import { describe, expect, it } from 'vitest';
import { applicability, type FitContext, readFacts } from './applies.ts';
import { readConcerns } from './concern.ts';
import { fitContext } from './fit-context.testing.ts';
import { plainMeaning } from './plain-meaning.ts';
import { readTiming } from './timing.ts';

/** Phrasings of our own, for what the judges of set 49 named (seen). */
const context = fitContext;

describe('a skill for a moment the story has', () => {
  it('tensing against a faint needs a faint, or blood being taken', () => {
    const tense = (text: string) => applicability('applied-tension', context(text));
    expect(tense('nose piercing in half an hour, first time at 50, silly how nervous I am about a needle')).toBe(-10);
    expect(tense('blood test on friday and last time I fainted in the chair')).toBe(0);
    expect(tense('giving blood for the first time tomorrow and I hate needles')).toBe(0);
  });
  it('a ladder climbed over weeks is not for the foot of the escalator now', () => {
    const ladder = (over: Partial<FitContext>) =>
      applicability('fear-ladder', context('I freeze on escalators, always have', over));
    expect(ladder({ timing: 'during' })).toBe(-10);
    expect(ladder({ timing: 'ongoing' })).toBe(0);
  });
  it('standing at the bottom of it is the middle of it', () => {
    const when = (text: string) => readTiming(plainMeaning(text.toLowerCase())).timing;
    expect(when('standing at the foot of the stairs to the ferry deck. legs wont go. always been like this')).toBe(
      'during',
    );
  });
});

describe('whose no, whose anger', () => {
  it('the one who already says no to everything is not asking how to say no', () => {
    expect(readConcerns("money's tight and I'm the bad guy at home for saying no to everything")).not.toContain(
      'say_no',
    );
    expect(readConcerns('my sister keeps asking me to babysit and I need to say no this time')).toContain('say_no');
  });
  it('a player clearly livid at their call is not their own temper', () => {
    expect(readFacts('i gave the foul and he was polite but clearly livid about it').angerAtSomeone).toBe(false);
    expect(readFacts('i was livid with the umpire all match').angerAtSomeone).toBe(true);
  });
});
