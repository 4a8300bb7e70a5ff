import { describe, expect, it } from 'vitest';
import { BRIEFS_HEADING, composeCoachingTip, FAS_HEADING, parseCoachingTip } from './coach-model.ts';

describe('coaching tip sections', () => {
  it('composes the two marked sections in order and parses them back', () => {
    const tip = composeCoachingTip('You wrote: “a hard day”.', '**Box breathing**\n\n1. In for 4.');
    expect(tip.startsWith(`${BRIEFS_HEADING}\n`)).toBe(true);
    expect(tip.indexOf(FAS_HEADING)).toBeGreaterThan(tip.indexOf(BRIEFS_HEADING));
    expect(parseCoachingTip(tip)).toEqual({
      brief: 'You wrote: “a hard day”.',
      fas: '**Box breathing**\n\n1. In for 4.',
    });
  });

  it('rejects a tip with a missing, repeated, empty or out-of-order section', () => {
    expect(parseCoachingTip(`${BRIEFS_HEADING}\nonly one part`)).toBeNull();
    expect(parseCoachingTip(`${FAS_HEADING}\nskill\n${BRIEFS_HEADING}\nbrief`)).toBeNull();
    expect(parseCoachingTip(`${BRIEFS_HEADING}\na\n${FAS_HEADING}\nb\n${FAS_HEADING}\nc`)).toBeNull();
    expect(parseCoachingTip(`${BRIEFS_HEADING}\n\n${FAS_HEADING}\nb`)).toBeNull();
  });

  it('accepts Windows line endings', () => {
    expect(parseCoachingTip(`${BRIEFS_HEADING}\r\nbrief\r\n${FAS_HEADING}\r\nfas`)).toEqual({
      brief: 'brief',
      fas: 'fas',
    });
  });
});
