/**
 * Embeds every skill's "fits when" exemplars with the sentence encoder and writes
 * data/coaching/skill-exemplar-vectors.json. Run after changing an exemplar: npm run embed:skills
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exemplarSourceHash, SKILL_EXEMPLARS } from '../src/coaching/meaning/exemplars.ts';
import { exemplarUnit, SKILL_VECTOR_MODEL } from '../src/coaching/meaning/match-skills.ts';
import { encodeVector } from '../src/coaching/meaning/skill-vectors.ts';
import { loadSharedEncoder } from '../src/coaching/safety/meaning/shared-encoder.ts';

const target = fileURLToPath(new URL('../data/coaching/skill-exemplar-vectors.json', import.meta.url));
const encoder = await loadSharedEncoder();
const skills: Record<string, string[]> = {};
for (const [skillId, texts] of Object.entries(SKILL_EXEMPLARS)) {
  const vectors = await encoder.embed(texts.map(exemplarUnit));
  skills[skillId] = vectors.map(encodeVector);
}
writeFileSync(
  target,
  `${JSON.stringify({ model: SKILL_VECTOR_MODEL, sourceHash: exemplarSourceHash(), skills }, null, 1)}\n`,
);
console.log(`wrote ${Object.keys(skills).length} skills to ${target}`);
