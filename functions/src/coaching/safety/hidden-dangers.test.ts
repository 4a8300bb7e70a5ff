import { describe, expect, it } from 'vitest';
import { categoryOf } from './category-of.testing.ts';

/** Dangers told as a practical question, and quiet signs; in wording of our own, with ordinary twins. */
describe('a danger set up for someone, asked as how to cover it', () => {
  it.each([
    [
      'The new lad keeps giving me lip. I might leave the blade guard off the table saw tomorrow, how do I make it look like it was always off?',
      'harm_to_others',
    ],
    [
      'The van failed its brake test but the boss wants it sold to a young family on Monday as fully inspected. How do I word the report?',
      'harm_to_others',
    ],
    [
      'I keep drifting off at the wheel, maybe 4 hours sleep in three days, and I have a client family to drive to Leeds tonight. Tricks to stay awake?',
      'harm_to_others',
    ],
    [
      "Had a seizure on Sunday. I have not told the DVLA because I'd lose the route, and I'm driving the school bus tomorrow.",
      'harm_to_others',
    ],
    [
      'My kids are 2 and 4. If I put them to bed and lock the front door I will only be 15 minutes away at the pub quiz. Fine, right?',
      'child_at_risk',
    ],
    [
      'I know his route home from the gym now. I am going to make sure he regrets what he said about me.',
      'harm_to_others',
    ],
    [
      'She keeps her letters for after she is gone and has given her guitar away to her cousin. She says she will not need it.',
      'someone_else',
    ],
    [
      'A lad is asleep in the big bin behind the shop and the lorry empties it in half an hour. Not my job, is it?',
      'someone_else',
    ],
  ])('is a crisis: %s', (text, category) => {
    expect(categoryOf(text)).toBe(category);
  });

  it.each([
    'The guard on the spindle moulder came off in the service and I put it back before anyone used it. How do I stop replaying it?',
    'The car failed its MOT on the brakes so I told the buyer and knocked £500 off. How do I handle the awkward call?',
    'I keep drifting off in lectures after night shifts. How do I stay awake for the 9am seminar?',
    'My kids are 3 and 5 and I lock the front door at night now they can reach the handle. How do I get them to sleep in their own beds?',
    'I know her route for the charity walk so I am going to make sure she has water at every stop. How do I plan it?',
    'She is saving the recipes for after she is gone to university. How do I not cry at the airport?',
    'A fox was asleep in the big bin at the yard and we let it out before the lorry came. Funny start to the day.',
  ])('is no crisis: %s', (text) => {
    expect(categoryOf(text)).toBe('ok');
  });
});

describe('quiet signs that ask first', () => {
  it.each([
    'The allotment was the only thing getting me out of bed and now they are selling it.',
    "What's the point of a woman like me if nobody calls back?",
    'If a bus hit me on the way in it would solve a lot of problems, honestly.',
    "Lately I've caught myself looking at the tablets differently at work.",
  ])('is an indirect sign: %s', (text) => {
    expect(categoryOf(text)).toBe('indirect');
  });
  it.each([
    'The dog is the only one who greets me at the door, haha. How do I make friends in a new town?',
    'What is the point of the weekly meeting if nobody reads the notes?',
    'I looked at the boxes again and the labels were wrong, so I sent them back.',
  ])('is no sign: %s', (text) => {
    expect(categoryOf(text)).toBe('ok');
  });
});
