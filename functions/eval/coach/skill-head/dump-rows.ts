/**
 * Writes every labelled situation as the built-in coach reads it, for `train.py`: the text the
 * engine reads (typos mended, second-language grammar put plainly, in its sentences), the message's meaning vector,
 * and what the rule engine alone does with it (each allowed skill's rule score, the skills its rules
 * veto, its pick, a weak reading):
 *   npx tsx functions/eval/coach/skill-head/dump-rows.ts /tmp/skill-rows.json
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readTextAsCoached } from '../../../src/coaching/builtin-engine.ts';
import { readMeaningOf } from '../../../src/coaching/meaning/match-skills.ts';
import { meaningReader } from '../../../src/coaching/meaning/read-meaning.ts';
import { loadSharedEncoder } from '../../../src/coaching/safety/meaning/shared-encoder.ts';
import { scoreByRules, selectSkill } from '../../../src/coaching/select-skill.ts';
import { plainMeaning } from '../../../src/coaching/situation/plain-meaning.ts';
import { readSituation } from '../../../src/coaching/situation/read-situation.ts';

const dataDir = fileURLToPath(new URL('../../../data/coaching/', import.meta.url));
const [out = '/tmp/skill-rows.json'] = process.argv.slice(2);

interface Situation {
  situation: string;
  background?: string;
}

function setSituations(set: string): Situation[] {
  const folder = `${dataDir}first-seen-set${set}/situations.json`;
  return JSON.parse(readFileSync(existsSync(folder) ? folder : `${dataDir}first-seen-set${set}.json`, 'utf8'));
}

const sets: Array<[string, Situation[]]> = [];
for (
  let set = 1;
  existsSync(`${dataDir}first-seen-set${set}`) || existsSync(`${dataDir}first-seen-set${set}.json`);
  set++
)
  sets.push([String(set), setSituations(String(set))]);

const read = meaningReader(await loadSharedEncoder());
const rows: Record<string, unknown> = {};
for (const [set, situations] of sets) {
  for (const [index, { situation, background = '' }] of situations.entries()) {
    const meaning = readMeaningOf(await read(plainMeaning(situation.slice(0, 5000))));
    const text = readTextAsCoached(situation);
    const reading = readSituation(text, background.slice(0, 5000), meaning.matches, meaning.whole);
    const ruled = [...scoreByRules(reading)].sort((a, b) => b[1].points - a[1].points);
    rows[`${set}#${index}`] = {
      text: reading.text,
      whole: Array.from(meaning.whole ?? [], (v) => Math.round(v * 1e5) / 1e5),
      timing: reading.timing,
      weak: reading.weak,
      chosen: reading.weak ? selectSkill(reading).id : ruled[0]?.[0].id,
      rules: Object.fromEntries(ruled.map(([skill, { points }]) => [skill.id, Math.round(points * 1000) / 1000])),
      vetoed: Object.fromEntries(ruled.flatMap(([skill, { vetoes }]) => (vetoes.length ? [[skill.id, vetoes]] : []))),
    };
  }
}
writeFileSync(out, JSON.stringify(rows));
console.log(`wrote ${Object.keys(rows).length} situations to ${out}`);
process.exit(0);
