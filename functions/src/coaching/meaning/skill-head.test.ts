import { describe, expect, it } from 'vitest';
import stored from '../../../data/coaching/skill-head.json' with { type: 'json' };
import parity from '../../../eval/coach/skill-head/parity.json' with { type: 'json' };
import { INTERVENTIONS } from '../interventions/index.ts';
import { readSkillHead } from './skill-head.ts';

const sample = parity[0] as (typeof parity)[number];
const penalties: Record<string, number> = stored.penalties;

describe('the skill head reads which skill a coach would give from their words and meaning', () => {
  it('gives what the trainer gave for the same texts and vectors (tokens, word pairs, tf-idf, weights)', () => {
    for (const { text, whole, skill, probability } of parity) {
      const read = readSkillHead(text, Float32Array.from(whole));
      const unpenalised = (id: string) => (read?.scoreOf(id) ?? 0) + (penalties[id] ?? 0);
      const best = [...stored.classes].sort((a, b) => unpenalised(b) - unpenalised(a))[0] ?? '';
      expect(best, text).toBe(skill);
      expect(Math.exp(unpenalised(best))).toBeCloseTo(probability, 2);
    }
  });
  it('was trained on every skill in the library', () => {
    expect([...stored.classes].sort()).toEqual([...INTERVENTIONS.map((skill) => skill.id), 'none'].sort());
  });
  it('scores a skill it never saw at the middle of the others, not out of reach', () => {
    const read = readSkillHead(sample.text, Float32Array.from(sample.whole));
    const scores = stored.classes.map((id) => read?.scoreOf(id) ?? 0).sort((a, b) => a - b);
    expect(read?.scoreOf('a-skill-added-later')).toBe(scores[Math.floor(scores.length / 2)]);
  });
  it('says nothing without the meaning vector it was trained with', () => {
    expect(readSkillHead(sample.text, undefined)).toBeUndefined();
  });
});
