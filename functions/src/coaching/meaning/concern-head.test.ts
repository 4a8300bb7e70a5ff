import { describe, expect, it } from 'vitest';
import families from '../../../data/coaching/stake-families.json' with { type: 'json' };
import parity from '../../../eval/coach/concern-head/parity.json' with { type: 'json' };
import { concernProbabilities, likelyConcernFamilies } from './concern-head.ts';

const sample = parity[0] as (typeof parity)[number];

describe('the concern head reads the family of concern in their words and meaning', () => {
  it('gives what the trainer gave for the same texts and vectors (tokens, word pairs, tf-idf, weights)', () => {
    for (const { text, whole, family, probability } of parity) {
      const best = concernProbabilities(text, Float32Array.from(whole)).reduce((a, b) =>
        b.probability > a.probability ? b : a,
      );
      expect(best.family, text).toBe(family);
      expect(best.probability).toBeCloseTo(probability, 2);
    }
  });
  it('knows every family it can name, and nothing else', () => {
    const known = new Set([...families.map((family) => family.id), 'none']);
    for (const { family } of concernProbabilities(sample.text, Float32Array.from(sample.whole)))
      expect(known, family).toContain(family);
  });
  it('names nothing without the meaning vector it was trained with', () => {
    expect(likelyConcernFamilies(sample.text, undefined)).toEqual([]);
  });
});
