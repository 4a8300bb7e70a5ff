import { describe, expect, it } from 'vitest';
import { summarizeError, withoutPaths } from './error-summary.ts';

describe('error summaries for logs', () => {
  it('keeps name, message and one frame, without absolute paths or the full stack', () => {
    const error = new Error('ENOENT: no such file, open /work/secret/place/.data/jwt-key.json');
    error.stack = [
      'Error: ENOENT: no such file, open /work/secret/place/.data/jwt-key.json',
      '    at readKey (/work/secret/place/functions/src/auth/signing-keys.ts:40:11)',
      '    at load (file:///home/me/app/functions/src/runtime.ts:12:3)',
      '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
    ].join('\n');
    const summary = summarizeError(error);
    expect(summary).toEqual({
      name: 'Error',
      message: 'ENOENT: no such file, open jwt-key.json',
      at: 'readKey (signing-keys.ts:40:11)',
    });
    expect(JSON.stringify(summary)).not.toMatch(/\/work|\/home|runtime\.ts|node:internal/);
  });

  it('summarises thrown non-errors and strips Windows and file URLs too', () => {
    expect(summarizeError('plain')).toEqual({ name: 'NonError', message: 'plain' });
    expect(withoutPaths('at C:\\app\\x.ts and file:///srv/app/y.js:1:2')).toBe('at x.ts and y.js:1:2');
    expect(withoutPaths('PUT /api/admin/users/{id} in /srv/app/shared/src/routes.ts')).toBe(
      'PUT /api/admin/users/{id} in routes.ts',
    );
  });
});

describe('error log lines', () => {
  it('never carry a full stack or an absolute path, whatever the call site passes', async () => {
    const { log } = await import('./log.ts');
    const lines: string[] = [];
    const original = process.stderr.write;
    process.stderr.write = ((line: string) => lines.push(line) > 0) as typeof process.stderr.write;
    try {
      const error = new Error('boom in /srv/app/functions/src/x.ts');
      log.error('unhandled error', { err: error, detail: String(error.stack) });
    } finally {
      process.stderr.write = original;
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/\/srv\/|\\n\s+at /);
    expect(JSON.parse(lines[0]!).err.message).toBe('boom in x.ts');
  });
});
