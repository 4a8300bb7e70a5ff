import { BuiltinCoachEngine } from '@briefs/functions/coaching/builtin-engine';
import { assessSafetyAll } from '@briefs/functions/coaching/safety/assess-safety';
import { heading, loadNow, median, ms, percentile, type SectionResult, table, verdict } from './report.ts';

/**
 * 4b. Long inputs: the safety gate and the built-in engine on 1,000 and 5,000 characters (the
 * transcript limit), in this process. The text is an ordinary, long account of a hard week (no
 * crisis wording), so both the gate's full sweep and the engine's reading run to the end.
 */
const TARGET_MS = 20;
const RUNS = 15;
const SENTENCES = [
  'My regional final is on Saturday and I keep replaying the race where I false-started last spring.',
  'At work my manager moved the board presentation up by a week, so I have been staying late every night.',
  'I sleep maybe five hours, wake at four with my heart racing, and go through the whole day in my head.',
  'My partner says I am short with everyone, and honestly I snapped at my sister on the phone yesterday.',
  'When I walk into the pool hall my hands feel cold and my breathing gets high and fast.',
  'I tell myself to calm down, but it only makes it louder, like the pressure doubles when I notice it.',
  'Coach wants me to visualise the start, yet every time I picture the blocks I see the false start again.',
  'I used to love racing; now I dread the call room and count the minutes until it is over.',
];

function textOf(length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i++) text += `${SENTENCES[i % SENTENCES.length]} `;
  return text.slice(0, length).trimEnd();
}

async function time(work: () => unknown | Promise<unknown>): Promise<number[]> {
  await work(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return samples;
}

export async function benchLongInputs(): Promise<SectionResult> {
  heading('4b. Long inputs: safety gate and built-in engine (in process)');
  const engine = new BuiltinCoachEngine();
  const rows: string[][] = [];
  const targets = [];
  for (const length of [1000, 5000]) {
    const situation = textOf(length);
    const gate = await time(() => assessSafetyAll([situation, '']));
    const tip = await time(() => engine.tip({ situation, background: '' }));
    for (const [name, samples] of [
      ['safety gate', gate],
      ['engine tip()', tip],
    ] as const) {
      const p50 = median(samples);
      rows.push([name, `${length} chars`, String(RUNS), ms(p50), ms(percentile(samples, 0.95)), loadNow()]);
      targets.push({
        name: `${name} p50, ${length} chars`,
        value: ms(p50),
        target: `< ${TARGET_MS} ms`,
        pass: p50 < TARGET_MS,
      });
    }
  }
  console.log(
    table(
      [
        { header: 'step' },
        { header: 'input' },
        { header: 'runs', align: 'right' },
        { header: 'p50', align: 'right' },
        { header: 'p95', align: 'right' },
        { header: 'machine' },
      ],
      rows,
    ),
  );
  console.log(
    `\n  target: each step < ${TARGET_MS} ms at p50 (the per-request coaching target); ${targets.map((t) => verdict(t.pass)).join(' ')}`,
  );
  return { targets };
}
