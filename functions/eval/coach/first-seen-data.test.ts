import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INTERVENTIONS } from '../../src/coaching/interventions/index.ts';
import { firstSeenSets } from './first-seen.ts';

const LIBRARY = new Set(INTERVENTIONS.map((skill) => skill.id));
const readJson = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../../data/coaching/${path}`, import.meta.url), 'utf8')) as T;

interface Grade {
  skill_fit: 'clear' | 'partial' | 'no';
}
interface Pair {
  X: Grade;
  Y: Grade;
  shown_as: { X: string; Y: string };
}

describe('first-seen eval data', () => {
  it('every set names only library skills, at least one per situation', () => {
    const sets = firstSeenSets();
    expect(sets.map((s) => s.set)).toEqual(expect.arrayContaining(['first-seen-set11', 'first-seen-set12']));
    for (const { set, cases } of sets)
      for (const c of cases) {
        expect(c.skills.length, `${set}: ${c.situation.slice(0, 40)}`).toBeGreaterThan(0);
        for (const id of c.skills) expect(LIBRARY.has(id), `${set}: ${id}`).toBe(true);
      }
  });

  // The mapping's rule, as for sets 7 and 8: a skill the judge graded clear fits; one graded only "no" does not.
  it.each([
    ['9', 'C', 'answers-final-c04ec7b.json', 'answers-frozen-406ce2b.json'],
    ['10', 'D', 'answers-final-4d6cda4.json', 'answers-frozen-3793583.json'],
    ['12', 'F', 'answers-final-99d64dd.json', 'answers-frozen-7b3edea.json'],
  ])("set %s's fitting skills agree with judge %s's grades", (n, _judge, finalFile, frozenFile) => {
    const mapped = readJson<Array<{ situation: string; skills: string[] }>>(`first-seen-set${n}.json`);
    const situations = readJson<Array<{ situation: string }>>(`first-seen-set${n}/situations.json`);
    const pairs = readJson<Pair[]>(`first-seen-set${n}/judged-blind-pairs.json`);
    const answers: Record<string, Array<{ skillId: string }>> = {
      final: readJson(`first-seen-set${n}/${finalFile}`),
      frozen: readJson(`first-seen-set${n}/${frozenFile}`),
    };
    expect(mapped).toHaveLength(situations.length);
    pairs.forEach((pair, i) => {
      expect(mapped[i]?.situation).toBe(situations[i]?.situation);
      const grades = new Map<string, Set<string>>();
      for (const side of ['X', 'Y'] as const) {
        const skill = answers[pair.shown_as[side]]?.[i]?.skillId;
        if (skill) grades.set(skill, (grades.get(skill) ?? new Set()).add(pair[side].skill_fit));
      }
      for (const [skill, grade] of grades) {
        if (grade.has('clear')) expect(mapped[i]?.skills, `${i} ${skill}`).toContain(skill);
        if (grade.size === 1 && grade.has('no')) expect(mapped[i]?.skills, `${i} ${skill}`).not.toContain(skill);
      }
    });
  });

  // Set 11 was graded one answer at a time (judge E), not in pairs; the rule is the same.
  it("set 11's fitting skills agree with judge E's grades", () => {
    const mapped = readJson<Array<{ situation: string; skills: string[] }>>('first-seen-set11.json');
    const situations = readJson<Array<{ situation: string }>>('first-seen-set11/situations.json');
    const grades = readJson<Grade[]>('first-seen-set11/judged-blind.json');
    const answers = readJson<Array<{ skillId: string }>>('first-seen-set11/answers-7b3edea.json');
    expect(mapped).toHaveLength(situations.length);
    grades.forEach((grade, i) => {
      expect(mapped[i]?.situation).toBe(situations[i]?.situation);
      const skill = answers[i]?.skillId;
      if (skill && grade.skill_fit === 'clear') expect(mapped[i]?.skills, `${i} ${skill}`).toContain(skill);
      if (skill && grade.skill_fit === 'no') expect(mapped[i]?.skills, `${i} ${skill}`).not.toContain(skill);
    });
  });
});
