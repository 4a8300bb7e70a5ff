import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { accountKey } from '@briefs/functions/repositories/keys';
import { seedAccount } from '../../infra/local/seed.ts';
import { startBenchStack, tokenFor } from './bench-stack.ts';
import { heading, loadNow, median, ms, percentile, type SectionResult, table, verdict } from './report.ts';

/**
 * 8. Load test of GET /api/usage against a bare DynamoDB GetItem of the same account, in the same
 * run, on loopback only, bounded: 8 concurrent clients. DynamoDB Local (a JVM) is several times
 * slower before its JIT has warmed, and a shared machine's load drifts by the minute, so both sides
 * are warmed first and then measured in alternating short rounds, pooled per side. Also counts the
 * DynamoDB calls one cached request makes.
 */
const CLIENTS = 8;
const SECONDS = 2;
const ROUNDS = 3;
const RATIO_TARGET = 1.5;
const PASSWORD = 'Steady#Breath2025';

async function load(work: () => Promise<void>): Promise<{ samples: number[]; rps: number; load: string }> {
  const samples: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await work();
        samples.push(performance.now() - started);
      }
    }),
  );
  return { samples, rps: samples.length / SECONDS, load: loadNow() };
}

export async function benchUsageLoad(): Promise<SectionResult> {
  heading(
    `8. GET /api/usage under load vs a bare GetItem (${CLIENTS} clients, warmed, ${ROUNDS} alternating rounds of ${SECONDS} s, loopback)`,
  );
  const { stack, stop } = await startBenchStack('usage');
  try {
    const { runtime, url } = stack;
    const email = `usage-${Date.now()}@example.com`;
    const account = await seedAccount(runtime, { email, role: 'user', password: PASSWORD, name: 'Usage bench' });
    const token = await tokenFor(url, '/api/auth/login', email, PASSWORD);
    const usage = async () => {
      const response = await fetch(`${url}/api/usage`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET /api/usage answered ${response.status}`);
    };
    const getItem = async () => {
      await runtime.table.db.send(new GetCommand({ TableName: runtime.table.name, Key: accountKey(account.id) }));
    };
    await usage(); // the authorizer's answer is cached from here on

    let calls = 0;
    runtime.table.db.middlewareStack.add(
      (next) => async (args) => {
        calls += 1;
        return next(args);
      },
      { step: 'initialize', name: 'benchUsageCounter' },
    );
    await usage();
    const callsPerRequest = calls;
    runtime.table.db.middlewareStack.remove('benchUsageCounter');

    await load(getItem);
    await load(usage);
    const bareRounds: Awaited<ReturnType<typeof load>>[] = [];
    const apiRounds: Awaited<ReturnType<typeof load>>[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      bareRounds.push(await load(getItem));
      apiRounds.push(await load(usage));
    }
    const pooled = (runs: typeof bareRounds) => ({
      samples: runs.flatMap((r) => r.samples),
      rps: runs.reduce((sum, r) => sum + r.rps, 0) / runs.length,
      load: runs.map((r) => r.load).join(' → '),
    });
    const bareRun = pooled(bareRounds);
    const api = pooled(apiRounds);
    const ratio = median(api.samples) / median(bareRun.samples);
    const row = (name: string, run: { samples: number[]; rps: number; load: string }) => [
      name,
      String(run.samples.length),
      `${Math.round(run.rps)}/s`,
      ms(median(run.samples)),
      ms(percentile(run.samples, 0.95)),
      run.load,
    ];
    console.log(
      table(
        [
          { header: 'run' },
          { header: 'requests', align: 'right' },
          { header: 'rate', align: 'right' },
          { header: 'p50', align: 'right' },
          { header: 'p95', align: 'right' },
          { header: 'machine' },
        ],
        [row(`GetItem (${ROUNDS} rounds)`, bareRun), row(`GET /api/usage (${ROUNDS} rounds)`, api)],
      ),
    );
    const ratioPass = ratio <= RATIO_TARGET;
    const callsPass = callsPerRequest <= 1;
    console.log(
      `\n  p50 ratio usage / GetItem: ${ratio.toFixed(2)}× (target ≤ ${RATIO_TARGET}×) ${verdict(ratioPass)}; ` +
        `DynamoDB calls per cached GET /api/usage: ${callsPerRequest} (target ≤ 1) ${verdict(callsPass)}`,
    );
    return {
      targets: [
        {
          name: 'GET /api/usage p50 vs bare GetItem',
          value: `${ratio.toFixed(2)}×`,
          target: `≤ ${RATIO_TARGET}×`,
          pass: ratioPass,
        },
        {
          name: 'GET /api/usage DynamoDB calls (cached)',
          value: String(callsPerRequest),
          target: '≤ 1',
          pass: callsPass,
        },
      ],
    };
  } finally {
    await stop();
  }
}
