import { describe, expect, it } from 'vitest';
import families from '../../../data/coaching/stake-families.json' with { type: 'json' };
import parity from '../../../eval/coach/concern-head/parity.json' with { type: 'json' };
import { concernProbabilities, readConcernFamily } from './concern-head.ts';

describe('the concern head reads the family of concern in their words', () => {
  it('gives what the trainer gave for the same texts (tokens, word pairs, tf-idf and weights agree)', () => {
    for (const sample of parity) {
      const best = concernProbabilities(sample.text).reduce((a, b) => (b.probability > a.probability ? b : a));
      expect(best.family, sample.text).toBe(sample.family);
      expect(best.probability).toBeCloseTo(sample.probability, 2);
    }
  });
  it('knows every family it can name, and nothing else', () => {
    const known = new Set([...families.map((family) => family.id), 'none']);
    for (const { family } of concernProbabilities('anything at all')) expect(known, family).toContain(family);
  });
  it('names a family only when it is fairly sure, and never "none"', () => {
    expect(readConcernFamily('Last year I fainted at the graduation rehearsal. Ceremony is on Friday.')?.family).toBe(
      'last-time-shadow',
    );
    expect(readConcernFamily('hello')).toBeUndefined();
    expect(readConcernFamily('')).toBeUndefined();
  });
});
