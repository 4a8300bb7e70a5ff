import { describe, expect, it } from 'vitest';
import { parseCount, remainingFrom, spentOf } from './admin-values.ts';

describe('admin edit parsing (spec §5)', () => {
  it.each([
    ['30', 30],
    [' 12 ', 12],
    ['7.9', 7],
    ['0', 0],
    ['-4', 0],
    ['', 0],
    ['abc', 0],
    ['NaN', 0],
  ])('parses %j as %d', (raw, count) => {
    expect(parseCount(raw)).toBe(count);
  });

  it('sends limit minus spent, with spent capped at the limit', () => {
    expect(remainingFrom('30', '4')).toEqual({ limit: 30, remaining: 26 });
    expect(remainingFrom('5', '9')).toEqual({ limit: 5, remaining: 0 });
    expect(remainingFrom('-1', '2')).toEqual({ limit: 0, remaining: 0 });
    expect(remainingFrom('10', 'x')).toEqual({ limit: 10, remaining: 10 });
  });

  it('spent is the limit minus what is left, never below 0 (spec §3)', () => {
    expect(spentOf(30, 26)).toBe(4);
    expect(spentOf(5, 8)).toBe(0);
  });
});
