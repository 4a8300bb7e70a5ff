import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../ports.ts';

/** The local stack as its own process (`npm start`'s entry), for kill -9 and double-start tests. */
const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface StackProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

export async function spawnStack(dataDir: string, entry = 'infra/local/main.ts'): Promise<StackProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await Promise.race([
    new Promise<void>((resolve) => {
      const check = () => (/running at/.test(text) ? resolve() : setTimeout(check, 100));
      check();
    }),
    exited,
  ]);
  return { child, url: `http://127.0.0.1:${port}`, output: () => text, exited };
}

/** Java processes serving this data folder (no shell: its own command line would match too). */
export function enginesOn(dataDir: string): number {
  const result = spawnSync('pgrep', ['-f', `dbPath ${join(dataDir, 'dynamodb')}`], { encoding: 'utf8' });
  return result.stdout.trim().split('\n').filter(Boolean).length;
}

export async function waitForNoEngine(dataDir: string, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (enginesOn(dataDir) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return enginesOn(dataDir);
}
