import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../infra/local/ports.ts';
import { type LocalStack, startLocalStack } from '../../infra/local/stack.ts';
import { onCleanup, removeDir } from './cleanup.ts';
import { BENCH_ADMIN } from './stack-start.ts';

/** An in-process local stack (in-memory DynamoDB Local) for a section, stopped by `stop()` or the cleanups. */
export async function startBenchStack(label: string): Promise<{ stack: LocalStack; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `briefs-bench-${label}-`));
  let stack: LocalStack | undefined;
  const stop = async () => {
    const running = stack;
    stack = undefined;
    await running?.stop();
    removeDir(dataDir);
  };
  const unregister = onCleanup(`${label} stack`, stop);
  const log = console.log;
  console.log = () => {}; // the stack announces the admin it creates
  try {
    // On a busy machine Java can miss the stack's 30 s start window; try again before giving up.
    for (let attempt = 1; !stack; attempt++) {
      try {
        stack = await startLocalStack({
          port: await freePort(),
          host: '127.0.0.1',
          dataDir,
          env: { LOG_LEVEL: 'warn' },
          admin: BENCH_ADMIN,
          inMemoryDb: true,
        });
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  } finally {
    console.log = log;
  }
  return {
    stack,
    stop: async () => {
      unregister();
      await stop();
    },
  };
}

/** Signs in (admin or member) and returns the token. */
export async function tokenFor(url: string, path: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`${path} answered ${response.status}`);
  return body.token;
}
