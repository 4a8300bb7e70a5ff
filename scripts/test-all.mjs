#!/usr/bin/env node
// `npm test`: every check the project has, in order: lint, typecheck, unit, integration (real
// local stack), CDK (synth + cdk-nag), browser end-to-end. Every layer runs even when an earlier
// one failed, so one run shows everything that is wrong; the exit code is non-zero if any failed.
// Prints one closing line 'N passed, N failed' summed over the test runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'briefs-test-'));
const env = { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label, command, args, extraEnv = {}) {
  console.log(`\n━━ ${label} ━━`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
}

function vitest(project) {
  const out = join(reports, `${project}.json`);
  const ok = run(`${project} tests`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  countVitest(out);
  return ok;
}

function e2e() {
  const out = join(reports, 'e2e.json');
  const ok =
    run('web build', 'npm', ['run', 'build', '-w', '@briefs/web']) &&
    run(
      'browser end-to-end tests',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      },
    );
  countPlaywright(out);
  return ok;
}

const steps = [
  () => run('lint', 'npx', ['biome', 'check', '.']),
  () => run('typecheck', 'npm', ['run', 'typecheck']),
  () => vitest('unit'),
  () => vitest('integration'),
  () => vitest('cdk'),
  e2e,
];

let ok = true;
for (const step of steps) {
  if (!step()) ok = false;
}
console.log(`\n${ok ? 'All checks passed.' : 'A check failed (see above).'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
