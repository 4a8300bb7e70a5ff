import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown';

describe('timeLeft', () => {
  const created = '2026-01-01T00:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts the 24 hours down in hours, minutes and seconds', () => {
    expect(timeLeft(created, at('2026-01-01T00:00:00.000Z'))).toBe('24:00:00');
    expect(timeLeft(created, at('2026-01-01T13:22:51.400Z'))).toBe('10:37:08');
    expect(timeLeft(created, at('2026-01-01T23:59:59.000Z'))).toBe('00:00:01');
  });

  it('is null from the 24th hour on, and for an unreadable date', () => {
    expect(timeLeft(created, at('2026-01-02T00:00:00.000Z'))).toBeNull();
    expect(timeLeft(created, at('2026-01-05T00:00:00.000Z'))).toBeNull();
    expect(timeLeft('not a date', at('2026-01-01T00:00:00.000Z'))).toBeNull();
  });
});
