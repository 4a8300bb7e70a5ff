/**
 * Writes the labelled situations (`data/coaching/concern-labels.json`) as the built-in coach reads
 * them, for `train.py`: the text the opening is composed from (typos mended, second-language grammar
 * put plainly) and the message's meaning vector (the mean of its sentences, as the engine reads it):
 * npx tsx functions/eval/coach/concern-head/dump-texts.ts /tmp/concern-texts.json
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readTextAsCoached } from '../../../src/coaching/builtin-engine.ts';
import { readMeaningOf } from '../../../src/coaching/meaning/match-skills.ts';
import { meaningReader } from '../../../src/coaching/meaning/read-meaning.ts';
import { loadSharedEncoder } from '../../../src/coaching/safety/meaning/shared-encoder.ts';
import { plainMeaning } from '../../../src/coaching/situation/plain-meaning.ts';

const dataDir = fileURLToPath(new URL('../../../data/coaching/', import.meta.url));
const [out = '/tmp/concern-texts.json'] = process.argv.slice(2);

function setSituations(set: string): Array<{ situation: string }> {
  const folder = `${dataDir}first-seen-set${set}/situations.json`;
  return JSON.parse(readFileSync(existsSync(folder) ? folder : `${dataDir}first-seen-set${set}.json`, 'utf8'));
}

const read = meaningReader(await loadSharedEncoder());
const labels: Array<{ id: string }> = JSON.parse(readFileSync(`${dataDir}concern-labels.json`, 'utf8'));
const sets = new Map<string, Array<{ situation: string }>>();
const rows: Record<string, { text: string; whole: number[] }> = {};
for (const { id } of labels) {
  const [set = '', index = ''] = id.split('#');
  if (!sets.has(set)) sets.set(set, setSituations(set));
  const situation = sets.get(set)?.[Number(index)]?.situation;
  if (!situation) continue;
  const { whole } = readMeaningOf(await read(plainMeaning(situation.slice(0, 5000))));
  rows[id] = { text: readTextAsCoached(situation), whole: Array.from(whole ?? [], (v) => Math.round(v * 1e5) / 1e5) };
}
writeFileSync(out, JSON.stringify(rows));
console.log(`wrote ${Object.keys(rows).length} situations to ${out}`);
process.exit(0);
