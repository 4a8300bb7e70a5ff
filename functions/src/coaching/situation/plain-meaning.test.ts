import { describe, expect, it } from 'vitest';
import { NEEDS_WORDS } from './concern.ts';
import { readLoss } from './loss.ts';
import { idiomsIn, plainMeaning } from './plain-meaning.ts';
import { readSituation } from './read-situation.ts';

describe('idioms and jargon are read by what they mean', () => {
  it('does not read dying on stage as a death', () => {
    const text = 'I died on stage at the comedy night and nobody laughed once';
    expect(readLoss(readSituation(text).text)).toBe(false);
    expect(readSituation(text).loss).toBe(false);
    expect(plainMeaning(text)).toMatch(/performed badly/);
  });

  it('reads "my 6-year-old" as a child, so a meltdown of theirs is the child\'s', () => {
    expect(plainMeaning('swimming lessons with my 6-year-old end in a meltdown every week')).toMatch(/my 6 year old/);
    expect(readSituation('swimming lessons with my 6-year-old end in a meltdown every week').plainText).toMatch(
      /6 year old/,
    );
  });

  it('reads a heart "going like the clappers" as racing, and clay soil as no clay shooting', () => {
    expect(plainMeaning("my heart's going like the clappers and the client is here")).toMatch(/heart racing/);
    expect(NEEDS_WORDS['pre-shot-routine']?.test('the trench is too shallow on the clay')).toBe(false);
    expect(NEEDS_WORDS['pre-shot-routine']?.test('missed three clays in a row at the shoot')).toBe(true);
  });

  it('gives a pacing plan for a long effort, not a bill to split; sleep rules not for a night at work or on the floor', () => {
    expect(NEEDS_WORDS['pacing-plan']?.test("someone said let's split it evenly and it's £70")).toBe(false);
    expect(NEEDS_WORDS['pacing-plan']?.test('how do i split the 10k so i do not fade')).toBe(true);
    for (const night of [
      "3am, i'm the only engineer on until 7 and the alert queue keeps growing",
      '2am sat on the bathroom floor with her',
      'is 2am and i am still in the office checking strings',
    ])
      expect(NEEDS_WORDS['stimulus-control-sleep']?.test(night), night).toBe(false);
  });

  it('gives an outside-focus cue for a practised move going stiff or wrong, not any mention of hands or play', () => {
    expect(NEEDS_WORDS['external-focus']?.test('i play piano in a hotel bar and nobody listens any more')).toBe(false);
    expect(NEEDS_WORDS['external-focus']?.test('my swing goes stiff the moment anyone is watching')).toBe(true);
    expect(NEEDS_WORDS['external-focus']?.test('my hands feel like they belong to someone else on the next case')).toBe(
      true,
    );
  });

  it('still reads a real death as one', () => {
    expect(readSituation('My grandad died on Tuesday and the funeral is next week').loss).toBe(true);
  });

  it('reads a batter not out at an interval as in the middle of the innings', () => {
    const reading = readSituation("it's lunch and I'm 88 not out, I keep thinking about the hundred");
    expect(reading.timing).toBe('during');
    expect(reading.loss).toBe(false);
  });

  it('reads the turn in golf as the middle of the round', () => {
    expect(readSituation('at the turn after a terrible front nine and I am fuming').timing).toBe('during');
  });

  it('covers sport, stage and work jargon', () => {
    expect(idiomsIn('went up on my lines in the second act')).toEqual(['forgot my lines']);
    expect(idiomsIn('I keep getting dropped on the climbs at the club ride')).toHaveLength(1);
    expect(idiomsIn('my colleague threw me under the bus in the standup')).toHaveLength(1);
    expect(idiomsIn('I hit the wall at 30k')).toHaveLength(1);
  });

  it('leaves literal words alone', () => {
    expect(plainMeaning('I dropped the ball over the line in the last minute')).toMatch(/dropped the ball/);
    expect(plainMeaning('my phone keeps dropping calls')).toBe('my phone keeps dropping calls');
  });
});

describe('a plain account of what goes wrong is not a weak reading', () => {
  it('keeps a short message clear when it says what goes wrong, even with a distant exemplar', () => {
    const distant = [{ skillId: 'box-breathing', similarity: 0.2, fit: 0.01 }];
    expect(
      readSituation('Audition Friday. The opening bars are where my bow arm always shakes.', '', distant).weak,
    ).toBe(false);
    expect(readSituation('feeling a bit off today, not sure', '', distant).weak).toBe(true);
  });
});
