import { execFileSync } from 'node:child_process';
import { EVAL_SITUATIONS } from '../../functions/eval/coach/situations.ts';
import { gateLatency, gateWithoutMemory, LATENCY_TARGET_MS } from '../../functions/eval/safety/latency.ts';
import { heading, loadNow, ms, REPO_ROOT, type SectionResult, type TargetResult, table, verdict } from './report.ts';

/**
 * 4c. Safety gate with its meaning layer (patterns, languages, risk words and the sentence encoder),
 * in this process, after warm-up: p50/p99 per message length over ordinary coaching situations
 * (every sentence is read by the encoder; its memory of recent sentences is left out so repeats
 * cost what a new message costs). Then a coaching Lambda's cold start, in a fresh process each
 * time, several times: one run on a shared machine says more about the neighbours than the code.
 */
const COLD_START_SCRIPT = 'functions/eval/safety/cold-start.ts';
const COLD_START_TARGET_MS = 2000;
const COLD_START_RUNS = 5;

function coldStartMs(): { total: number; line: string } {
  const output = execFileSync('npx', ['tsx', COLD_START_SCRIPT], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  });
  const line = output.split('\n').find((l) => l.startsWith('cold start:')) ?? '';
  const total = /total (\d+) ms/.exec(line)?.[1];
  if (!total) throw new Error(`${COLD_START_SCRIPT} printed no total`);
  return { total: Number(total), line };
}

export async function benchSafetyGate(): Promise<SectionResult> {
  heading('4c. Safety gate with the meaning layer (in process, after warm-up)');
  const gate = await gateWithoutMemory();
  const sentences = EVAL_SITUATIONS.filter((s) => !s.crisis).map((s) => s.situation);
  const rows = await gateLatency((text) => gate.screen([text]), sentences);
  const targets: TargetResult[] = rows.map((row) => {
    const target = LATENCY_TARGET_MS[row.chars] ?? Number.POSITIVE_INFINITY;
    return {
      name: `safety gate p99, ${row.label}`,
      value: ms(row.p99),
      target: `< ${target} ms`,
      pass: row.p99 < target,
    };
  });
  const load = loadNow();
  console.log(
    table(
      [
        { header: 'message' },
        { header: 'runs', align: 'right' },
        { header: 'p50', align: 'right' },
        { header: 'p99', align: 'right' },
        { header: 'max', align: 'right' },
        { header: 'target p99', align: 'right' },
        { header: 'load' },
      ],
      rows.map((row, i) => [
        row.label,
        String(row.runs),
        ms(row.p50),
        ms(row.p99),
        ms(row.max),
        targets[i]?.target ?? '',
        load,
      ]),
    ),
  );
  console.log('');
  const colds = Array.from({ length: COLD_START_RUNS }, () => {
    const cold = coldStartMs();
    console.log(`  ${cold.line}`);
    return cold.total;
  }).sort((a, b) => a - b);
  const median = colds[Math.floor(colds.length / 2)] ?? Number.POSITIVE_INFINITY;
  console.log(`  cold start median of ${colds.length} runs: ${ms(median)} (runs ${colds.map(ms).join(', ')})`);
  targets.push({
    name: `coaching Lambda cold start (gate import, encoder load, first message; median of ${colds.length})`,
    value: ms(median),
    target: `< ${COLD_START_TARGET_MS} ms`,
    pass: median < COLD_START_TARGET_MS,
  });
  for (const t of targets) console.log(`  ${t.name}: ${t.value} (target ${t.target}) ${verdict(t.pass)}`);
  return { targets };
}
