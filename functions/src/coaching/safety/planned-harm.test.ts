import { describe, expect, it } from 'vitest';
import { isMedicalDanger } from './categorise.ts';
import { categoryOf } from './category-of.testing.ts';
import { normaliseForSafety } from './normalise.ts';

/** Harm planned against someone, a hazard signed off, a body in danger: wording of our own, with ordinary twins. */
describe('harm planned against someone, or a hazard signed off for pay', () => {
  it.each([
    [
      "There's a hammer in the van now. Saturday I'll sort him out on his run and then carry on as normal.",
      'harm_to_others',
    ],
    ['Can you help me train my dog to go for my ex when he turns up at the door?', 'harm_to_others'],
    ['I shoved her against the wall last week and left bruises. I can feel it building again.', 'harm_to_others'],
    [
      'The boiler flat has a smell of gas but the agent wants me to sign it off today. How do I not feel bad?',
      'harm_to_others',
    ],
    ['Staff want to skip his night checks and lock the fire door on his wing. He is epileptic.', 'harm_to_others'],
    [
      'If the isolation on that line was not in place when I signed, would anyone trace it back to me?',
      'harm_to_others',
    ],
    ["Our 14-year-old runner is sharing the coach's room on tour and he buys her drinks.", 'minor_at_risk'],
    ['My ticket to Beachy Head is booked, one way only, for Thursday morning.', 'suicide'],
  ])('is a crisis: %s', (text, category) => {
    expect(categoryOf(text)).toBe(category);
  });
  it.each([
    'There is a hammer in the van for the fence job, then I will sort out the invoices as normal.',
    'How do I train my dog to go for the ball instead of the postman?',
    'The engineer signed it off as safe after the gas smell was traced to the hob.',
    'Our 15-year-old is sharing a room with her sister on holiday, how do I keep the peace?',
  ])('is no crisis: %s', (text) => {
    expect(categoryOf(text)).toBe('ok');
  });
});

describe('someone not seen, an older person emptied out, a farewell handed over', () => {
  it.each([
    ['He gave me his keys and a letter for his son to open on Monday, and he was smiling.', 'someone_else'],
    [
      'A man in his 90s comes in with his grandson who does all the talking. He would not look at me today.',
      'elder_abuse',
    ],
  ])('is a crisis: %s', (text, category) => {
    expect(categoryOf(text)).toBe(category);
  });
});

describe('quiet signs that ask first', () => {
  it.each([
    'Sometimes I think the kids deserve better and I should just disappear. I do not know what I mean.',
    "I can't be seen like this anymore.",
    'I walked out before I did something stupid.',
  ])('is an indirect sign: %s', (text) => {
    expect(categoryOf(text)).toBe('indirect');
  });
  it('is no sign to go away for a weekend', () => {
    expect(categoryOf('We could just go away for the weekend, the kids deserve a break.')).toBe('ok');
  });
});

describe('a body in danger after a shock or in the heat', () => {
  it.each([
    'Got a shock off the socket an hour ago and now my heart is racing.',
    'My left arm is numb and I am sweating, chest feels odd.',
    'He has stopped sweating on the roof and he is confused.',
  ])('is a medical danger: %s', (text) => {
    expect(isMedicalDanger(normaliseForSafety(text)[1])).toBe(true);
  });
  it('is no danger: a heavy left arm after the gym', () => {
    expect(
      isMedicalDanger(normaliseForSafety('My left arm feels heavy after bench day, how do I pace the week?')[1]),
    ).toBe(false);
  });
});

describe('ages written with hyphens stay ages', () => {
  it('reads "15-year-old" as 15 year old, not leetspeak', () => {
    expect(normaliseForSafety('our 15-year-old and my 4-year-old.')[1]).toContain('15 year old');
  });
});
