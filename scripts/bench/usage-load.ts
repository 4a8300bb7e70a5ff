import { Worker } from 'node:worker_threads';
import { accountKey } from '@briefs/functions/repositories/keys';
import { seedAccount } from '../../infra/local/seed.ts';
import { startBenchStack, tokenFor } from './bench-stack.ts';
import { heading, loadNow, median, ms, percentile, type SectionResult, table, verdict } from './report.ts';

/**
 * 8. Load test of GET /api/usage against a bare DynamoDB GetItem of the same account, in the same
 * run, on loopback only, bounded: 8 concurrent clients on a thread of their own (usage-load-client.mjs). DynamoDB Local (a JVM) is several times
 * slower before its JIT has warmed, and a shared machine's load drifts by the minute, so both sides
 * are warmed first and then measured in alternating short rounds, pooled per side. Also counts the
 * DynamoDB calls one cached request makes.
 */
const CLIENTS = 8;
const SECONDS = 2;
const ROUNDS = 3;
const RATIO_TARGET = 1.5;
const PASSWORD = 'Steady#Breath2025';

/** The generator thread (usage-load-client.mjs): runs one kind of call and sends back its samples. */
function loadClient(workerData: object) {
  const worker = new Worker(new URL('./usage-load-client.mjs', import.meta.url), { workerData, execArgv: [] });
  const ask = (message: { kind: Kind; once?: boolean }) =>
    new Promise<number[]>((resolve, reject) => {
      worker.once('message', (reply: { samples?: number[]; error?: string }) =>
        reply.error ? reject(new Error(reply.error)) : resolve(reply.samples ?? []),
      );
      worker.postMessage(message);
    });
  return {
    once: (kind: Kind) => ask({ kind, once: true }),
    load: async (kind: Kind) => {
      const samples = await ask({ kind });
      return { samples, rps: samples.length / SECONDS, load: loadNow() };
    },
    stop: () => worker.terminate(),
  };
}
type Kind = 'usage' | 'getItem';

export async function benchUsageLoad(): Promise<SectionResult> {
  heading(
    `8. GET /api/usage under load vs a bare GetItem (${CLIENTS} clients, warmed, ${ROUNDS} alternating rounds of ${SECONDS} s, loopback)`,
  );
  const { stack, stop } = await startBenchStack('usage');
  let stopClient = async () => 0;
  try {
    const { runtime, url } = stack;
    const email = `usage-${Date.now()}@example.com`;
    const account = await seedAccount(runtime, { email, role: 'user', password: PASSWORD, name: 'Usage bench' });
    const token = await tokenFor(url, '/api/auth/login', email, PASSWORD);
    const { config } = runtime;
    const client = loadClient({
      url,
      token,
      clients: CLIENTS,
      seconds: SECONDS,
      table: {
        name: runtime.table.name,
        region: config.AWS_REGION,
        endpoint: config.DYNAMODB_ENDPOINT,
        key: accountKey(account.id),
      },
    });
    stopClient = client.stop;
    await client.once('usage'); // the authorizer's answer is cached from here on

    let calls = 0;
    const stopCounting = runtime.table.onCommand(() => {
      calls += 1;
    });
    await client.once('usage');
    const callsPerRequest = calls;
    stopCounting();

    await client.load('getItem');
    await client.load('usage');
    const bareRounds: Awaited<ReturnType<ReturnType<typeof loadClient>['load']>>[] = [];
    const apiRounds: Awaited<ReturnType<ReturnType<typeof loadClient>['load']>>[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      bareRounds.push(await client.load('getItem'));
      apiRounds.push(await client.load('usage'));
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
    await stopClient();
    await stop();
  }
}
