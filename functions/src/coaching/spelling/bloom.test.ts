import { describe, expect, it } from 'vitest';
import { BloomFilter, buildBloom } from './bloom.ts';

describe('the dictionary as a Bloom filter', () => {
  it('knows every word it was built from and rarely claims one it was not', () => {
    const words = Array.from({ length: 5000 }, (_, i) => `word${i}`);
    const filter = new BloomFilter(buildBloom(words, words.length * 9.6));
    expect(words.every((word) => filter.has(word))).toBe(true);
    const strangers = Array.from({ length: 5000 }, (_, i) => `stranger${i}`);
    expect(strangers.filter((word) => filter.has(word)).length).toBeLessThan(100);
  });
  it('round-trips through base64, as the Lambda reads it', () => {
    const bytes = buildBloom(['randori', 'fiddler'], 1000);
    const filter = BloomFilter.fromBase64(Buffer.from(bytes).toString('base64'));
    expect(filter.has('randori') && filter.has('fiddler')).toBe(true);
  });
});
