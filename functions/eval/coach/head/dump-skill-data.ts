/**
 * Offline experiment, step 1 (never shipped): every labelled first-seen situation and every skill
 * "fits when" exemplar, with what the learned skill head is trained on (the message's sentence units
 * as the engine reads them, their sentence vectors) and what the rule engine does with it (every
 * allowed skill's rule score, the skill it picks, whether the reading is weak), for the
 * leave-one-set-out comparison in `train-skill-head.py`.
 *
 *   npx tsx functions/eval/coach/head/dump-skill-data.ts /tmp/skill-head
 *
 * Writes rows.json (one row per situation or exemplar: fold = first-seen set or "exemplars", its
 * fitting skill ids, units as indices) and units.json / units.f32 (unit strings and 512-d vectors,
 * little-endian float32).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { BuiltinCoachEngine } from '../../../src/coaching/builtin-engine.ts';
import { INTERVENTIONS } from '../../../src/coaching/interventions/index.ts';
import { SKILL_EXEMPLARS } from '../../../src/coaching/meaning/exemplars.ts';
import { exemplarUnit, matchSkills } from '../../../src/coaching/meaning/match-skills.ts';
import { meaningReader, situationUnits } from '../../../src/coaching/meaning/read-meaning.ts';
import { loadSharedEncoder } from '../../../src/coaching/safety/meaning/shared-encoder.ts';
import { rankSkills, selectSkill } from '../../../src/coaching/select-skill.ts';
import { plainMeaning } from '../../../src/coaching/situation/plain-meaning.ts';
import { readSituation } from '../../../src/coaching/situation/read-situation.ts';
import { firstSeenSets } from '../first-seen.ts';

interface Row {
  fold: string;
  skills: string[];
  units: number[];
  text?: string;
  /** The rule engine's score of each allowed skill (absent = not allowed). */
  rules?: Record<string, number>;
  chosen?: string;
  weak?: boolean;
}

const out = process.argv[2] ?? '/tmp/skill-head';
const encoder = await loadSharedEncoder();
const read = meaningReader(encoder);
const index = new Map<string, number>();
const vectors: Float32Array[] = [];
async function unitIds(units: string[], given?: Float32Array[]): Promise<number[]> {
  const fresh = units.filter((u) => !index.has(u));
  const found = given ?? (fresh.length ? await encoder.embed(fresh) : []);
  const source = given ? units : fresh;
  source.forEach((u, i) => {
    if (!index.has(u)) {
      index.set(u, index.size);
      vectors.push(found[i] as Float32Array);
    }
  });
  return units.map((u) => index.get(u) as number);
}

const rows: Row[] = [];
const engine = new BuiltinCoachEngine({ readMeaning: read });
for (const { set, cases } of firstSeenSets()) {
  for (const c of cases) {
    // The engine's own read: idioms in plain words, then the gate's sentence units.
    const meaning = await read(plainMeaning(c.situation).slice(0, 5000));
    const reading = readSituation(
      c.situation.slice(0, 5000),
      (c.background ?? '').slice(0, 5000),
      matchSkills(meaning),
    );
    const rules = Object.fromEntries(rankSkills(reading).map(([skill, score]) => [skill.id, score]));
    const answer = await engine.tip({ situation: c.situation, background: c.background });
    rows.push({
      fold: set.replace('first-seen-', ''),
      skills: c.skills,
      units: await unitIds([...meaning.units], [...meaning.vectors]),
      text: c.situation,
      rules,
      chosen: selectSkill(reading).id,
      weak: reading.weak,
    });
    if (answer.skillId !== selectSkill(reading).id) throw new Error(`engine and dump disagree: ${c.situation}`);
  }
}
for (const [skillId, texts] of Object.entries(SKILL_EXEMPLARS))
  for (const text of texts) {
    const units = situationUnits(exemplarUnit(text));
    rows.push({ fold: 'exemplars', skills: [skillId], units: await unitIds(units), text });
  }

mkdirSync(out, { recursive: true });
writeFileSync(`${out}/rows.json`, JSON.stringify(rows));
writeFileSync(`${out}/skills.json`, JSON.stringify(INTERVENTIONS.map((s) => s.id)));
writeFileSync(`${out}/units.json`, JSON.stringify([...index.keys()]));
const flat = new Float32Array(vectors.length * 512);
vectors.forEach((v, i) => {
  flat.set(v, i * 512);
});
writeFileSync(`${out}/units.f32`, Buffer.from(flat.buffer));
console.log(`${rows.length} rows, ${index.size} units -> ${out}`);
