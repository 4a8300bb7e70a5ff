import stored from '../../../data/coaching/skill-exemplar-vectors.json' with { type: 'json' };

/**
 * The "fits when" exemplars of every skill, embedded ahead of time (`npm run embed:skills`) so a
 * cold start never pays for embedding a few hundred sentences. Stored as int8 per component:
 * cosine similarity ignores the scale, and it keeps the file small.
 */
export interface SkillExemplarVectors {
  skillId: string;
  vectors: readonly Float32Array[];
}

export interface StoredSkillVectors {
  model: string;
  sourceHash: string;
  skills: Record<string, string[]>;
}

export function encodeVector(vector: Float32Array): string {
  const max = vector.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  const bytes = Int8Array.from(vector, (v) => Math.round((v / max) * 127));
  return Buffer.from(bytes.buffer).toString('base64');
}

export function decodeVector(encoded: string): Float32Array {
  const bytes = new Int8Array(Buffer.from(encoded, 'base64'));
  return normalise(Float32Array.from(bytes));
}

export function normalise(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const v of vector) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  return vector.map((v) => v / norm);
}

let decoded: readonly SkillExemplarVectors[] | undefined;

export function skillExemplarVectors(): readonly SkillExemplarVectors[] {
  decoded ??= Object.entries((stored as StoredSkillVectors).skills).map(([skillId, list]) => ({
    skillId,
    vectors: list.map(decodeVector),
  }));
  return decoded;
}

export const STORED_SKILL_VECTORS = stored as StoredSkillVectors;
