import { describe, expect, it } from 'vitest';
import { formatHms, nextPromptIndex } from './vent-time';

describe('formatHms', () => {
  it('shows hours, minutes and seconds, rounding up and never negative', () => {
    expect(formatHms(24 * 3600_000)).toBe('24:00:00');
    expect(formatHms(3600_000 + 61_000 + 1)).toBe('01:01:02');
    expect(formatHms(999)).toBe('00:00:01');
    expect(formatHms(-5000)).toBe('00:00:00');
  });
});

describe('nextPromptIndex', () => {
  it('never repeats the prompt shown now, whatever the random draw', () => {
    for (let current = 0; current < 15; current++) {
      for (const draw of [0, 0.01, 0.5, 0.93, 0.9999]) {
        const next = nextPromptIndex(current, 15, () => draw);
        expect(next).not.toBe(current);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(15);
      }
    }
  });

  it('reaches every other prompt', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 14; i++) seen.add(nextPromptIndex(3, 15, () => i / 14));
    expect(seen.size).toBe(14);
    expect(seen.has(3)).toBe(false);
  });
});
