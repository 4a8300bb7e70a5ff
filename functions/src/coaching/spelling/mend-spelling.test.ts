import { describe, expect, it } from 'vitest';
import { isShorthand } from '../compose/their-words.ts';
import { slipsTo } from './edits.ts';
import { mendSpelling } from './mend-spelling.ts';

describe('mending typos a stressed thumb makes, and nothing else', () => {
  it('mends a dropped, added, swapped or slipped letter when one common word is meant', () => {
    expect(mendSpelling('i have an intervew on thrusday and im so anxius i cant stop shakeing')).toBe(
      'i have an interview on thursday and im so anxious i cant stop shaking',
    );
    expect(mendSpelling('work is so stresfull, my manager keeps changign the plan')).toBe(
      'work is so stressful, my manager keeps changing the plan',
    );
    expect(mendSpelling('Presentaton tomorrow')).toBe('Presentation tomorrow');
  });
  it('leaves real words, shorthand, names, jargon and foreign words as written', () => {
    for (const text of [
      'randori at the grading, sensei says im ready, the fiddler in our band, my nans',
      'chem mock on thurs, 20 mins left, wifi is down, tmrw is the appt',
      'Kowalczyk asked me to cover the Altenberg trip',
      'the NHS rota and my ADHD meds',
      'fridays are the worst, everyones calcs were wrong',
    ])
      expect(mendSpelling(text)).toBe(text);
  });
  it('changes a letter only for a neighbouring key or a vowel heard the same', () => {
    expect(slipsTo('n', 'h')).toBe(true);
    expect(slipsTo('s', 'e')).toBe(true);
    expect(slipsTo('a', 'e')).toBe(true);
    expect(slipsTo('n', 'g')).toBe(false);
    expect(slipsTo('r', 'n')).toBe(false);
  });
});

describe('a first letter is never the slip', () => {
  it('leaves "requal" (a firearms requalification) alone rather than make it "equal"', () => {
    expect(mendSpelling('firearms requal on thursday')).toBe('firearms requal on thursday');
  });
});

describe('a word beside a foreign one is part of a foreign phrase', () => {
  it('leaves "protezione civile" as written, and still mends a typo among English words', () => {
    expect(mendSpelling('volunteering with the protezione civile after the floods')).toBe(
      'volunteering with the protezione civile after the floods',
    );
    expect(mendSpelling('the forecats says more rain and evryone is tired')).toBe(
      'the forecast says more rain and everyone is tired',
    );
  });
});

describe('a short word among foreign ones is one of them', () => {
  it('leaves "the roda and the atabaque" alone, and still mends "teh" and "wnat" in English', () => {
    expect(mendSpelling('when i step into the dohyo with the gyoji calling, i freeze')).toBe(
      'when i step into the dohyo with the gyoji calling, i freeze',
    );
    expect(mendSpelling('when the roda and the atabaque start my legs go')).toBe(
      'when the roda and the atabaque start my legs go',
    );
    expect(mendSpelling('i jsut wnat to get teh talk over with')).toBe('i just want to get the talk over with');
  });
});

describe('shorthand the reflection spells out is never mended', () => {
  it('answers the same however often it is asked', () => {
    for (let i = 0; i < 3; i++)
      for (const word of ['honestly', 'literally', 'shouldnt', 'havent']) expect(isShorthand(word)).toBe(true);
    expect(mendSpelling('i havent slept and i shouldnt care')).toBe('i havent slept and i shouldnt care');
  });
});

describe('short words: two keys swapped, or a doubled letter missed, into an everyday word', () => {
  it('mends "teh", "wnat", "clal" and "siad", and leaves slang, shorthand and rarer words alone', () => {
    expect(mendSpelling('staring at teh same paragraph, i wnat to go home')).toBe(
      'staring at the same paragraph, i want to go home',
    );
    expect(mendSpelling('my partner went out on a clal and he siad wait')).toBe(
      'my partner went out on a call and he said wait',
    );
    for (const text of ['set break at a dep gig', 'cos its rn, thru the night, abt the appt', 'my tutr'])
      expect(mendSpelling(text)).toBe(text);
  });
});
