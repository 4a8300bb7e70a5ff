import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './ports.ts';
import { startLocalStack } from './stack.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'briefs-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function javaProcessesFor(dir: string): number {
  // No shell: a shell's own command line would match the pattern too.
  const result = spawnSync('pgrep', ['-f', `dbPath ${join(dir, 'dynamodb')}`], { encoding: 'utf8' });
  return result.stdout.trim().split('\n').filter(Boolean).length;
}

async function start() {
  return startLocalStack({ port: await freePort(), host: '127.0.0.1', dataDir, env: { LOG_LEVEL: 'error' } });
}

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
    const first = await start();
    expect(await joinWaitlist(first.url, 'restart@example.com')).toBe('created');
    expect(statSync(join(dataDir, 'initial-admin.txt')).mode & 0o777).toBe(0o600);
    await first.runtime.keys.load(); // the signing key is made on first use
    expect(statSync(join(dataDir, 'jwt-key.json')).mode & 0o777).toBe(0o600);
    expect(javaProcessesFor(dataDir)).toBe(1);
    await first.stop();
    expect(javaProcessesFor(dataDir)).toBe(0);

    const second = await start();
    try {
      expect(await joinWaitlist(second.url, 'restart@example.com')).toBe('already_waitlisted');
      const admins = await second.runtime.repos.accounts.listByRole('admin', undefined, 10);
      expect(admins.items.map((a) => a.email)).toEqual(['admin@localhost']);
    } finally {
      await second.stop();
    }
  });
});
