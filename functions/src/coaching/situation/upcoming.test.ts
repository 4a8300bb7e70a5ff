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
