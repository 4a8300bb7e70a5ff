/**
 * The gate's outputs on every labelled text (the safety sets rounds 5–11 and the regression set, the
 * written bank units, coaching sets 1–5's situations, the eval situations and long messages made of them), written one JSON line per
 * text, and a comparison of two such files: a change meant to make the gate faster must leave every
 * level, category and deciding layer as it was.
 *
 *   npx tsx functions/eval/safety/gate-outputs.ts --encoder threads > /tmp/before.jsonl
 *   npx tsx functions/eval/safety/gate-outputs.ts --encoder main > /tmp/after.jsonl
 *   npx tsx functions/eval/safety/gate-outputs.ts --compare /tmp/before.jsonl /tmp/after.jsonl
 *
 * `--encoder`: threads (the worker threads, every thread loaded), main (the model on this thread),
 * shared (the product's loader: the main thread first, the threads when loaded).
 */
import { readFileSync } from 'node:fs';
import { SafetyGate } from '../../src/coaching/safety/gate.ts';
import { loadSafetyGate } from '../../src/coaching/safety/load-gate.ts';
import { loadMeaningBanks } from '../../src/coaching/safety/meaning/bank.ts';
import { MeaningLayer } from '../../src/coaching/safety/meaning/meaning-layer.ts';
import { ParallelEncoder } from '../../src/coaching/safety/meaning/parallel-encoder.ts';
import type { SentenceEncoder } from '../../src/coaching/safety/meaning/sentence-encoder.ts';
import { UseLiteEncoder } from '../../src/coaching/safety/meaning/use-lite-encoder.ts';
import { EVAL_SITUATIONS } from '../coach/situations.ts';
import { readPhrasings } from './phrasings.ts';

interface Output {
  key: string;
  level: string;
  category?: string;
  layer: string;
  explicit: boolean;
  /** Each meaning head's score, in the order of the banks. */
  scores: number[];
}

const SAFETY_SETS = [
  'regression-set',
  'first-seen-round5',
  'first-seen-round6',
  'first-seen-round7',
  'first-seen-round8',
  'first-seen-round9',
  'first-seen-round10',
  'first-seen-round11',
  'bank-written-crisis',
  'bank-written-safe',
];
/** Coaching sets 1–4 are one file each; later sets keep their situations beside their answers. */
const COACHING_SETS = [
  'first-seen-set1.json',
  'first-seen-set2.json',
  'first-seen-set3/situations.json',
  'first-seen-set4/situations.json',
  'first-seen-set5/situations.json',
];

function coachingSituations(file: string): Array<{ situation: string; background?: string }> {
  return JSON.parse(readFileSync(new URL(`../../data/coaching/${file}`, import.meta.url), 'utf8'));
}

/** Every labelled request: its texts in the order a route screens them. */
function labelledRequests(): Array<{ key: string; texts: string[] }> {
  const requests: Array<{ key: string; texts: string[] }> = [];
  for (const set of SAFETY_SETS)
    readPhrasings(set).forEach((p, i) => {
      requests.push({ key: `${set}#${i}`, texts: [p.text] });
    });
  for (const file of COACHING_SETS)
    coachingSituations(file).forEach((s, i) => {
      requests.push({ key: `${file.replace(/[/.].*$/, '')}#${i}`, texts: [s.situation, s.background ?? ''] });
    });
  const situations = EVAL_SITUATIONS.map((s) => s.situation);
  situations.forEach((s, i) => {
    requests.push({ key: `eval-situations#${i}`, texts: [s, EVAL_SITUATIONS[i]?.background ?? ''] });
  });
  // Long everyday messages (up to the 5,000-character limit): many units, read in pairs above 24.
  const everyday = EVAL_SITUATIONS.filter((s) => !s.crisis).map((s) => s.situation);
  for (const chars of [1000, 2500, 5000])
    for (let offset = 0; offset < 12; offset++) {
      let text = '';
      for (let i = offset * 7; text.length < chars; i++) text += `${everyday[i % everyday.length]} `;
      requests.push({ key: `long-${chars}#${offset}`, texts: [text.slice(0, chars)] });
    }
  return requests;
}

async function encoderFor(kind: string | undefined): Promise<{ gate: SafetyGate; meaning?: MeaningLayer }> {
  if (kind === 'shared') return { gate: await loadSafetyGate() };
  let encoder: SentenceEncoder;
  if (kind === 'main') encoder = await UseLiteEncoder.load();
  else {
    const threads = await ParallelEncoder.load();
    await threads.allLoaded();
    encoder = threads;
  }
  const meaning = new MeaningLayer(encoder, loadMeaningBanks());
  return { gate: new SafetyGate(meaning), meaning };
}

async function write(kind: string | undefined): Promise<void> {
  const { gate, meaning } = await encoderFor(kind);
  for (const { key, texts } of labelledRequests()) {
    const [finding, read] = await Promise.all([gate.screen(texts), meaning?.read(texts[0] ?? '')]);
    const output: Output = { key, ...finding, scores: read?.heads.map((head) => head.score) ?? [] };
    process.stdout.write(`${JSON.stringify(output)}\n`);
  }
}

function compare(before: string, after: string): void {
  const read = (file: string) =>
    new Map(
      readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Output)
        .map((o) => [o.key, o] as const),
    );
  const a = read(before);
  const b = read(after);
  let diffs = 0;
  let largest = 0;
  for (const [key, x] of a) {
    const y = b.get(key);
    if (!y || x.level !== y.level || x.category !== y.category || x.layer !== y.layer || x.explicit !== y.explicit) {
      diffs++;
      console.log(`DIFF ${key}: ${JSON.stringify(x)} -> ${JSON.stringify(y)}`);
    }
    for (const [i, score] of (x.scores ?? []).entries()) {
      const other = y?.scores?.[i];
      if (other !== undefined) largest = Math.max(largest, Math.abs(score - other));
    }
  }
  console.log(
    `${a.size} texts, ${b.size} after: ${diffs} level/category/layer differences; largest meaning score change ${largest.toExponential(2)} (where both runs have scores)`,
  );
  process.exitCode = diffs || a.size !== b.size ? 1 : 0;
}

const args = process.argv.slice(2);
if (args[0] === '--compare') compare(args[1] ?? '', args[2] ?? '');
else await write(args[args.indexOf('--encoder') + 1]);
