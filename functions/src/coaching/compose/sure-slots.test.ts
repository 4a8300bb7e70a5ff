import { describe, expect, it } from 'vitest';
import { interventionById } from '../interventions/index.ts';
import type { Intervention } from '../interventions/types.ts';
import { readSituation } from '../situation/read-situation.ts';
import { readTiming } from '../situation/timing.ts';
import { composeBrief, composeFas, invitation } from './compose-tip.ts';

const skill = (id: string): Intervention => {
  const found = interventionById(id);
  if (!found) throw new Error(id);
  return found;
};
const cueFor = (situation: string, id: string, background = '') =>
  /Use it when [^\n]*/.exec(composeFas(readSituation(situation, background), skill(id)))?.[0] ?? '';
const sureOfTiming = (text: string) => readTiming(text.toLowerCase()).certain;

describe('timing is sure only when their words point one way', () => {
  it('is sure of a date ahead, even past a bad last time, and of being still in it', () => {
    expect(sureOfTiming('maths resit is 9am tmrw, failed it in june by 2 marks')).toBe(true);
    expect(sureOfTiming('viva on friday and I cannot sleep')).toBe(true);
    expect(sureOfTiming('half time now. 2nd half starts in 8 min')).toBe(true);
    expect(sureOfTiming('lost the final yesterday and I keep replaying it')).toBe(true);
  });

  it('is not sure of a default, nor of a countdown to the next one of a series', () => {
    expect(sureOfTiming('my coach never picks me')).toBe(false);
    expect(sureOfTiming('blanked on the last station, just stood there. 3 more, next one in 2 min')).toBe(false);
  });
});

describe('a slot the reading is not sure of is not stated', () => {
  it('says "before your race" only when the race is ahead for sure', () => {
    expect(cueFor('200m final tomorrow and my heart is already pounding', 'physiological-sigh')).toMatch(
      /before it counts|before your/,
    );
    expect(cueFor('Swim meet on Saturday, my heart is pounding thinking about the race', 'physiological-sigh')).toBe(
      'Use it when your heart is pounding in the last minutes before your race.',
    );
    // Between stations of an exam they are in: not "before your exam".
    const between = cueFor(
      'between stations in my clinical skills exam. blanked on the last one. 3 more, next one in 2 min',
      'physiological-sigh',
    );
    expect(between).not.toMatch(/before your exam/);
    expect(between).toBe('Use it when your heart is pounding in the minutes before it counts.');
  });

  it('does not name an event their words do not: a role is not today’s event', () => {
    const cue = cueFor(
      'Retired and volunteering as a museum guide. Thirty years as an engineer and I am nervous about a school group.',
      'imagery-rehearsal',
      'Retired engineer',
    );
    expect(cue).not.toMatch(/release/);
    expect(cueFor('my viva is on friday and I keep imagining the first question', 'imagery-rehearsal')).toBe(
      'Use it when your viva is coming up and you want to feel you have already done it once.',
    );
  });

  it('leaves out "the night before" and "tomorrow\'s" unless their words say so', () => {
    expect(cueFor('I lie awake most nights going over work', 'stimulus-control-sleep')).not.toMatch(/night before/);
    expect(cueFor('big race on saturday and I keep running it through in bed', 'cognitive-shuffle')).not.toMatch(
      /tomorrow/,
    );
    expect(cueFor('big race tmrw and I keep running it through in bed', 'cognitive-shuffle')).toMatch(
      /tomorrow's race/,
    );
  });

  it('does not say "what happened" before anything has', () => {
    const reading = readSituation('presenting to the board on thursday and my mind says it will go badly');
    const brief = composeBrief(reading, skill('cognitive-reappraisal'));
    expect(composeFas(reading, skill('cognitive-reappraisal'))).not.toMatch(/what happened/);
    expect(brief).not.toMatch(/what happened/);
    const after = readSituation('I froze in the presentation yesterday and keep replaying it');
    expect(composeFas(after, skill('cognitive-reappraisal'))).toMatch(/what happened/);
  });

  it('asks when it is without assuming it is ahead, and says "in the moment" only when sure', () => {
    const reading = readSituation('wind died in my heat. trained all winter. gutted.');
    expect(invitation(reading)).not.toMatch(/dreading/);
    const unsure = readSituation('my focus keeps slipping and I keep muttering at myself');
    expect(composeBrief(unsure, skill('cue-words'))).not.toMatch(/in the moment/);
    const sure = readSituation('between sets now and I keep muttering at myself');
    expect(sure.sure.timing).toBe(true);
    expect(composeBrief(sure, skill('cue-words'))).toMatch(/one you can use in the moment/);
  });
});
