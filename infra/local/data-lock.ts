import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One stack per data folder: two DynamoDB Local engines on the same files would corrupt them.
 * `stack.lock` holds the owner's pid and its engine's pid. A live owner makes a second start
 * refuse with a clear message; a dead owner's lock is taken over, after stopping any engine it
 * left behind (its watchdog normally stops it, but a lock must not depend on that).
 */
export class DataDirInUseError extends Error {}

interface LockContent {
  pid: number;
  enginePid?: number;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's command line, to be sure a recorded engine pid was not reused by something else. */
function commandLine(pid: number): string {
  const result = spawnSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' });
  return result.stdout ?? '';
}

function readLock(file: string): LockContent | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as LockContent;
    return typeof value.pid === 'number' ? value : null;
  } catch {
    return null;
  }
}

export interface DataLock {
  recordEngine(enginePid: number | undefined): void;
  release(): void;
}

export function acquireDataLock(dataDir: string): DataLock {
  const file = join(dataDir, 'stack.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid }));
      closeSync(fd);
      return {
        recordEngine(enginePid) {
          writeFileSync(file, JSON.stringify({ pid: process.pid, enginePid }), { mode: 0o600 });
        },
        release() {
          if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const held = readLock(file);
    if (held && held.pid !== process.pid && alive(held.pid)) {
      throw new DataDirInUseError(
        `Another B.R.I.E.F.S stack (process ${held.pid}) is already running on ${dataDir}. ` +
          'Stop it first (Ctrl-C in its terminal), or start this one with another DATA_DIR.',
      );
    }
    if (held?.enginePid && alive(held.enginePid) && commandLine(held.enginePid).includes('DynamoDBLocal.jar')) {
      process.kill(held.enginePid, 'SIGKILL');
      const deadline = Date.now() + 5000;
      while (alive(held.enginePid) && Date.now() < deadline) spawnSync('sleep', ['0.1']);
    }
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(`Could not take the lock on ${dataDir}; another start is racing this one.`);
}
