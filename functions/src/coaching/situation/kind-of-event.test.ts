import { describe, expect, it } from 'vitest';
import { applicability, type FitContext, readFacts } from './applies.ts';

function context(text: string, over: Partial<FitContext> = {}): FitContext {
  return {
    facts: readFacts(text.toLowerCase()),
    timing: 'after',
    minutesUntil: undefined,
    performanceAhead: false,
    named: false,
    ...over,
  };
}

describe('a skill whose lines presume a kind of event applies only where their words carry it', () => {
  it('a pre-shot routine needs a shot, kick, throw or serve of theirs', () => {
    expect(
      applicability('pre-shot-routine', context('I keep missing the second free throw', { timing: 'before' })),
    ).toBe(0);
    expect(applicability('pre-shot-routine', context('double faults on big points', { timing: 'during' }))).toBe(0);
    expect(
      applicability(
        'pre-shot-routine',
        context('My laminated dough keeps breaking and the croissants come out bready.', { timing: 'before' }),
      ),
    ).toBeLessThan(0);
  });

  it('a check-in with someone who was there needs a hard event at work', () => {
    expect(applicability('peer-debrief', context('lost a patient on the ward tonight and I keep seeing it'))).toBe(0);
    expect(applicability('peer-debrief', context('Assessment centre today. I went silent in the group exercise'))).toBe(
      0,
    );
    expect(
      applicability(
        'peer-debrief',
        context('dropped 3 sitters in the first qtr and the crowd got stuck into me. coach dragged me'),
      ),
    ).toBeLessThan(0);
  });
});
