import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../infra/local/ports.ts';
import { seedAccount } from '../../infra/local/seed.ts';
import { type LocalStack, startLocalStack } from '../../infra/local/stack.ts';
import { onCleanup, removeDir } from './cleanup.ts';
import { heading, median, ms, percentile, type SectionResult, table } from './report.ts';
import { BENCH_ADMIN } from './stack-start.ts';

/**
 * 5. DynamoDB calls per request: an in-process local stack (in-memory DynamoDB Local) with a
 * counting middleware on the runtime's DynamoDB client. Handlers and the authorizer run in this
 * process, so the authorizer's read is counted with the request it guards. Requests run one at a
 * time, so the counter between sending a request and reading its answer belongs to that request.
 */
const REQUESTS = 20;
const USER_PASSWORD = 'Steady#Breath2025';

const SITUATIONS = [
  'My 200 m freestyle final is in {n} minutes and my heart is pounding.',
  'I have a job interview tomorrow morning and I keep rehearsing answers instead of sleeping.',
  'I froze during my piano recital last week and the next one is on Saturday.',
  'I am a nurse halfway through a double shift and everyone needs something from me at once.',
  'I keep putting off my thesis chapter; the deadline is in {n} days.',
  'I missed two penalties in the last match and the coach has me taking them again today.',
  'My presentation to the board is in an hour and my hands are shaking.',
  'I have an exam in {n} hours and my mind goes blank when I look at my notes.',
  'I argued with my teammate before the game and I cannot let it go.',
  'I am coming back from a knee injury and I am scared to sprint at full speed.',
];

interface Sample {
  status: number;
  ms: number;
  calls: Record<string, number>;
}

interface Counter {
  calls: Record<string, number>;
}

function situation(i: number): string {
  const text = SITUATIONS[i % SITUATIONS.length] ?? SITUATIONS[0] ?? '';
  return `${text.replace('{n}', String((i % 9) + 2))} (attempt ${i + 1})`;
}

function total(calls: Record<string, number>): number {
  return Object.values(calls).reduce((sum, n) => sum + n, 0);
}

async function timed(
  counter: Counter,
  url: string,
  init: { method: 'GET' | 'POST'; token?: string; body?: unknown },
): Promise<Sample & { json: unknown }> {
  counter.calls = {};
  const started = performance.now();
  const response = await fetch(url, {
    method: init.method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  const calls = counter.calls;
  counter.calls = {};
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, ms: elapsed, calls, json };
}

/** Runs `quietly` with console.log muted (the stack announces the admin it creates). */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const log = console.log;
  console.log = () => {};
  try {
    return await work();
  } finally {
    console.log = log;
  }
}

function javaChildren(): number {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'DynamoDBLocal'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean).length;
  } catch {
    return 0;
  }
}

interface EndpointRun {
  name: string;
  warmUp: Sample;
  samples: Sample[];
  note?: string;
}

function describe(run: EndpointRun): string[] {
  const totals = run.samples.map((s) => total(s.calls));
  const commands = new Map<string, number>();
  for (const s of run.samples) {
    for (const [name, n] of Object.entries(s.calls)) commands.set(name, (commands.get(name) ?? 0) + n);
  }
  const perCommand = [...commands.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name.replace(/Command$/, '')} ${+(n / run.samples.length).toFixed(2)}`)
    .join(', ');
  const statuses = [...new Set(run.samples.map((s) => s.status))].join('/');
  const min = Math.min(...totals);
  const max = Math.max(...totals);
  const latencies = run.samples.map((s) => s.ms);
  return [
    run.name,
    `${run.samples.length}`,
    statuses,
    min === max ? String(min) : `${median(totals)} (${min}–${max})`,
    perCommand || '-',
    ms(percentile(latencies, 0.5)),
    ms(percentile(latencies, 0.95)),
  ];
}

export async function benchDynamoCalls(): Promise<SectionResult> {
  heading('5. DynamoDB calls per request (in-process stack, in-memory DynamoDB Local)');
  const dataDir = mkdtempSync(join(tmpdir(), 'briefs-bench-calls-'));
  const unregisterDir = onCleanup('calls data dir', () => removeDir(dataDir));
  let stack: LocalStack | undefined;
  const unregisterStack = onCleanup('in-process stack', async () => {
    await stack?.stop();
  });
  try {
    const port = await freePort();
    const startedAt = performance.now();
    stack = await quietly(() =>
      startLocalStack({
        port,
        host: '127.0.0.1',
        dataDir,
        env: { LOG_LEVEL: 'warn' },
        admin: BENCH_ADMIN,
        inMemoryDb: true,
      }),
    );
    const startMs = performance.now() - startedAt;
    const { runtime, url } = stack;

    const counter: Counter = { calls: {} };
    runtime.table.onCommand((name) => {
      counter.calls[name] = (counter.calls[name] ?? 0) + 1;
    });

    // Enough brief tokens for every upload.
    const email = `bench-user-${Date.now()}@example.com`;
    await seedAccount(
      runtime,
      { email, role: 'user', password: USER_PASSWORD, name: 'Bench user' },
      { briefMonthlyLimit: REQUESTS + 10, briefTokensRemaining: REQUESTS + 10 },
    );

    const runEndpoint = async (
      name: string,
      send: (i: number) => Promise<Sample & { json: unknown }>,
      ok: (sample: Sample & { json: unknown }) => boolean,
    ): Promise<EndpointRun & { token?: string }> => {
      const warmUp = await send(-1);
      if (!ok(warmUp)) throw new Error(`${name} answered ${warmUp.status}: ${JSON.stringify(warmUp.json)}`);
      const samples: Sample[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const sample = await send(i);
        if (!ok(sample)) throw new Error(`${name} answered ${sample.status}: ${JSON.stringify(sample.json)}`);
        samples.push(sample);
      }
      const token = (warmUp.json as { token?: string } | null)?.token;
      return { name, warmUp, samples, token };
    };

    const login = await runEndpoint(
      'POST /api/auth/login',
      () => timed(counter, `${url}/api/auth/login`, { method: 'POST', body: { email, password: USER_PASSWORD } }),
      (s) => s.status === 200 && typeof (s.json as { token?: unknown }).token === 'string',
    );
    const token = login.token;
    if (!token) throw new Error('login returned no token');

    let crises = 0;
    const upload = await runEndpoint(
      'POST /upload-text',
      (i) => timed(counter, `${url}/upload-text`, { method: 'POST', token, body: { transcript: situation(i + 1) } }),
      (s) => {
        if (s.status !== 200) return false;
        if ((s.json as { crisis?: unknown }).crisis) crises++;
        return true;
      },
    );
    if (crises) upload.note = `${crises} answer(s) were crisis responses (no token charged)`;
    const usage = await runEndpoint(
      'GET /api/usage',
      () => timed(counter, `${url}/api/usage`, { method: 'GET', token }),
      (s) => s.status === 200,
    );

    const runs = [upload, usage, login];
    console.log(
      table(
        [
          { header: 'request' },
          { header: 'n', align: 'right' },
          { header: 'status' },
          { header: 'DynamoDB calls/request', align: 'right' },
          { header: 'by command (mean per request)' },
          { header: 'p50', align: 'right' },
          { header: 'p95', align: 'right' },
        ],
        runs.map(describe),
      ),
    );
    console.log();
    console.log(
      table(
        [
          { header: 'first call (not in the stats above)' },
          { header: 'DynamoDB calls', align: 'right' },
          { header: 'latency', align: 'right' },
        ],
        runs.map((r) => [r.name, String(total(r.warmUp.calls)), ms(r.warmUp.ms)]),
      ),
    );
    console.log(
      `\n  in-process stack started in ${ms(startMs)}; calls include the authorizer's (same process);` +
        ' login latency is mostly scrypt (deliberately slow)',
    );
    for (const r of runs) if (r.note) console.log(`  note: ${r.name}: ${r.note}`);

    const stopping = stack;
    stack = undefined;
    await stopping.stop();
    const left = javaChildren();
    if (left > 0) throw new Error(`${left} DynamoDB Local process(es) still running after stop()`);
    return { targets: [] };
  } finally {
    await stack?.stop();
    unregisterStack();
    removeDir(dataDir);
    unregisterDir();
  }
}
