import { describe, expect, it } from 'vitest';
import { evaluateCoach } from '../../scripts/eval-coach.ts';
import { INTERVENTIONS } from '../../src/coaching/interventions/index.ts';
import { THEMES, TIMINGS } from '../../src/coaching/themes.ts';
import { measureCoachLatency, variedRequests } from './latency.ts';
import { countSyllables, fleschKincaidGrade } from './readability.ts';
import { EVAL_SITUATIONS } from './situations.ts';

describe('coach eval', () => {
  it('has at least 60 labelled situations covering every theme', () => {
    expect(EVAL_SITUATIONS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(EVAL_SITUATIONS.map((s) => s.theme).filter(Boolean)).size).toBe(16);
  });

  it('labels each situation with names the engine knows (the data file is read without a schema)', () => {
    const skills = new Set(INTERVENTIONS.map((skill) => skill.id));
    for (const labelled of EVAL_SITUATIONS) {
      expect(labelled.situation.trim().length).toBeGreaterThan(0);
      expect(Boolean(labelled.crisis) !== Boolean(labelled.theme)).toBe(true);
      if (labelled.theme) expect(THEMES).toContain(labelled.theme);
      if (labelled.timing) expect(TIMINGS).toContain(labelled.timing);
      for (const skill of labelled.skills ?? []) expect(skills.has(skill)).toBe(true);
    }
  });

  it('meets the quality bars', { timeout: 60_000 }, async () => {
    const report = await evaluateCoach();
    expect(report.themeAccuracy).toBeGreaterThanOrEqual(0.9);
    expect(report.timingAccuracy).toBe(1);
    expect(report.skillFit).toBe(1);
    expect(report.safetyRecall).toBe(1);
    expect(report.safetyPrecision).toBeGreaterThanOrEqual(0.9);
    expect(report.sectionCompliance).toBe(1);
    expect(report.distinctSkills).toBeGreaterThanOrEqual(20);
    expect(report.readingGrade).toBeLessThanOrEqual(8);
  });

  it('scores reading grade sensibly', () => {
    expect(countSyllables('cat')).toBe(1);
    expect(countSyllables('banana')).toBe(3);
    expect(fleschKincaidGrade('The cat sat. The dog ran.')).toBeLessThan(2);
    expect(
      fleschKincaidGrade(
        'Organisational interdependencies necessitate comprehensive reconsideration of responsibilities.',
      ),
    ).toBeGreaterThan(12);
  });

  it('measures latency over varied requests', () => {
    const stats = measureCoachLatency(variedRequests(50));
    expect(stats.count).toBe(50);
    expect(stats.p99Ms).toBeGreaterThanOrEqual(stats.p50Ms);
  });
});
