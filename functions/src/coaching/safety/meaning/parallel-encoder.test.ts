import { describe, expect, it } from 'vitest';
import { ParallelEncoder } from './parallel-encoder.ts';
import { splitByCost } from './split-by-cost.ts';
import { UseLiteEncoder } from './use-lite-encoder.ts';

describe('encoder on worker threads', () => {
  it('splits sentences into batches of about equal work, each sentence once', () => {
    const sentences = [
      'a b',
      'a much longer sentence about the final tomorrow',
      'short one',
      'another long sentence here too',
      'the coach shouted at me in front of the whole team',
    ];
    const batches = splitByCost(sentences, 2);
    expect(batches).toHaveLength(2);
    expect(batches.flat().sort()).toEqual([0, 1, 2, 3, 4]);
    const work = batches.map((batch) => batch.reduce((sum, i) => sum + (sentences[i]?.length ?? 0), 0));
    const longest = Math.max(...sentences.map((s) => s.length));
    expect(Math.abs((work[0] ?? 0) - (work[1] ?? 0))).toBeLessThanOrEqual(longest);
    // Sorted by length ("a b" 3, "a much longer…" 47, "another long…" 30 …): contiguous cuts balance worse.
    expect(Math.abs((work[0] ?? 0) - (work[1] ?? 0))).toBeLessThan(30);
    expect(splitByCost(['one'], 2)).toEqual([[0]]);
    expect(splitByCost(sentences, 1)).toHaveLength(1);
    expect(splitByCost([], 2)).toEqual([]);
  });

  it('gives the vectors the same model gives in this thread, in the order asked', async () => {
    const sentences = [
      'my 200m final is in 10 minutes and my legs feel like jelly',
      'i have sorted out who gets my things',
      'nervous about my exam',
      'the coach shouted at me in front of the whole team and i froze',
      'ok',
      // Enough for a thread to read them in more than one forward pass.
      'presentation to the board on monday and i keep rehearsing the first line',
      'my brother does nothing for dad and i am tired of asking',
      'lost the final on a tie break',
      'revision is not sticking however many times i reread my notes',
      'the new manager talks over me in every meeting',
      'i cannot sleep the night before a race',
      'we start the tour next week and my voice is tired',
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
