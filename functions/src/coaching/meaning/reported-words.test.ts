import { beforeAll, describe, expect, it } from 'vitest';
import { BuiltinCoachEngine } from '../builtin-engine.ts';
import type { CoachAnswer } from '../coach-model.ts';
import { loadSharedEncoder } from '../safety/meaning/shared-encoder.ts';
import { readFacts } from '../situation/applies.ts';
import { NEEDS_WORDS, readConcerns } from '../situation/concern.ts';
import { readTiming } from '../situation/timing.ts';
import { meaningReader } from './read-meaning.ts';

/** Misreading families seen in the sixth first-seen set, each tried on new wording with the real encoder. */
let engine: BuiltinCoachEngine;
const tip = (situation: string): Promise<CoachAnswer> => engine.tip({ situation, background: '' });

beforeAll(async () => {
  engine = new BuiltinCoachEngine({ readMeaning: meaningReader(await loadSharedEncoder()) });
}, 60_000);

describe('what someone else says is not a conversation to script', { timeout: 60_000 }, () => {
  it('advice reported from a parent or a coach does not call for DEAR MAN', async () => {
    for (const situation of [
      'im 12 and i go to pieces when the ball comes to me in goal. cup match sunday. my dad says just calm down but how',
      'Coach says I keep dropping my elbow on the backhand and I keep netting it. Club final on Saturday.',
    ]) {
      expect((await tip(situation)).skillId, situation).not.toBe('dear-man-script');
    }
    expect(NEEDS_WORDS['dear-man-script']?.test('my mum says just relax')).toBe(false);
    expect(NEEDS_WORDS['dear-man-script']?.test('i need to ask my landlord for the deposit back')).toBe(true);
  });

  it('a bout is not anger, and a drummer overcooking fills is not pacing', () => {
    expect(NEEDS_WORDS['cool-down-pause']?.test('had my first fight last night and froze on the walkout')).toBe(false);
    expect(NEEDS_WORDS['cool-down-pause']?.test('we had a fight and i said awful things')).toBe(true);
    expect(readConcerns('i overcooked the fills in the first set').has('pacing')).toBe(false);
    expect(readConcerns('i overcooked the first lap again and died at 3k').has('pacing')).toBe(true);
  });
});

describe('sleep, grief and low-mood tools only for their own situation', { timeout: 60_000 }, () => {
  it('a pet put to sleep is a loss, not a sleep problem', async () => {
    const answer = await tip(
      'Our old cat was put to sleep on Tuesday. I keep expecting her on the bed and I cannot settle at work.',
    );
    expect(['stimulus-control-sleep', 'cognitive-shuffle']).not.toContain(answer.skillId);
    expect(readFacts('we had the dog put down on friday').loss).toBe(true);
    expect(readTiming('we had our dog put to sleep on monday').timing).toBe('after');
  });

  it("a child's bedtime battle is the parent's temper, not the parent's insomnia", async () => {
    const answer = await tip(
      'The twins are 3. Bedtime is an hour-long fight every night and I end up yelling, then feel terrible.',
    );
    expect(['stimulus-control-sleep', 'cognitive-shuffle']).not.toContain(answer.skillId);
  });

  it('reading or playing at a funeral ahead gets steadiness for the moment, not grief work', async () => {
    for (const situation of [
      'Giving the eulogy at my aunt’s funeral on Friday. Worried my voice will go in the middle of it.',
      'Playing the organ at a funeral tomorrow for a man I knew. I am scared I will get emotional and fluff the hymn.',
    ]) {
      expect((await tip(situation)).skillId, situation).not.toBe('grief-oscillation');
    }
  });

  it('grief work needs a loss: being shaken by an animal at work is not one', async () => {
    const answer = await tip(
      'A big dog lunged at me at the kennels this morning. Not hurt, just rattled, and I have walks all afternoon.',
    );
    expect(answer.skillId).not.toBe('grief-oscillation');
  });

  it('a choke from a winning position is not low mood', async () => {
    const answer = await tip(
      'Lost 11-9 in the fifth after leading 9-4. Fourth time this year I have choked when ahead. Nationals next month.',
    );
    expect(answer.skillId).not.toBe('behavioural-activation');
  });
});

describe('self-judgement after a hard moment, and a slip already in print', { timeout: 60_000 }, () => {
  it('crying after holding it together at work gets kindness, not a values check', async () => {
    const answer = await tip(
      'Translated for a family at the hospice today. Held it together, then sobbed in the car park. Feel so unprofessional.',
    );
    expect(['self-compassion-break', 'affect-labelling', 'peer-debrief', 'expressive-writing']).toContain(
      answer.skillId,
    );
    expect(answer.skillId).not.toBe('hard-conversation-plan');
  });

  it('a typo that went out is not perfectionism nor a stuck start', async () => {
    const answer = await tip(
      'Had to rewrite the newsletter lead with ten minutes to deadline and a typo went out to 4,000 people. Feel sick.',
    );
    expect(['good-enough-criteria', 'two-minute-start']).not.toContain(answer.skillId);
  });
});

describe('tonight is ahead when its clause is about what they will do', () => {
  it('"doing magic tonight" with a bad last time is before; "snapped tonight" is after', () => {
    expect(readTiming('doing close-up magic at a wedding tonight. last time someone grabbed my cards').timing).toBe(
      'before',
    );
    expect(readTiming('i snapped at my partner again tonight').timing).toBe('after');
    expect(readTiming('show tonight, curtain up at 7').timing).toBe('before');
  });
});

describe('one fault named by a coach, and tears rising in a speech', { timeout: 60_000 }, () => {
  it('"coach says I keep…" before or after an event reads as one fix to cue', async () => {
    expect(readFacts("my coach keeps telling me i'm dropping my shoulder on the approach").correctionGiven).toBe(true);
    expect(readFacts('my mum says the weather will be fine').correctionGiven).toBe(false);
    const answer = await tip(
      'Fouled out of the long jump again at county champs yesterday. Coach says I keep looking at the board instead of through it.',
    );
    expect(['cue-words', 'external-focus', 'instructional-self-talk', 'imagery-rehearsal']).toContain(answer.skillId);
  });

  it('welling up while reading a speech is the body in the moment, not a rehearsal', async () => {
    expect(readFacts('i keep welling up when i practise it').bodyInTheMoment).toBe(true);
    const answer = await tip(
      'Toast at my son’s wedding next Saturday. I present to clients all the time but I keep welling up just practising it.',
    );
    expect(answer.skillId).not.toBe('imagery-rehearsal');
  });
});
