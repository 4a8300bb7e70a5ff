import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../infra/local/ports.ts';
import { onCleanup, removeDir } from './cleanup.ts';
import { heading, ms, REPO_ROOT, type SectionResult, sleep, table, verdict } from './report.ts';

/**
 * 3. Local stack start: `node --import tsx infra/local/main.ts` twice on one temporary DATA_DIR.
 * The first start creates the tables and the admin ("cold"), the second reuses them ("warm").
 * Measured from spawn until GET /api/health answers 200; then SIGTERM and wait for the exit.
 */
const WARM_TARGET_MS = 10_000;
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;
const POLL_MS = 50;

export const BENCH_ADMIN = { email: 'bench@example.com', password: 'Bench#Pass1234' };

interface JavaProcess {
  pid: number;
  command: string;
}

/** DynamoDB Local JVMs on this machine (`pgrep -af DynamoDBLocal`); others' stacks included. */
export function dynamoDbLocalProcesses(): JavaProcess[] {
  try {
    return execFileSync('pgrep', ['-af', 'DynamoDBLocal'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [pid = '', ...rest] = line.split(' ');
        return { pid: Number(pid), command: rest.join(' ') };
      });
  } catch (error) {
    // pgrep exits 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

interface StartRun {
  label: string;
  readyMs: number;
  selfReportedMs: number | null;
  stopMs: number;
  javaBefore: number;
  javaAfter: number;
  leftOver: number;
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

function exitOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function stopChild(child: ChildProcess): Promise<number> {
  const started = performance.now();
  if (child.exitCode !== null || child.signalCode !== null) return 0;
  const exited = exitOf(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
  return performance.now() - started;
}

/** Kills DynamoDB Local JVMs that belong to `dataDir` (ours only) and says how many there were. */
function killLeftOverJava(dataDir: string): number {
  const ours = dynamoDbLocalProcesses().filter((p) => p.command.includes(dataDir));
  for (const p of ours) {
    try {
      process.kill(p.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  return ours.length;
}

async function startOnce(label: string, dataDir: string): Promise<StartRun> {
  const port = await freePort();
  const javaBefore = dynamoDbLocalProcesses().length;
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const unregister = onCleanup(`${label} stack`, async () => {
    await stopChild(child);
    killLeftOverJava(dataDir);
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    const url = `http://127.0.0.1:${port}/api/health`;
    let readyMs: number | null = null;
    while (performance.now() - started < READY_TIMEOUT_MS) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the ${label} stack exited (${child.exitCode ?? child.signalCode}):\n${output.slice(-1500)}`);
      }
      if (await healthy(url)) {
        readyMs = performance.now() - started;
        break;
      }
      await sleep(POLL_MS);
    }
    if (readyMs === null) throw new Error(`the ${label} stack was not healthy within ${READY_TIMEOUT_MS} ms`);
    const stopMs = await stopChild(child);
    await sleep(200);
    const leftOver = killLeftOverJava(dataDir);
    const selfReported = /ready in (\d+) ms/.exec(output)?.[1];
    return {
      label,
      readyMs,
      selfReportedMs: selfReported ? Number(selfReported) : null,
      stopMs,
      javaBefore,
      javaAfter: dynamoDbLocalProcesses().length,
      leftOver,
    };
  } finally {
    await stopChild(child);
    unregister();
  }
}

export async function benchStackStart(): Promise<SectionResult> {
  heading('3. Local stack start (node --import tsx infra/local/main.ts, spawn → GET /api/health 200)');
  const dataDir = mkdtempSync(join(tmpdir(), 'briefs-bench-start-'));
  const unregister = onCleanup('start data dir', () => removeDir(dataDir));
  try {
    const cold = await startOnce('cold', dataDir);
    const warm = await startOnce('warm', dataDir);
    const runs = [cold, warm];
    console.log(
      table(
        [
          { header: 'start' },
          { header: 'until healthy', align: 'right' },
          { header: 'self-reported', align: 'right' },
          { header: 'SIGTERM → exit', align: 'right' },
          { header: 'DynamoDBLocal before/after', align: 'right' },
          { header: 'ours left', align: 'right' },
        ],
        runs.map((r) => [
          r.label === 'cold' ? 'cold (creates tables, admin)' : 'warm (reuses the data)',
          ms(r.readyMs),
          r.selfReportedMs === null ? '-' : ms(r.selfReportedMs),
          ms(r.stopMs),
          `${r.javaBefore}/${r.javaAfter}`,
          String(r.leftOver),
        ]),
      ),
    );
    console.log(`\n  data dir: ${dataDir} (removed afterwards); "self-reported" is main.ts's own "ready in" figure`);
    const pass = warm.readyMs < WARM_TARGET_MS;
    console.log(`  warm start: ${ms(warm.readyMs)} (target < ${WARM_TARGET_MS / 1000} s) ${verdict(pass)}`);
    const leaked = runs.reduce((sum, r) => sum + r.leftOver, 0);
    if (leaked > 0) throw new Error(`${leaked} DynamoDB Local process(es) outlived their stack (killed now)`);
    return {
      targets: [
        { name: 'local stack warm start', value: ms(warm.readyMs), target: `< ${WARM_TARGET_MS / 1000} s`, pass },
      ],
    };
  } finally {
    removeDir(dataDir);
    unregister();
  }
}
