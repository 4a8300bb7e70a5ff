import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { median, REPO_ROOT } from './report.ts';

/**
 * How long a cold start spends importing a function's bundle, and which AWS SDK clients that
 * import loads: the bundle is written under node_modules (so the `@aws-sdk/*` it leaves out
 * resolves as the Lambda runtime's would) and imported by a fresh Node process, `RUNS` times.
 */
const RUNS = 3;
const DIR = join(REPO_ROOT, 'node_modules', '.cache', 'briefs-bench-lambdas');
const run = promisify(execFile);

// Runs inside the child: import the bundle, then list the SDK packages now in the CommonJS cache.
const PROBE = `
const file = process.argv[1];
const started = performance.now();
await import(file);
const ms = performance.now() - started;
const { createRequire } = await import('node:module');
const loaded = Object.keys(createRequire(import.meta.url).cache)
  .map((path) => /node_modules\\/@aws-sdk\\/((?:client|lib)-[^/]+|s3-request-presigner)\\//.exec(path)?.[1])
  .filter(Boolean);
console.log(JSON.stringify({ ms, sdk: [...new Set(loaded)].sort() }));
`;

export interface ImportTime {
  ms: number;
  /** AWS SDK clients loaded by the import alone (`client-dynamodb`, `lib-dynamodb`, …). */
  sdk: string[];
}

export async function importTime(name: string, code: Uint8Array): Promise<ImportTime> {
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, `${name.replaceAll('/', '-')}.mjs`);
  writeFileSync(file, code);
  const samples: ImportTime[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', PROBE, file], { cwd: DIR });
    samples.push(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ImportTime);
  }
  return { ms: median(samples.map((s) => s.ms)), sdk: samples[0]?.sdk ?? [] };
}
