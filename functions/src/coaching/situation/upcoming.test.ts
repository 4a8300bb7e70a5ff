import { describe, expect, it } from 'vitest';
import { readTiming } from './timing.ts';
import { weekdayAhead, withoutHabitualClauses } from './upcoming.ts';

const timingOf = (text: string) => readTiming(text.toLowerCase()).timing;

describe('the event ahead wins over past mentions', () => {
  it('reads a bare weekday as ahead unless its own clause is past', () => {
    expect(weekdayAhead('tech run went badly last night, we open saturday')).toBe(true);
    expect(weekdayAhead('solo recital thursday at 7')).toBe(true);
    expect(weekdayAhead('we lost on saturday and i keep replaying it')).toBe(false);
    expect(weekdayAhead('it was last friday')).toBe(false);
    expect(weekdayAhead("we lost the final on sunday. it's wednesday and i still feel sick")).toBe(false);
  });

  it('treats a performance this week as before, even after a bad run-through', () => {
    expect(timingOf('Tech run was a mess last night and I forgot my blocking. We open Saturday.')).toBe('before');
    expect(timingOf('Failed my first attempt at the theory test. Retake is Tuesday at 9.')).toBe('before');
    expect(timingOf('I keep tensing up on the last climb. Club hill race Sunday.')).toBe('before');
  });

  it('keeps the past when the next one of the same thing is what follows', () => {
    expect(timingOf('Bombed my set last night, nobody laughed. I have another gig next Thursday.')).toBe('after');
  });

  it('leaves something weeks away to the past they keep going over', () => {
    expect(timingOf('I fell on my dismount yesterday and keep going over it. Next meet in 4 weeks.')).not.toBe(
      'before',
    );
  });

  it('does not read what usually happens as being in the middle of it', () => {
    expect(
      withoutHabitualClauses('viva tomorrow. when i get nervous i lose my thread halfway through answers'),
    ).not.toMatch(/halfway/);
    expect(
      timingOf('Spanish oral tomorrow at 10. When I get nervous I switch to English halfway through sentences.'),
    ).toBe('before');
  });

  it('reads a short break inside the event as during', () => {
    expect(timingOf('bathroom break in my 2 hour chemistry exam and I blanked on the first long question')).toBe(
      'during',
    );
    expect(timingOf('lost game 1 in overtime. 5 min break before game 2 and my aim is gone')).toBe('during');
  });
});

describe('a time of today said in a past clause, and playing time, are not a countdown', () => {
  it('reads "sang my first solo this afternoon" as over, "my first solo is this afternoon" as ahead', () => {
    expect(timingOf('Sang my first solo at the church concert this afternoon. Still shaking, was it ok?')).toBe(
      'after',
    );
    expect(timingOf('played my first league match this evening and lost every end')).toBe('after');
    expect(timingOf('my first solo is this afternoon and my voice feels thin')).toBe('before');
    expect(timingOf("i had to swap shifts so i'm covering the bar this evening")).toBe('before');
    expect(timingOf('signed up for another open mic tonight and part of me wants to not go')).toBe('before');
    // Something else ahead still leads: a quiz taken tonight, the exam in three weeks.
    expect(timingOf('took a practice quiz tonight and got 54%. the real exam is in three weeks')).toBe('before');
  });

  it('does not read "about 6 min a game" as six minutes to go', () => {
    const reading = readTiming("moved to defence this season and i'm only getting about 6 min a game");
    expect(reading.minutesUntil).toBeUndefined();
    expect(readTiming('on in about 6 min and my legs are jelly').minutesUntil).toBe(6);
  });
});
