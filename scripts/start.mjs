#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed since the last build, then runs the
// local stack (infra/local/main.ts). Signals are forwarded so Ctrl-C stops every child.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const builtAt = newestMtime(join(root, 'web/dist/index.html'));
const sourcesAt = Math.max(
  newestMtime(join(root, 'web/src')),
  newestMtime(join(root, 'web/index.html')),
  newestMtime(join(root, 'web/public')),
  newestMtime(join(root, 'shared/src')),
);
if (sourcesAt > builtAt) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@briefs/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const child = spawn(
  process.execPath,
  ['--import', 'tsx', 'infra/local/main.ts'],
  // Node 20 works; the SDK's notice about its future Node 22 floor is noise for local runs.
  { cwd: root, stdio: 'inherit', env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...process.env } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
