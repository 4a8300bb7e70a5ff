import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROUTES, AUTHORIZER_HANDLER, MEDIA_WORKER, routeKey, SCHEDULED_JOBS } from '@briefs/shared';
import { build } from 'esbuild';
import { type ImportTime, importTime } from './import-time.ts';
import { errorText, gzipSize, heading, kb, REPO_ROOT, type SectionResult, table } from './report.ts';

/**
 * 2. Lambda bundles: every function the CDK stack deploys, bundled in memory with the same esbuild
 * settings as infra/lib/handler-function.ts (ESM, node22, minified, AWS SDK left to the runtime,
 * `module` before `main`, the createRequire banner). Source maps are left out of the sizes. Each
 * bundle's import time (a cold start's module loading) and the AWS SDK clients it loads are
 * measured in a fresh Node process (import-time.ts).
 */
const HANDLERS_DIR = join(REPO_ROOT, 'functions', 'src', 'handlers');
const PARALLELISM = 2;
const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

interface Entry {
  handler: string;
  what: string;
}

interface Bundle extends Entry {
  raw: number;
  gzip: number;
  inputs: number;
  /** The largest contributors to the output, by package (node_modules) or source folder. */
  top: Array<[string, number]>;
  ms: number;
  imported: ImportTime;
}

function entries(): Entry[] {
  const list: Entry[] = [
    ...API_ROUTES.map((route) => ({ handler: route.handler, what: routeKey(route) })),
    ...SCHEDULED_JOBS.map((job) => ({ handler: job.handler, what: `schedule ${job.name}` })),
    { handler: AUTHORIZER_HANDLER, what: 'authorizer' },
    { handler: MEDIA_WORKER.handler, what: 'media worker' },
  ];
  // One function per handler module, even if a module served several entries.
  const byHandler = new Map<string, Entry>();
  for (const entry of list) {
    const seen = byHandler.get(entry.handler);
    byHandler.set(entry.handler, seen ? { ...seen, what: `${seen.what}, ${entry.what}` } : entry);
  }
  return [...byHandler.values()];
}

async function bundle(entry: Entry): Promise<Bundle> {
  const file = join(HANDLERS_DIR, `${entry.handler}.ts`);
  if (!existsSync(file)) throw new Error(`functions/src/handlers/${entry.handler}.ts does not exist`);
  const started = performance.now();
  const result = await build({
    entryPoints: [file],
    absWorkingDir: REPO_ROOT,
    bundle: true,
    write: false,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    minify: true,
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*'],
    banner: { js: ESM_REQUIRE_BANNER },
    outfile: 'index.mjs',
    metafile: true,
    logLevel: 'silent',
  });
  const output = result.outputFiles.find((out) => out.path.endsWith('.mjs'));
  const meta = Object.values(result.metafile.outputs)[0];
  if (!output || !meta) throw new Error(`esbuild produced no output for ${entry.handler}`);
  return {
    ...entry,
    raw: output.contents.length,
    gzip: gzipSize(output.contents),
    inputs: Object.keys(result.metafile.inputs).length,
    top: contributors(meta.inputs).slice(0, 2),
    ms: performance.now() - started,
    imported: await importTime(entry.handler, output.contents),
  };
}

/** Bytes in the output per package (`node_modules/<name>`) or per source folder. */
function contributors(inputs: Record<string, { bytesInOutput: number }>): Array<[string, number]> {
  const sizes = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(inputs)) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
    const key = pkg ?? path.split('/').slice(0, -1).slice(0, 3).join('/');
    sizes.set(key, (sizes.get(key) ?? 0) + bytesInOutput);
  }
  return [...sizes.entries()].sort((a, b) => b[1] - a[1]);
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the input order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function benchLambdaBundles(): Promise<SectionResult> {
  heading('2. Lambda bundles (esbuild: esm, node22, minify, external @aws-sdk/*)');
  const list = entries();
  const started = performance.now();
  const failures: string[] = [];
  const bundles = (
    await mapLimited(list, PARALLELISM, (entry) =>
      bundle(entry).catch((error: unknown) => {
        failures.push(`${entry.handler}: ${errorText(error)}`);
        return null;
      }),
    )
  ).filter((b): b is Bundle => b !== null);
  bundles.sort((a, b) => b.raw - a.raw);
  const total = (key: 'raw' | 'gzip') => bundles.reduce((sum, b) => sum + b[key], 0);
  console.log(
    table(
      [
        { header: 'handler' },
        { header: 'raw', align: 'right' },
        { header: 'gzip', align: 'right' },
        { header: 'modules', align: 'right' },
        { header: 'import', align: 'right' },
        { header: 'AWS SDK loaded at import' },
        { header: 'largest inputs (minified bytes)' },
        { header: 'serves' },
      ],
      [
        ...bundles.map((b) => [
          b.handler,
          kb(b.raw),
          kb(b.gzip),
          String(b.inputs),
          `${b.imported.ms.toFixed(0)} ms`,
          b.imported.sdk.join(' ') || 'none',
          b.top.map(([name, bytes]) => `${name} ${(bytes / 1000).toFixed(0)} KB`).join(', '),
          b.what,
        ]),
        null,
        [`total (${bundles.length} functions)`, kb(total('raw')), kb(total('gzip')), '', '', '', '', ''],
      ],
    ),
  );
  const largest = bundles[0];
  console.log(
    `\n  ${bundles.length} bundles in ${((performance.now() - started) / 1000).toFixed(1)} s (${PARALLELISM} at a time)` +
      (largest ? `; largest: ${largest.handler} ${kb(largest.raw)} (gzip ${kb(largest.gzip)})` : ''),
  );
  if (failures.length) throw new Error(`could not bundle:\n    ${failures.join('\n    ')}`);
  return { targets: DYNAMODB_ONLY.map((handler) => dynamoOnly(handler, bundles)) };
}

/** Functions in front of most calls: their import loads the DynamoDB client and no other. */
const DYNAMODB_ONLY = [AUTHORIZER_HANDLER, 'coaching/get-usage'];
const DYNAMODB_CLIENTS = ['client-dynamodb', 'lib-dynamodb'];

function dynamoOnly(handler: string, bundles: readonly Bundle[]) {
  const sdk = bundles.find((b) => b.handler === handler)?.imported.sdk ?? ['(not measured)'];
  const pass = sdk.every((name) => DYNAMODB_CLIENTS.includes(name));
  return { name: `${handler} loads at import`, value: sdk.join(' ') || 'none', target: 'DynamoDB only', pass };
}
