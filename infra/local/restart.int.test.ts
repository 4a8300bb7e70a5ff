import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './ports.ts';
import { startLocalStack } from './stack.ts';
import { enginesOn, spawnStack, waitForNoEngine } from './test-support/stack-process.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'briefs-restart-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function joinWaitlist(url: string, email: string) {
  const response = await fetch(`${url}/api/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return ((await response.json()) as { status: string }).status;
}

describe('the local stack on disk', () => {
  it('keeps data across a restart, creates the admin once, and stops its java child', async () => {
    const dataDir = tempDir();
    const start = async () =>
      startLocalStack({ port: await freePort(), host: '127.0.0.1', dataDir, env: { LOG_LEVEL: 'error' } });
    const first = await start();
    expect(await joinWaitlist(first.url, 'restart@example.com')).toBe('created');
    expect(statSync(join(dataDir, 'initial-admin.txt')).mode & 0o777).toBe(0o600);
    await first.runtime.keys.load(); // the signing key is made on first use
    expect(statSync(join(dataDir, 'jwt-key.json')).mode & 0o777).toBe(0o600);
    expect(enginesOn(dataDir)).toBe(1);
    await first.stop();
    expect(enginesOn(dataDir)).toBe(0);

    const second = await start();
    try {
      expect(await joinWaitlist(second.url, 'restart@example.com')).toBe('already_waitlisted');
      const admins = await second.runtime.repos.accounts.listByRole('admin', undefined, 10);
      expect(admins.items.map((a) => a.email)).toEqual(['admin@localhost']);
    } finally {
      await second.stop();
    }
  }, 180_000);

  it('after kill -9: no orphaned engine, a second start refuses while one runs, every acknowledged write is back', async () => {
    const dataDir = tempDir();
    const first = await spawnStack(dataDir);
    expect(first.child.exitCode, first.output()).toBeNull();
    // Five, so the writes and the re-check stay within one address's waitlist limit (10 a minute).
    const emails = Array.from({ length: 5 }, (_, i) => `killed-${i}@example.com`);
    const acknowledged = await Promise.all(emails.map((email) => joinWaitlist(first.url, email)));
    expect(acknowledged).toEqual(emails.map(() => 'created'));

    const second = await spawnStack(dataDir);
    expect(await second.exited).toBe(2);
    expect(second.output()).toMatch(/already running on .*Stop it first/);
    expect(enginesOn(dataDir)).toBe(1);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(await waitForNoEngine(dataDir)).toBe(0);

    const third = await spawnStack(dataDir);
    try {
      const again = await Promise.all(emails.map((email) => joinWaitlist(third.url, email)));
      expect(again).toEqual(emails.map(() => 'already_waitlisted'));
      expect(enginesOn(dataDir)).toBe(1);
    } finally {
      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
    }
    expect(await waitForNoEngine(dataDir)).toBe(0);
  }, 180_000);

  it('an uncaught error with no handler leaves no engine behind, and the next start takes over', async () => {
    const dataDir = tempDir();
    const crashed = await spawnStack(dataDir, 'infra/local/test-support/crash-after-start.ts');
    expect(await crashed.exited).not.toBe(0);
    expect(crashed.output()).toMatch(/an error nothing catches/);
    expect(await waitForNoEngine(dataDir)).toBe(0);
    const next = await spawnStack(dataDir);
    try {
      expect(await joinWaitlist(next.url, 'after-crash@example.com')).toBe('created');
    } finally {
      next.child.kill('SIGTERM');
      await next.exited;
    }
  }, 180_000);
});
