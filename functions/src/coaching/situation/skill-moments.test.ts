import { beforeAll, describe, expect, it } from 'vitest';
import { BuiltinCoachEngine } from '../builtin-engine.ts';
import { meaningReader } from '../meaning/read-meaning.ts';
import { readSkillHead } from '../meaning/skill-head.ts';
import { loadSharedEncoder } from '../safety/meaning/shared-encoder.ts';
import { applicability, type FitContext } from './applies.ts';
import { CHOICE_SAID, NEEDS_WORDS, readConcerns } from './concern.ts';
import { fitContext } from './fit-context.testing.ts';
import { hasOwnSharpMoment } from './sharp-moment.ts';
import { studyWornOut } from './study-worn-out.ts';
import { choiceDueSoon } from './their-question.ts';

const context = (text: string, over: Partial<FitContext> = {}) => fitContext(text, { timing: 'during', ...over });

describe('naming the feeling is for one that has no name yet, landing now', () => {
  const label = (text: string, over: Partial<FitContext> = {}) =>
    applicability('affect-labelling', context(text, over));
  it('is set aside once they have said what they feel', () => {
    expect(label('on hold with the bank for 40 minutes and I am absolutely livid')).toBe(-10);
    expect(label('second week at the summer camp and so homesick, I cried in the showers')).toBe(-10);
    expect(label('I feel awful about how I spoke to the new starter')).toBe(-10);
  });
  it('fits a sting with no name in the middle of a shift, not a pattern or a day after', () => {
    const sting = 'a kid on the ward told me to get lost in front of his mates and it went straight in';
    expect(label(sting)).toBe(0);
    expect(label(sting, { timing: 'after' })).toBe(-10);
    expect(label("something feels off since the meeting and I can't put my finger on what I'm feeling")).toBe(0);
    expect(
      label("on my break after a death on the ward and I can't feel anything at all, is it weird I feel nothing"),
    ).toBe(0);
  });
});

describe('a repair is for their own sharp moment', () => {
  it('a row they had together, or a remark that met silence, is their own sharp moment', () => {
    expect(hasOwnSharpMoment('my partner and i had a proper row at the lock')).toBe(true);
    expect(hasOwnSharpMoment("i said something about her driving and she hasn't spoken since")).toBe(true);
    expect(hasOwnSharpMoment('i said something about her driving and she laughed')).toBe(false);
    // A row told as the background to something else is not the moment they are asking about.
    expect(hasOwnSharpMoment('we had a row about the dishwasher and he heard the word divorce')).toBe(false);
  });
  const repair = (text: string) => applicability('repair-after-snapping', context(text, { timing: 'after' }));
  it('not for someone belittled in front of others who said nothing sharp', () => {
    expect(
      repair('at dinner my wife said in front of her sister that I never finish anything, so I left the table'),
    ).toBe(-10);
  });
  it('kept when they were sharp too, however they say it', () => {
    expect(repair('my wife said in front of her sister that I never finish anything and I snapped back at her')).toBe(
      0,
    );
    expect(repair('I got cross with my dad about his walking frame and raised my voice')).toBe(0);
  });
  it('an ask to make of the one who said it', () => {
    expect(
      (NEEDS_WORDS['dear-man-script'] as RegExp).test('my husband said in front of his mum that i overreact'),
    ).toBe(true);
  });
});

describe("a child's feelings, not a pet's or a grown-up's", () => {
  const coach = (text: string) => applicability('emotion-coaching', context(text, { timing: 'after' }));
  it('is set aside for a dog that failed its assessment, kept for a child who did', () => {
    expect(coach('my 3-year-old spaniel got sent home from puppy class for barking and I feel like a bad parent')).toBe(
      -10,
    );
    expect(coach('my 6-year-old son sobbed when he was sent home from football, the dog just stared at him')).toBe(0);
  });
  it("is set aside for a grown-up in tears at a child's party, kept when the child is the one crying", () => {
    expect(coach("at my nephew's 5th birthday, my wife had to leave the noise, now she's in the car crying")).toBe(-10);
    expect(coach("at my son's party my wife cried, then my 4-year-old had a meltdown over the cake")).toBe(0);
  });
});

describe('two options to weigh need a choice in their words and time to weigh it', () => {
  const weigh = (text: string) =>
    applicability('two-option-decision', context(text, { timing: 'before', minutesUntil: 3 * 24 * 60 }));
  it('not an exam topic that happens to be called options, not a notice to move', () => {
    expect(weigh('missed the licence exam by a point, I knew the futures and options section cold')).toBe(-10);
    expect(weigh('landlord served notice, two months to find a flat and rents are up a third, where do I start')).toBe(
      -10,
    );
  });
  it('a choice said plainly, or an answer owed by a date', () => {
    expect(weigh('Counter-offer, walk away, or sign as it is? The agent wants to know by Friday.')).toBe(0);
    expect(weigh('They offered me the deputy head post and I have to reply by Monday.')).toBe(0);
  });
  it('one list of choice words, for the firm condition and the soft one alike', () => {
    expect(NEEDS_WORDS['two-option-decision']).toBe(CHOICE_SAID);
    expect(CHOICE_SAID.test('two offers. have to answer both by friday. flip flopping every hour')).toBe(true);
    expect(CHOICE_SAID.test('rent going up £210 - negotiate, move, or just swallow it?')).toBe(true);
    expect(CHOICE_SAID.test('the finance exam has a whole paper on options pricing')).toBe(false);
    expect(CHOICE_SAID.test('the buyer had a mortgage offer and it was pulled')).toBe(false);
    expect(CHOICE_SAID.test("i've decided to go back part time after my leave")).toBe(false);
    expect(CHOICE_SAID.test('i have to decide by friday')).toBe(true);
  });
  it('a choice made from the toilets at book club or on a break is due now', () => {
    expect(choiceDueSoon('in the loos at book club, do I own up or keep nodding for another hour', undefined)).toBe(
      true,
    );
    expect(choiceDueSoon('on my tea break, should I say something when we go back in', undefined)).toBe(true);
    expect(choiceDueSoon('should I take the Glasgow job or stay, they want an answer next month', undefined)).toBe(
      false,
    );
  });
});

describe('bed rules are for a bed where they can be kept', () => {
  const bedRules = (text: string) => applicability('stimulus-control-sleep', context(text, { timing: 'ongoing' }));
  it('not a rest on a deployment or a standby post', () => {
    expect(bedRules('deployed with the search team, my rest is two hours and I cannot sleep')).toBe(-10);
    expect(bedRules('on standby at the post again, 3am, cannot nap')).toBe(-10);
  });
  it('their own bed at home', () => {
    expect(bedRules('I lie awake in bed until 3 every night since the move')).toBe(0);
  });
});

describe('a student worn out by long hours gets sleep and study blocks', () => {
  it('reads two of late hours, being worn out, and nothing going in', () => {
    for (const text of [
      'finals in 10 days, revising till 2am every night and none of it stays in my head',
      'I study 14 hours a day for the bar and I am so tired I cannot remember what I read this morning',
    ])
      expect(studyWornOut(text), text).toBe(true);
    for (const text of [
      'studying until 1am for my exams, feels good actually, I am on top of it',
      'can not remember the lines for the school play on friday',
      'so tired after night shifts that I forget where I parked',
    ])
      expect(studyWornOut(text), text).toBe(false);
    expect(readConcerns('finals in 10 days, revising till 2am every night and none of it stays in my head')).toContain(
      'study_worn_out',
    );
  });

  let engine: BuiltinCoachEngine;
  beforeAll(async () => {
    engine = new BuiltinCoachEngine({ readMeaning: meaningReader(await loadSharedEncoder()) });
  }, 60_000);
  const skillFor = async (situation: string) => (await engine.tip({ situation })).skillId;

  it('is answered with the new skill, where spaced self-testing would add one more task', async () => {
    expect(
      await skillFor(
        'My entrance exam is in 12 days. My uncle tells everyone I will be an engineer. I revise until 2am every night and now I cannot remember even easy formulas. How do I make my brain work?',
      ),
    ).toBe('sleep-protected-revision');
    expect(
      await skillFor('chemistry mock in two weeks and I keep rereading the same notes, nothing sticks, what works'),
    ).toBe('retrieval-practice');
  });

  it('the skill head, trained before the skill existed, scores it as the study skill it was split from', () => {
    const read = readSkillHead('revising till 2am and nothing goes in', new Float32Array(512).fill(0.01));
    expect(read?.scoreOf('sleep-protected-revision')).toBe(read?.scoreOf('retrieval-practice'));
  });
});
