import { describe, expect, it } from 'vitest';
import { loadMeaningHead } from './head.ts';
import { LexicalModel } from './lexical.ts';

describe('LexicalModel', () => {
  const model = new LexicalModel({ bias: -1, grams: { done: 0.5, 'so done': 0.25, commute: -2 } });

  it('adds the bias and the weight of each unigram and bigram present, once each', () => {
    expect(model.score(['i am so done'])).toBeCloseTo(-0.25);
    expect(model.score(['i am so done', 'so done, so done'])).toBeCloseTo(-0.25);
    expect(model.score(['i am so done with this commute'])).toBeCloseTo(-2.25);
  });

  it('reads no bigram across two units', () => {
    expect(model.score(['so', 'done'])).toBeCloseTo(-0.5);
  });

  it('finds no inherited property for words such as constructor', () => {
    expect(model.score(['constructor __proto__ tostring'])).toBe(-1);
  });

  it('the shipped head, when it has a lexical table, weighs words the same way (finite scores)', () => {
    const table = loadMeaningHead().lexical;
    if (!table) return;
    const shipped = new LexicalModel(table);
    expect(Number.isFinite(shipped.score(['i feel like a failure at work']))).toBe(true);
  });
});
