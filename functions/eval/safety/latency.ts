import { cpus, loadavg } from 'node:os';
import { SafetyGate } from '../../src/coaching/safety/gate.ts';
import { loadMeaningBanks } from '../../src/coaching/safety/meaning/bank.ts';
import { MeaningLayer } from '../../src/coaching/safety/meaning/meaning-layer.ts';
import { ParallelEncoder } from '../../src/coaching/safety/meaning/parallel-encoder.ts';
import { warmWordLayers } from '../../src/coaching/safety/warm-up.ts';

export interface LatencyRow {
  label: string;
  chars: number;
  runs: number;
  p50: number;
  p99: number;
  max: number;
}

/** The targets for the gate after warm-up (2 cores): a typical message and the 5,000-character limit. */
export const LATENCY_TARGET_MS: Record<number, number> = { 100: 60, 500: 60, 5000: 600 };

/** Enough runs that a p99 is not simply the slowest run (with 100, the nearest rank is the 99th). */
const LENGTHS = [
  ['≤ 100 chars', 100, 200],
  ['≤ 500 chars', 500, 200],
  ['5,000 chars', 5000, 40],
] as const;

/** Nearest-rank percentile: the smallest value with at least p of the runs at or below it. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;

function messageOf(sentences: readonly string[], chars: number, offset: number): string {
  let text = '';
  for (let i = offset; text.length < chars; i++) text += `${sentences[i % sentences.length]} `;
  return text.slice(0, chars);
}

/**
 * A gate whose encoder remembers nothing: the product's shared encoder remembers recent sentences
 * (the coach re-reads the gate's), which would make repeated measuring messages look free. Warmed
 * up as the product's gate is by the time of its second message: every thread loaded, every word
 * layer expression compiled.
 */
export async function gateWithoutMemory(): Promise<SafetyGate> {
  const encoder = await ParallelEncoder.load();
  await encoder.allLoaded();
  await warmWordLayers();
  return new SafetyGate(new MeaningLayer(encoder, loadMeaningBanks()));
}

/** p50/p99 of the gate's time per message, by length, after a warm-up. */
export async function gateLatency(
  screen: (text: string) => Promise<unknown>,
  sentences: readonly string[],
): Promise<LatencyRow[]> {
  for (let i = 0; i < 10; i++) await screen(messageOf(sentences, 400, i));
  const rows: LatencyRow[] = [];
  for (const [label, chars, runs] of LENGTHS) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const text = messageOf(sentences, chars, i * 3);
      const started = performance.now();
      await screen(text);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push({
      label,
      chars,
      runs,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      max: times.at(-1) ?? 0,
    });
  }
  return rows;
}

/** Prints the latency rows with the machine's load (timings grow with it). */
export async function measureLatency(screen: (text: string) => Promise<unknown>, sentences: readonly string[]) {
  const rows = await gateLatency(screen, sentences);
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(`\nlatency after warm-up (${cpus().length} cores, load average ${load}):`);
  for (const row of rows) {
    const target = LATENCY_TARGET_MS[row.chars];
    console.log(
      `  ${row.label.padEnd(12)} p50 ${row.p50.toFixed(0)} ms, p99 ${row.p99.toFixed(0)} ms, max ${row.max.toFixed(0)} ms (${row.runs} runs` +
        `${target ? `, target p99 < ${target} ms` : ''})`,
    );
  }
}
