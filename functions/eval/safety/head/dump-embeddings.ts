/**
 * Offline experiment, step 1 (never shipped): every labelled request's texts, what the word layers
 * alone found, the shipped meaning layer's score, and the encoder's vector of each meaning unit, for
 * the held-out comparison in `compare-heads.py`.
 *
 *   npx tsx functions/eval/safety/head/dump-embeddings.ts /tmp/safety-head
 *
 * Writes requests.json (one row per request, its fold = the writer's set or round it came from),
 * units.json (the unit strings) and units.f32 (their 512-d vectors, little-endian float32).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { assessSafety } from '../../../src/coaching/safety/assess-safety.ts';
import { refineCategory } from '../../../src/coaching/safety/categorise.ts';
import { SafetyGate } from '../../../src/coaching/safety/gate.ts';
import { loadMeaningBank } from '../../../src/coaching/safety/meaning/bank.ts';
import { MeaningLayer } from '../../../src/coaching/safety/meaning/meaning-layer.ts';
import { meaningUnits } from '../../../src/coaching/safety/meaning/sentences.ts';
import { UseLiteEncoder } from '../../../src/coaching/safety/meaning/use-lite-encoder.ts';
import { normaliseForSafety } from '../../../src/coaching/safety/normalise.ts';
import { EVAL_SITUATIONS } from '../../coach/situations.ts';
import { knownCategory } from '../bank-sources.ts';
import { readPhrasings } from '../phrasings.ts';

interface Request {
  fold: string;
  label: 'crisis' | 'check_in' | 'ok';
  /** A crisis text's category, for the bank's category vote (as build-bank.ts labels it). */
  category?: string;
  /** An ordinary coaching situation (no risk meant): the "ordinary stopped" figure. */
  ordinary: boolean;
  texts: Array<{ text: string; context: boolean; found?: string; shipped?: number; words?: number; units?: number[] }>;
}

const out = process.argv[2] ?? '/tmp/safety-head';
const requests: Request[] = [];
const SAFETY = ['regression-set', ...Array.from({ length: 22 }, (_, i) => `first-seen-round${i + 5}`)];
for (const set of [...SAFETY, 'integration-test-texts'])
  for (const p of readPhrasings(set))
    requests.push({
      fold: set.replace('first-seen-', ''),
      label: p.label,
      category: knownCategory(p.category),
      ordinary: false,
      texts: [{ text: p.text, context: false }],
    });
for (const set of ['bank-written-crisis', 'bank-written-safe'])
  for (const p of readPhrasings(set))
    requests.push({
      fold: 'written',
      label: set.endsWith('crisis') ? 'crisis' : 'ok',
      category: knownCategory(p.category),
      ordinary: false,
      texts: [{ text: p.text, context: false }],
    });
const coaching = (file: string): Array<{ situation: string; background?: string }> =>
  JSON.parse(readFileSync(new URL(`../../../data/coaching/${file}`, import.meta.url), 'utf8'));
const situation = (fold: string, s: { situation: string; background?: string }, crisis = false): Request => ({
  fold,
  label: crisis ? 'crisis' : 'ok',
  ordinary: !crisis,
  texts: [{ text: s.situation, context: false }, ...(s.background ? [{ text: s.background, context: true }] : [])],
});
for (const n of [1, 2, 3, 4, 5])
  for (const s of coaching(`first-seen-set${n}.json`)) requests.push(situation(`set${n}`, s));
for (let n = 6; n <= 52; n++)
  for (const s of coaching(`first-seen-set${n}/situations.json`)) requests.push(situation(`set${n}`, s));
for (const s of EVAL_SITUATIONS) requests.push(situation('eval-situations', s, s.crisis === true));

const encoder = await UseLiteEncoder.load();
const index = new Map<string, number>();
const unitsOf = (text: string) =>
  meaningUnits(text).map((u) => {
    if (!index.has(u)) index.set(u, index.size);
    return index.get(u) as number;
  });
for (const r of requests) for (const t of r.texts) t.units = unitsOf(t.text);
const all = [...index.keys()];
const vectors: Float32Array[] = [];
for (let i = 0; i < all.length; i += 48) {
  vectors.push(...(await encoder.embed(all.slice(i, i + 48))));
  if (i % 960 === 0) console.error(`${i} / ${all.length} units`);
}
const cached = {
  embed: async (units: readonly string[]) => units.map((u) => vectors[index.get(u) as number] as Float32Array),
};
// The first head's score (export-head.py compares a new head with it).
const shipped = new MeaningLayer(cached, [loadMeaningBank()]);
const words = new SafetyGate();
const categoryOf = (text: string) =>
  refineCategory(assessSafety(text).category ?? 'suicide', normaliseForSafety(text)[1]);
for (const r of requests) if (r.label !== 'ok') r.category ??= categoryOf(r.texts[0]?.text ?? '');
for (const r of requests)
  for (const t of r.texts) {
    const finding = await words.screenOne(t.text, t.context);
    t.found =
      finding.level === 'crisis'
        ? 'explicit'
        : finding.category === 'not_english'
          ? 'foreign'
          : finding.level === 'check_in'
            ? 'soft'
            : 'none';
    const read = await shipped.read(t.text, t.context);
    t.shipped = read.heads[0]?.score;
    t.words = read.words;
  }
mkdirSync(out, { recursive: true });
writeFileSync(`${out}/requests.json`, JSON.stringify(requests));
writeFileSync(`${out}/units.json`, JSON.stringify(all));
const flat = new Float32Array(vectors.length * 512);
for (const [i, v] of vectors.entries()) flat.set(v, i * 512);
writeFileSync(`${out}/units.f32`, Buffer.from(flat.buffer));
console.error(`${requests.length} requests, ${all.length} units -> ${out}`);
