import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { epochSeconds, expiryAttributes, type Table } from '@briefs/functions/repositories/table';
import { describe, expect, it } from 'vitest';
import { ABANDONED_UPLOAD_MS, sweepAbandonedUploads, sweepExpired } from './scheduler.ts';
import { testRuntime } from './test-support/seed.ts';

describe('the local expiry sweep', () => {
  it('deletes due items found through the expiry index, keeps the rest, and never scans', async () => {
    const { table } = testRuntime();
    const recorder = recordCommands(table);
    const now = new Date();
    const nowSec = epochSeconds(now);
    const key = (name: string) => ({ pk: `SWEEPTEST#${name}#${nowSec}`, sk: 'ITEM' });
    const put = (name: string, item: Record<string, unknown>) =>
      table.db.send(new PutCommand({ TableName: table.name, Item: { ...key(name), ...item } }));
    await put('due-today', expiryAttributes(nowSec - 5));
    await put('due-days-ago', expiryAttributes(nowSec - 3 * 86_400));
    await put('not-yet', expiryAttributes(nowSec + 600));
    await put('never', { note: 'no expiry' });

    recorder.take();
    expect(await sweepExpired(table, now)).toBeGreaterThanOrEqual(2);
    const commands = recorder.take();
    expect(commands).not.toContain('ScanCommand');
    expect(commands).toContain('QueryCommand');

    const exists = async (name: string) =>
      Boolean((await table.db.send(new GetCommand({ TableName: table.name, Key: key(name) }))).Item);
    expect(await exists('due-today')).toBe(false);
    expect(await exists('due-days-ago')).toBe(false);
    expect(await exists('not-yet')).toBe(true);
    expect(await exists('never')).toBe(true);

    // A later sweep starts from yesterday, not 30 days back.
    await sweepExpired(table, now);
    expect(recorder.take().filter((c) => c === 'QueryCommand')).toHaveLength(2);
  });
});

describe('the local sweep of abandoned uploads', () => {
  it('deletes tmp/ objects once a day old, as the bucket rule does, and nothing else', async () => {
    const { media } = testRuntime();
    const stamp = Date.now().toString(36);
    const abandoned = `tmp/video/sweep-${stamp}/abandoned`;
    const kept = `vent/sweep-${stamp}/note`;
    await media.put(abandoned, Buffer.from('half a video'), 'application/octet-stream');
    await media.put(kept, Buffer.from('a vent note'), 'audio/webm');

    // Not yet a day old: it stays.
    await sweepAbandonedUploads(media);
    expect(await media.size(abandoned)).not.toBeNull();

    // A day later (the clock moved, not the file) it goes. Only this test's own folder is swept
    // that way: other test files share the stack and its uploads in flight.
    const dayLater = new Date(Date.now() + ABANDONED_UPLOAD_MS + 60_000);
    expect(await sweepAbandonedUploads(media, dayLater, `tmp/video/sweep-${stamp}/`)).toBe(1);
    expect(await media.size(abandoned)).toBeNull();
    await expect(sweepAbandonedUploads(media, dayLater, 'vent/')).rejects.toThrow();
    expect(await media.size(kept)).not.toBeNull();
    await media.delete(kept);
  });
});

/** Records the DynamoDB commands the table's clients send. */
function recordCommands(table: Table): { take: () => string[] } {
  let commands: string[] = [];
  table.onCommand((name) => commands.push(name));
  return {
    take: () => {
      const taken = commands;
      commands = [];
      return taken;
    },
  };
}
