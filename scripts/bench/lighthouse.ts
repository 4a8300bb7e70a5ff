import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchStack } from './bench-stack.ts';
import { removeDir } from './cleanup.ts';
import { heading, loadNow, type SectionResult, table, verdict } from './report.ts';

/**
 * 6. Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on the public pages and /app
 * against the local server (compressed like CloudFront). Lighthouse is not a project dependency: it
 * runs through `npx --yes lighthouse@<pinned>` with Debian's Chromium (CHROMIUM_PATH to change it).
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const ROUTES = ['/', '/login', '/privacy', '/app'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

function runLighthouse(url: string, out: string): Report {
  const result = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { encoding: 'utf8', timeout: 240_000, env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  if (result.status !== 0)
    throw new Error(`lighthouse exited ${result.status ?? result.signal}: ${result.stderr.slice(-400)}`);
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

export async function benchLighthouse(): Promise<SectionResult> {
  heading(`6. Lighthouse mobile (${LIGHTHOUSE} via npx, ${CHROMIUM}) against the local server`);
  const { stack, stop } = await startBenchStack('lighthouse');
  const dir = mkdtempSync(join(tmpdir(), 'briefs-lighthouse-'));
  const rows: string[][] = [];
  const targets = [];
  try {
    for (const route of ROUTES) {
      const report = runLighthouse(`${stack.url}${route}`, join(dir, 'report.json'));
      const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
      const lcp = (report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000;
      const fcp = (report.audits['first-contentful-paint']?.numericValue ?? Number.NaN) / 1000;
      const tbt = report.audits['total-blocking-time']?.numericValue ?? Number.NaN;
      const [perf, a11y, bp, seo] = ['performance', 'accessibility', 'best-practices', 'seo'].map(score);
      rows.push([
        route,
        String(perf),
        `${fcp.toFixed(1)} s`,
        `${lcp.toFixed(1)} s`,
        `${Math.round(tbt)} ms`,
        String(a11y),
        String(bp),
        String(seo),
        loadNow(),
      ]);
      if (route === '/') {
        targets.push(
          { name: 'Lighthouse / performance', value: String(perf), target: '≥ 97', pass: (perf ?? 0) >= 97 },
          { name: 'Lighthouse / LCP', value: `${lcp.toFixed(2)} s`, target: '≤ 1.8 s', pass: lcp <= 1.8 },
        );
      }
      targets.push({
        name: `Lighthouse ${route} a11y / best practices / SEO`,
        value: `${a11y} / ${bp} / ${seo}`,
        target: '100 / 100 / 100',
        pass: a11y === 100 && bp === 100 && seo === 100,
      });
    }
  } finally {
    removeDir(dir);
    await stop();
  }
  console.log(
    table(
      [
        { header: 'route' },
        { header: 'perf', align: 'right' },
        { header: 'FCP', align: 'right' },
        { header: 'LCP', align: 'right' },
        { header: 'TBT', align: 'right' },
        { header: 'a11y', align: 'right' },
        { header: 'best pr.', align: 'right' },
        { header: 'SEO', align: 'right' },
        { header: 'machine' },
      ],
      rows,
    ),
  );
  console.log('\n  /app without a session goes to /login (the guard), as a first visit would.');
  console.log(`  ${targets.map((t) => `${t.name} ${verdict(t.pass)}`).join('; ')}`);
  return { targets };
}
