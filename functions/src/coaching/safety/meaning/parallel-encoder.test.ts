import { describe, expect, it } from 'vitest';
import { ParallelEncoder } from './parallel-encoder.ts';
import { splitByCost } from './split-by-cost.ts';
import { UseLiteEncoder } from './use-lite-encoder.ts';

describe('encoder on worker threads', () => {
  it('splits sentences into batches of similar length and about equal work, each sentence once', () => {
    const sentences = [
      'a b',
      'a much longer sentence about the final tomorrow',
      'short one',
      'another long sentence here too',
    ];
    const [shorter, longer] = splitByCost(sentences, 2);
    expect([...(shorter ?? []), ...(longer ?? [])].sort()).toEqual([0, 1, 2, 3]);
    const longest = (batch: number[] = []) => Math.max(...batch.map((i) => sentences[i]?.length ?? 0));
    expect(longest(shorter)).toBeLessThanOrEqual(Math.min(...(longer ?? []).map((i) => sentences[i]?.length ?? 0)));
    expect(splitByCost(['one'], 2)).toEqual([[0]]);
    expect(splitByCost(sentences, 1)).toHaveLength(1);
  });

  it('gives the vectors the same model gives in this thread, in the order asked', async () => {
    const sentences = [
      'my 200m final is in 10 minutes and my legs feel like jelly',
      'i have sorted out who gets my things',
      'nervous about my exam',
      'the coach shouted at me in front of the whole team and i froze',
      'ok',
    ];
    const [threads, here] = await Promise.all([ParallelEncoder.load(2), UseLiteEncoder.load()]);
    await threads.allLoaded();
    const [fromThreads, fromHere] = await Promise.all([threads.embed(sentences), here.embed(sentences)]);
    expect(fromThreads).toHaveLength(sentences.length);
    fromThreads.forEach((vector, i) => {
      const expected = fromHere[i] as Float32Array;
      const largest = vector.reduce((m, x, j) => Math.max(m, Math.abs(x - (expected[j] as number))), 0);
      expect(largest, sentences[i]).toBeLessThan(1e-5);
    });
    expect(await threads.embed([])).toEqual([]);
  }, 60_000);
});
