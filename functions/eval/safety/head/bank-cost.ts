/**
 * What the meaning layer costs after the encoder (cosines to the banks, top-5, the head), the first
 * bank alone against both banks, with the encoder's vectors given: the part of a message's latency
 * the second bank adds.
 *
 *   npx tsx functions/eval/safety/head/bank-cost.ts
 */
import { loadMeaningBank, loadMeaningBanks, type MeaningBank } from '../../../src/coaching/safety/meaning/bank.ts';
import { MeaningLayer } from '../../../src/coaching/safety/meaning/meaning-layer.ts';

const text = 'The final is on Sunday and I keep thinking about the last one. My legs felt heavy at the start. '.repeat(
  3,
);
const units = text.split('. ').length;
const vectors = Array.from({ length: units }, () => {
  const v = Float32Array.from({ length: 512 }, () => Math.random() - 0.5);
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
});
const encoder = { embed: async (u: readonly string[]) => vectors.slice(0, u.length) };
const layers: Array<[string, MeaningBank[]]> = [
  ['first bank and head', [loadMeaningBank()]],
  ['both banks and heads', loadMeaningBanks()],
];
for (const [name, banks] of layers) {
  const layer = new MeaningLayer(encoder, banks);
  layer.prepare();
  for (let i = 0; i < 50; i++) await layer.read(text);
  const times: number[] = [];
  for (let i = 0; i < 400; i++) {
    const start = performance.now();
    await layer.read(text);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.floor(q * (times.length - 1))]?.toFixed(2);
  console.log(
    `${name}: ${banks.reduce((rows, bank) => rows + bank.crisis.length + bank.safe.length, 0)} rows, ${units} units: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
  );
}
