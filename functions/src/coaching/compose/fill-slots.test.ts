import { describe, expect, it } from 'vitest';
import { interventionById } from '../interventions/index.ts';
import { readSituation } from '../situation/read-situation.ts';
import { fill } from './fill-slots.ts';

const coolDownSteps = (situation: string) => {
  const reading = readSituation(situation, '', []);
  return (interventionById('cool-down-pause')?.steps ?? []).map((step) => fill(step, reading)).join(' ');
};

describe('steps fit the minutes they have', () => {
  it('asks for no 20 minutes away and no "by tomorrow" in the middle of it', () => {
    const inTheCar = coolDownSteps(
      "In the car park with the kids screaming in the back right now and I'm about to lose it.",
    );
    expect(inTheCar).not.toMatch(/20 minutes|tomorrow|tidying a drawer/);
    expect(inTheCar).toMatch(/the minutes you have/);
    const evening = coolDownSteps('My brother sent a nasty email about the will last night and I want to reply.');
    expect(evening).toMatch(/Step away for 20 minutes/);
  });
});

describe('no moment ahead claimed that nobody named', () => {
  const sighWords = (situation: string) => {
    const reading = readSituation(situation, '', []);
    const sigh = interventionById('physiological-sigh');
    return [sigh?.frame ?? '', sigh?.cue ?? ''].map((line) => fill(line, reading)).join(' ');
  };
  it('after it, the breath is for steadying now, not "right before a moment that matters"', () => {
    const after = sighWords('A man shouted at me at the tip this morning and filmed me. I am still shaking.');
    expect(after).not.toMatch(/right before|minutes before/i);
    expect(after).toMatch(/steady/);
    expect(sighWords('My driving test is tomorrow at 9 and my heart is already pounding.')).toMatch(
      /Right before a moment that matters/,
    );
  });
});

describe('a spacing that fits the days left', () => {
  const retrievalSteps = (situation: string) => {
    const reading = readSituation(situation, '', []);
    return (interventionById('retrieval-practice')?.steps ?? []).map((step) => fill(step, reading)).join(' ');
  };
  it('asks for no quiz "in a week" when the exam is days away, and keeps it when weeks are left', () => {
    expect(retrievalSteps('chemistry exam on friday and the notes just will not stick')).not.toMatch(/in a week/);
    expect(retrievalSteps('chemistry exam in 5 weeks and the notes just will not stick')).toMatch(/in a week/);
  });
});

describe('the middle of it claims no event', () => {
  it('says "right now" for a pounding heart, not "while it is still going on"', () => {
    const reading = readSituation('in the middle of the shift right now and my heart is pounding', '', []);
    const cue = fill(interventionById('physiological-sigh')?.cue ?? '', reading);
    expect(reading.timing).toBe('during');
    expect(cue).toBe('your heart is pounding right now.');
  });
});

describe('a break between rounds is the middle of the event', () => {
  it('puts the breath before the next round, not "before your tournament"', () => {
    const reading = readSituation(
      'I am in break between round 3 and round 4 of karuta tournament. My hands are shaking. Only 10 minutes.',
      '',
      [],
    );
    const cue = fill(interventionById('physiological-sigh')?.cue ?? '', reading);
    expect(cue).toMatch(/before the next round\.$/);
    expect(cue).not.toMatch(/tournament/);
  });
});
