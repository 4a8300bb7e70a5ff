import first from '../../../data/coaching/skill-exemplars-1.json' with { type: 'json' };
import second from '../../../data/coaching/skill-exemplars-2.json' with { type: 'json' };
import third from '../../../data/coaching/skill-exemplars-3.json' with { type: 'json' };
import fourth from '../../../data/coaching/skill-exemplars-4.json' with { type: 'json' };
import fifth from '../../../data/coaching/skill-exemplars-5.json' with { type: 'json' };
import { stableHash } from '../text.ts';

/** "Fits when" situations per skill, written the way people describe them. Used to build the vectors. */
function merge(...files: ReadonlyArray<Record<string, string[]>>): Record<string, readonly string[]> {
  const merged: Record<string, string[]> = {};
  for (const file of files)
    for (const [id, texts] of Object.entries(file)) merged[id] = [...(merged[id] ?? []), ...texts];
  return merged;
}

export const SKILL_EXEMPLARS: Readonly<Record<string, readonly string[]>> = merge(first, second, third, fourth, fifth);

/** Changes whenever an exemplar changes, so a stale vector file is caught by a test. */
export function exemplarSourceHash(): string {
  const lines = Object.entries(SKILL_EXEMPLARS).flatMap(([id, texts]) => texts.map((text) => `${id}\t${text}`));
  return stableHash(lines.join('\n')).toString(16);
}
