import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSize, heading, kb, REPO_ROOT, type SectionResult, table, verdict } from './report.ts';

/**
 * 1. Web bundle: builds the SPA, then weighs what the first page load fetches (what index.html
 * references, plus anything those scripts import statically) and the largest lazily loaded chunks.
 */
const DIST = join(REPO_ROOT, 'web', 'dist');
const INITIAL_JS_TARGET_BYTES = 150 * 1000;
const LAZY_SHOWN = 8;

type Source = 'document' | 'entry script' | 'modulepreload' | 'stylesheet' | 'static import' | 'lazy';

interface Asset {
  file: string;
  source: Source;
  raw: number;
  gzip: number;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);
}

/** Site-absolute or relative URL in index.html → path under dist/ (external URLs are skipped). */
function distPath(url: string): string | null {
  if (/^[a-z]+:|^\/\//i.test(url)) return null;
  return posix.normalize(url.split(/[?#]/)[0]?.replace(/^\//, '') ?? '');
}

/** What index.html makes the browser fetch up front. */
function referencedByHtml(html: string): Array<{ file: string; source: Source }> {
  const found: Array<{ file: string; source: Source }> = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    const file = src ? distPath(src) : null;
    if (file) found.push({ file, source: 'entry script' });
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const href = attribute(tag, 'href');
    const file = href ? distPath(href) : null;
    if (!file) continue;
    if (rel === 'modulepreload') found.push({ file, source: 'modulepreload' });
    else if (rel === 'stylesheet') found.push({ file, source: 'stylesheet' });
  }
  return found;
}

/** Static `import … from "./x.js"` / `import "./x.js"` of a built chunk (not dynamic `import()`). */
function staticImports(file: string, code: string): string[] {
  const dir = posix.dirname(file);
  return [...code.matchAll(/\b(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) =>
    posix.join(dir, m[1] ?? ''),
  );
}

function weigh(file: string, source: Source): Asset {
  const content = readFileSync(join(DIST, file));
  return { file, source, raw: content.length, gzip: gzipSize(content) };
}

let webBuilt = false;

/**
 * Builds web/dist once per bench run. Every section that reads or serves the site calls it: a
 * section run alone (BENCH_ONLY) would otherwise measure whatever build was left on disk.
 */
export function ensureWebBuild(): void {
  if (webBuilt) return;
  buildWeb();
  webBuilt = true;
}

function buildWeb(): void {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', '@briefs/web'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-20).join('\n');
    throw new Error(`web build failed (exit ${result.status ?? result.signal}):\n${output}`);
  }
  console.log(
    `  built web/dist with \`npm run build -w @briefs/web\` in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

export function benchWebBundle(): SectionResult {
  heading('1. Web bundle (web/dist, gzip = node:zlib gzipSync default level)');
  ensureWebBuild();
  const indexFile = join(DIST, 'index.html');
  if (!existsSync(indexFile)) throw new Error('web/dist/index.html is missing after the build');
  const html = readFileSync(indexFile, 'utf8');

  const initial = new Map<string, Asset>([['index.html', weigh('index.html', 'document')]]);
  const queue = referencedByHtml(html);
  if (!queue.some((entry) => entry.source === 'entry script')) throw new Error('index.html references no script');
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (initial.has(next.file)) continue;
    if (!existsSync(join(DIST, next.file))) throw new Error(`index.html references ${next.file}, not in web/dist`);
    initial.set(next.file, weigh(next.file, next.source));
    if (next.file.endsWith('.js')) {
      const code = readFileSync(join(DIST, next.file), 'utf8');
      for (const file of staticImports(next.file, code)) queue.push({ file, source: 'static import' });
    }
  }

  const assets = [...initial.values()];
  const js = assets.filter((a) => a.file.endsWith('.js'));
  const css = assets.filter((a) => a.file.endsWith('.css'));
  const sum = (list: Asset[], key: 'raw' | 'gzip') => list.reduce((total, a) => total + a[key], 0);
  const row = (a: Asset) => [a.file, a.source, kb(a.raw), kb(a.gzip)];
  const columns = [
    { header: 'initial file' },
    { header: 'referenced as' },
    { header: 'raw', align: 'right' as const },
    { header: 'gzip', align: 'right' as const },
  ];
  console.log();
  console.log(
    table(columns, [
      ...assets.map(row),
      null,
      ['initial JS', `${js.length} files`, kb(sum(js, 'raw')), kb(sum(js, 'gzip'))],
      ['initial CSS', `${css.length} files`, kb(sum(css, 'raw')), kb(sum(css, 'gzip'))],
      ['all initial', `${assets.length} files`, kb(sum(assets, 'raw')), kb(sum(assets, 'gzip'))],
    ]),
  );
  const untracked = assets.filter((a) => a.source === 'static import');
  if (untracked.length) {
    console.log(`\n  note: ${untracked.length} statically imported chunk(s) had no modulepreload link in index.html`);
  }

  const assetsDir = join(DIST, 'assets');
  const lazy = readdirSync(assetsDir)
    .map((name) => posix.join('assets', name))
    .filter((file) => /\.(js|css)$/.test(file) && !initial.has(file))
    .map((file) => weigh(file, 'lazy'))
    .sort((a, b) => b.gzip - a.gzip);
  const lazyJs = lazy.filter((a) => a.file.endsWith('.js'));
  console.log();
  console.log(
    table(
      [
        { header: `largest lazy chunks (${LAZY_SHOWN} of ${lazy.length})` },
        { header: 'raw', align: 'right' },
        { header: 'gzip', align: 'right' },
      ],
      [
        ...lazy.slice(0, LAZY_SHOWN).map((a) => [a.file, kb(a.raw), kb(a.gzip)]),
        null,
        [`all lazy JS (${lazyJs.length} files)`, kb(sum(lazyJs, 'raw')), kb(sum(lazyJs, 'gzip'))],
      ],
    ),
  );

  const initialJsGzip = sum(js, 'gzip');
  const pass = initialJsGzip < INITIAL_JS_TARGET_BYTES;
  console.log(
    `\n  initial JS gzip: ${(initialJsGzip / 1000).toFixed(1)} KB (target < ${INITIAL_JS_TARGET_BYTES / 1000} KB) ${verdict(pass)}`,
  );
  return {
    targets: [
      { name: 'initial JS gzip', value: kb(initialJsGzip), target: `< ${INITIAL_JS_TARGET_BYTES / 1000} KB`, pass },
    ],
  };
}
