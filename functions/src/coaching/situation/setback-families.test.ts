import { beforeAll, describe, expect, it } from 'vitest';
import { BuiltinCoachEngine } from '../builtin-engine.ts';
import type { CoachAnswer } from '../coach-model.ts';
import { atStake } from '../compose/at-stake.ts';
import { interventionById } from '../interventions/index.ts';
import { meaningReader } from '../meaning/read-meaning.ts';
import { loadSharedEncoder } from '../safety/meaning/shared-encoder.ts';
import { readFacts } from './applies.ts';
import { plainMeaning } from './plain-meaning.ts';
import { OWN_FAINT_FEAR, setbackBoost } from './setback-families.ts';
import { readTiming } from './timing.ts';

/** Wording of our own for each family the judges' notes showed; none is a text from a judged set. */
let engine: BuiltinCoachEngine;
const tip = (situation: string, background = ''): Promise<CoachAnswer> => engine.tip({ situation, background });
const fit = (text: string) => ({
  facts: readFacts(text.toLowerCase()),
  timing: 'after' as const,
  minutesUntil: undefined,
  performanceAhead: false,
  named: false,
});
const timingOf = (text: string) => readTiming(plainMeaning(text.toLowerCase())).timing;

beforeAll(async () => {
  engine = new BuiltinCoachEngine({ readMeaning: meaningReader(await loadSharedEncoder()) });
}, 60_000);

describe('families of misreading, each with the tool a coach reaches for', { timeout: 60_000 }, () => {
  it('"how do I tell her?" after a habit already stopped asks for the words, not for riding out an urge', () => {
    const told =
      "i've lost £4,300 on betting apps since june. it was most of our wedding fund. i've deleted the apps. how do i tell her?";
    expect(setbackBoost('urge-surfing', told, fit(told))).toBeLessThanOrEqual(0);
    const urge = 'day 4 without a bet and the urge to open the app hits every time the football is on';
    expect(setbackBoost('urge-surfing', urge, fit(urge))).toBeGreaterThan(0);
  });
  it('"it is out of my hands" gets a sort of what is theirs', async () => {
    const hands = "the panel decide next week and it's out of my hands";
    expect(setbackBoost('control-sort', hands, fit(hands))).toBeGreaterThan(0);
    const answer = await tip(
      "The planning committee decide on our extension next Thursday. It's completely out of my hands now and I can't control what they say, but I check the portal forty times a day.",
    );
    expect(answer.skillId).toBe('control-sort');
  });
  it('needles and fainting get applied tension, never a relaxing breath', async () => {
    for (const text of [
      'blood test on friday morning and I always go woozy and pass out',
      'my first vaccination appointment is tomorrow, terrified of the needle',
    ]) {
      const answer = await tip(text);
      expect(answer.skillId, text).toBe('applied-tension');
    }
    // Someone else who fainted is not their own fear.
    expect(OWN_FAINT_FEAR.test('a patient fainted in the queue and i froze before calling for help')).toBe(false);
  });

  it('a craving or a compulsive check gets urge surfing; a busy day or a question asked many times does not', async () => {
    for (const text of [
      "day 6 without cigarettes and after dinner the craving is unbearable, I'm pacing the kitchen",
      'since my hours were cut I keep checking my banking app, like 40 times a day, it makes it worse',
    ]) {
      const answer = await tip(text);
      expect(answer.skillId, text).toBe('urge-surfing');
    }
    for (const text of [
      'my dad with dementia asks the same question 30 times a day and I am losing patience',
      '60 emails and three deadlines today, I do not know where to start',
    ]) {
      const answer = await tip(text);
      expect(answer.skillId, text).not.toBe('urge-surfing');
    }
  });

  it("their own feeling near a close one's name is not the close one struggling", async () => {
    const answer = await tip(
      "I work in a men's prison and can't switch off the alertness. My partner says I'm on edge all the time. I'm not scared, just always on.",
    );
    expect(answer.skillId).not.toBe('support-someone');
    expect(answer.coachingTip).not.toMatch(/someone you love who is struggling/);
  });

  it('awake at night running the event through: a tool for the night, not a rehearsal that feeds it', async () => {
    for (const text of [
      "big audition the day after tomorrow and I'm not sleeping, I lie in bed playing the whole piece bar by bar",
      'cup final on saturday, every night this week I jolt awake replaying my first touch',
    ]) {
      const answer = await tip(text);
      expect(answer.skillId, text).not.toBe('imagery-rehearsal');
    }
  });

  it('a slip of their own that is over gets kindness first, not an in-play cue', async () => {
    const answer = await tip('dropped a whole tray of plates at the wedding reception today. gutted, feel so stupid');
    const skill = interventionById(answer.skillId);
    expect(['cue-words', 'external-focus', 'instructional-self-talk', 'pre-shot-routine']).not.toContain(
      answer.skillId,
    );
    expect(skill?.timing).toContain('after');
  });

  it('losing their temper in play gets a cool-down, not a conversation script', async () => {
    const answer = await tip('every match I get fouled off the ball and end up retaliating and getting sent off');
    expect(answer.skillId).toBe('cool-down-pause');
  });

  it('a run of their own misses is not someone else to give feedback to', async () => {
    const answer = await tip('as a barista I keep missing the latte art lately and once I miss one I shake');
    expect(answer.skillId).not.toBe('feedback-sbi');
  });

  it('meeting a partner’s family is not a stand to make with them', async () => {
    const answer = await tip('meeting my boyfriend’s parents for dinner on saturday and I overthink every word');
    expect(answer.skillId).not.toBe('dear-man-script');
  });

  it('a coach who decides or shouts is not a stand to make with them', async () => {
    for (const text of [
      'shanked the winning kick last week and the coach is still picking me for the cup game on friday',
      'refereed a junior final and a parent screamed at me from the touchline, now I dread the next game',
    ]) {
      expect((await tip(text)).skillId, text).not.toBe('dear-man-script');
    }
  });

  it('someone awkward who will be there is not a conflict to raise', async () => {
    const answer = await tip(
      'my nephew’s christening is on sunday and my ex will be there too, last time I hid outside',
    );
    expect(answer.skillId).not.toBe('dear-man-script');
  });

  it('worn out and snapping gets kindness and rest, not a goal ladder or a debrief', async () => {
    const answer = await tip(
      'three night shifts in a row at the depot, I am exhausted and keep snapping at the drivers',
    );
    expect(['process-goals', 'peer-debrief']).not.toContain(answer.skillId);
  });

  it('"what is wrong with me" after a bad one reads as self-blame', async () => {
    const answer = await tip('missed every single serve in the match again. what’s wrong with me');
    expect(answer.skillId).toBe('self-compassion-break');
  });

  it('running short on the clock gets a pacing plan', async () => {
    const answer = await tip('tournament game this afternoon and I always end up in time trouble on the clock');
    expect(answer.skillId).toBe('pacing-plan');
  });
});

describe('timing words the judges saw misread', () => {
  it('reads texting shorthand for days as ahead', () => {
    expect(timingOf('gig on sat and I am dreading the solo')).toBe('before');
    expect(timingOf('exam thurs, first time in the big hall')).toBe('before');
    expect(timingOf('interview tmrw and I cannot eat')).toBe('before');
    expect(timingOf('first game back after my op on the weekend')).toBe('before');
  });

  it('reads what is left of the event as the middle of it', () => {
    expect(timingOf('one vault left and my legs are gone')).toBe('during');
    expect(timingOf('customer just screamed at me, 3 hrs left of my shift')).toBe('during');
    expect(timingOf('its the interval and I fluffed my big line')).toBe('during');
  });

  it('reads since-a-month and most nights as ongoing', () => {
    expect(timingOf('new rota since march and I am wiped most nights')).toBe('ongoing');
  });

  it('says a first is new only while it is ahead', () => {
    const over = atStake('My first competition today and I got battered, should I even bother', 0, 'after');
    expect(over ?? '').not.toMatch(/unknown|first, and/);
    expect(atStake('My first open mic is on Saturday.', 0, 'before')).toMatch(/first|new/);
  });
});
