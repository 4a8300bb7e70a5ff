/**
 * `npm run bench`: a measurement report, not a test. Sections: web bundle, Lambda bundles, local
 * stack cold/warm start, coaching engine latency, safety gate latency and cold start, DynamoDB calls per request, offline transcriber WER and real-time factor. Targets print
 * PASS/OVER; the exit code is 0 unless a section could not be measured. Everything started is
 * stopped at the end, also on error or Ctrl-C. Sections live in scripts/bench/.
 */
import { availableParallelism, loadavg } from 'node:os';
import { benchAdminLists } from './bench/admin-lists.ts';
import { runCleanups } from './bench/cleanup.ts';
import { benchCoach } from './bench/coach.ts';
import { benchDynamoCalls } from './bench/dynamo-calls.ts';
import { benchLambdaBundles } from './bench/lambda-bundles.ts';
import { benchLighthouse } from './bench/lighthouse.ts';
import { benchLongInputs } from './bench/long-inputs.ts';
import { errorText, heading, type SectionResult, type TargetResult, table, verdict } from './bench/report.ts';
import { benchRouteWeights } from './bench/route-weights.ts';
import { benchSafetyGate } from './bench/safety-gate.ts';
import { benchStackStart } from './bench/stack-start.ts';
import { benchTranscriber } from './bench/transcriber.ts';
import { benchUsageLoad } from './bench/usage-load.ts';
import { benchWebBundle } from './bench/web-bundle.ts';

const SECTIONS: ReadonlyArray<{ name: string; run: () => SectionResult | Promise<SectionResult> }> = [
  { name: 'Web bundle', run: benchWebBundle },
  { name: 'First-load bytes per route', run: benchRouteWeights },
  { name: 'Lambda bundles', run: benchLambdaBundles },
  { name: 'Local stack start', run: benchStackStart },
  { name: 'Coaching engine', run: benchCoach },
  { name: 'Long inputs', run: benchLongInputs },
  { name: 'Safety gate latency', run: benchSafetyGate },
  { name: 'DynamoDB calls per request', run: benchDynamoCalls },
  { name: 'Lighthouse', run: benchLighthouse },
  { name: 'Admin lists at 10,000', run: benchAdminLists },
  { name: 'GET /api/usage load', run: benchUsageLoad },
  { name: 'Offline transcriber', run: benchTranscriber },
];
// BENCH_ONLY=<comma-separated words> runs the sections whose names contain one of them.
const only = process.env.BENCH_ONLY?.toLowerCase().split(',').filter(Boolean);
const SELECTED = only ? SECTIONS.filter((s) => only.some((word) => s.name.toLowerCase().includes(word))) : SECTIONS;

// The in-process stack (section 5) builds AWS SDK clients here; spawned stacks get it in their env.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping what the benchmark started…`);
    void runCleanups().finally(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(
    `B.R.I.E.F.S benchmark — ${new Date().toISOString()} — node ${process.version}, ${process.platform}, ` +
      `${availableParallelism()} cores, load average ${load} (timings grow with load)`,
  );
  const targets: TargetResult[] = [];
  const failed: Array<{ name: string; error: string }> = [];
  const timings: Array<[string, string]> = [];
  for (const section of SELECTED) {
    if (interrupted) break;
    const sectionStart = performance.now();
    try {
      const result = await section.run();
      targets.push(...result.targets);
    } catch (error) {
      console.log(`\n  COULD NOT MEASURE: ${errorText(error)}`);
      failed.push({ name: section.name, error: errorText(error).split('\n')[0] ?? '' });
    } finally {
      await runCleanups();
      timings.push([section.name, `${((performance.now() - sectionStart) / 1000).toFixed(1)} s`]);
    }
  }

  heading('Summary');
  console.log(
    table(
      [
        { header: 'target' },
        { header: 'measured', align: 'right' },
        { header: 'target', align: 'right' },
        { header: '' },
      ],
      targets.map((t) => [t.name, t.value, t.target, verdict(t.pass)]),
    ),
  );
  console.log();
  console.log(
    table(
      [{ header: 'section' }, { header: 'time', align: 'right' }, { header: 'result' }],
      timings.map(([name, time]) => {
        const failure = failed.find((f) => f.name === name);
        return [name, time, failure ? `NOT MEASURED: ${failure.error}` : 'measured'];
      }),
    ),
  );
  console.log(`\n  total: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return failed.length > 0 ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
} finally {
  await runCleanups();
}
// Handles the stacks leave behind (SDK sockets, timers) must not keep the report from ending.
process.exit(exitCode);
