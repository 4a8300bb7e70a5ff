/**
 * Offline check before the head lands (never shipped): runs the real gate with the shipped bank and
 * head over every labelled request of the dump, and reports per set the requests stopped, every
 * labelled crisis or check-in no longer stopped (against the old gate's levels in the dump), and how
 * far the runtime's head scores are from export-head.py's.
 *
 *   npx tsx functions/eval/safety/head/check-gate.ts /tmp/safety-head [--second]
 *
 * `--second` checks the second bank and head (`meaning-bank-2.json`), exported with `--suffix=-2`;
 * the gate is then read with both banks, as it ships.
 */
import { readFileSync } from 'node:fs';
import { SafetyGate } from '../../../src/coaching/safety/gate.ts';
import { loadMeaningBank, loadMeaningBanks, type MeaningBank } from '../../../src/coaching/safety/meaning/bank.ts';
import { MeaningLayer } from '../../../src/coaching/safety/meaning/meaning-layer.ts';
import { UseLiteEncoder } from '../../../src/coaching/safety/meaning/use-lite-encoder.ts';

interface Request {
  fold: string;
  label: string;
  ordinary: boolean;
  texts: Array<{ text: string; context: boolean }>;
}
const dir = process.argv[2] ?? '/tmp/safety-head';
const requests = JSON.parse(readFileSync(`${dir}/requests.json`, 'utf8')) as Request[];
const before = JSON.parse(readFileSync(`${dir}/levels-before.json`, 'utf8')) as Record<string, number>;
const expected = new Map(
  (JSON.parse(readFileSync(`${dir}/export-check.json`, 'utf8')) as Array<[string, boolean, number]>).map(
    ([text, riskWord, score]) => [text, { riskWord, score }],
  ),
);
const second = process.argv.includes('--second');
const encoder = await UseLiteEncoder.load();
const meaning = new MeaningLayer(encoder, [second ? (loadMeaningBanks()[1] as MeaningBank) : loadMeaningBank()]);
const gate = new SafetyGate(second ? new MeaningLayer(encoder, loadMeaningBanks()) : meaning);
const RANK = { ok: 0, check_in: 1, crisis: 2 } as const;
const tally = new Map<string, { n: number; stopped: number; crisis: number; was: number }>();
let largest = 0;
for (const [i, r] of requests.entries()) {
  const finding = await gate.screen(r.texts.map((t) => t.text));
  for (const t of r.texts) {
    const read = await meaning.read(t.text, t.context);
    const want = expected.get(t.text);
    const head = read.heads[0];
    const got = (want?.riskWord ? head?.sweptScore : head?.score) ?? Number.NaN;
    if (!want || r.label !== 'ok' || read.words === 0) continue;
    largest = Math.max(largest, Math.abs(got - want.score));
    // The near-copy floor (a sentence that is a labelled crisis unit) is not export-head.py's: listed, not hidden.
    if (Math.abs(got - want.score) > 0.01)
      console.log(`score ${got.toFixed(3)} != ${want.score.toFixed(3)}: ${t.text}`);
  }
  const level = RANK[finding.level];
  const key = `${r.fold} ${r.label === 'ok' ? (r.ordinary ? 'ordinary' : 'everyday') : r.label}`;
  const row = tally.get(key) ?? { n: 0, stopped: 0, crisis: 0, was: 0 };
  row.n++;
  row.stopped += level >= 1 ? 1 : 0;
  row.crisis += level === 2 ? 1 : 0;
  row.was += (before[i] ?? 0) >= 1 ? 1 : 0;
  tally.set(key, row);
  const text = r.texts[0]?.text ?? '';
  if (r.label !== 'ok' && level === 0 && (before[i] ?? 0) >= 1) console.log(`LOST ${r.fold}: ${text}`);
  if (r.label !== 'ok' && level === 0 && (before[i] ?? 0) === 0) console.log(`still missed ${r.fold}: ${text}`);
  if (r.fold === 'integration-test-texts' && r.label === 'ok' && level > 0) console.log(`STOPPED int-test: ${text}`);
}
for (const [key, row] of tally)
  console.log(`${key}: stopped ${row.stopped}/${row.n} (crisis ${row.crisis}); before ${row.was}`);
console.log(`largest runtime - export head score difference: ${largest.toExponential(2)}`);
