import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchStack } from './bench-stack.ts';
import { removeDir } from './cleanup.ts';
import { heading, loadNow, type SectionResult, table, verdict } from './report.ts';
import { ensureWebBuild } from './web-bundle.ts';

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

/**
 * Runs Lighthouse as a child process without blocking this one: the local stack it measures serves
 * from this process's event loop (a synchronous spawn left every page request unanswered).
 */
function runLighthouse(url: string, out: string): Promise<Report> {
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { env: { ...process.env, CHROME_PATH: CHROMIUM } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), 240_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`lighthouse exited ${code ?? signal}: ${stderr.slice(-400)}`));
      else resolve(JSON.parse(readFileSync(out, 'utf8')) as Report);
    });
  });
}

export async function benchLighthouse(): Promise<SectionResult> {
  heading(`6. Lighthouse mobile (${LIGHTHOUSE} via npx, ${CHROMIUM}) against the local server`);
  ensureWebBuild();
  const { stack, stop } = await startBenchStack('lighthouse');
  const dir = mkdtempSync(join(tmpdir(), 'briefs-lighthouse-'));
  const rows: string[][] = [];
  const targets = [];
  try {
    for (const route of ROUTES) {
      const report = await runLighthouse(`${stack.url}${route}`, join(dir, 'report.json'));
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
