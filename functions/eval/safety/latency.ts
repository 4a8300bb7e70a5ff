import { cpus, loadavg } from 'node:os';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

function messageOf(sentences: readonly string[], chars: number, offset: number): string {
  let text = '';
  for (let i = offset; text.length < chars; i++) text += `${sentences[i % sentences.length]} `;
  return text.slice(0, chars);
}

/** p50/p99 of the gate's time per message, by length, after a warm-up; the machine's load is printed with it. */
export async function measureLatency(screen: (text: string) => Promise<unknown>, sentences: readonly string[]) {
  for (let i = 0; i < 10; i++) await screen(messageOf(sentences, 400, i));
  console.log(
    `\nlatency after warm-up (${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}):`,
  );
  for (const [label, chars, runs] of [
    ['≤ 100 chars', 100, 100],
    ['≤ 500 chars', 500, 100],
    ['1,000 chars', 1000, 30],
    ['5,000 chars', 5000, 20],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const text = messageOf(sentences, chars, i * 3);
      const started = performance.now();
      await screen(text);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${label.padEnd(12)} p50 ${percentile(times, 0.5).toFixed(0)} ms, p99 ${percentile(times, 0.99).toFixed(0)} ms (${runs} runs)`,
    );
  }
}
