/**
 * Writes the labelled situations (`data/coaching/concern-labels.json`) as the built-in coach reads
 * them (typos mended, second-language grammar put plainly), for `train.py`:
 * npx tsx functions/eval/coach/concern-head/dump-texts.ts /tmp/concern-texts.json
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readTextAsCoached } from '../../../src/coaching/builtin-engine.ts';

const dataDir = fileURLToPath(new URL('../../../data/coaching/', import.meta.url));
const [out = '/tmp/concern-texts.json'] = process.argv.slice(2);

function setSituations(set: string): Array<{ situation: string }> {
  const folder = `${dataDir}first-seen-set${set}/situations.json`;
  return JSON.parse(readFileSync(existsSync(folder) ? folder : `${dataDir}first-seen-set${set}.json`, 'utf8'));
}

const labels: Array<{ id: string }> = JSON.parse(readFileSync(`${dataDir}concern-labels.json`, 'utf8'));
const sets = new Map<string, Array<{ situation: string }>>();
const texts: Record<string, string> = {};
for (const { id } of labels) {
  const [set = '', index = ''] = id.split('#');
  if (!sets.has(set)) sets.set(set, setSituations(set));
  const situation = sets.get(set)?.[Number(index)]?.situation;
  if (situation) texts[id] = readTextAsCoached(situation);
}
writeFileSync(out, JSON.stringify(texts));
console.log(`wrote ${Object.keys(texts).length} texts to ${out}`);
