import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { MediaStore } from '@briefs/functions/adapters/media-store';
import { log } from '@briefs/functions/lib/log';
import { batchWriteAll, deleteRequest } from '@briefs/functions/repositories/batch';
import { expiryPartition } from '@briefs/functions/repositories/keys';
import { backfillSearchIndex } from '@briefs/functions/repositories/search-backfill';
import { EXPIRY_INDEX, epochSeconds, type Table } from '@briefs/functions/repositories/table';
import { SCHEDULED_JOBS } from '@briefs/shared';
import { loadHandler } from './handler-loader.ts';

/**
 * Stands in for EventBridge: calls the same scheduled handlers on an interval. Also sweeps items
 * whose TTL passed, because DynamoDB Local keeps them (reads filter them anyway), through the
 * local-only expiry index: no scan, so the sweep costs what is due, not what the table holds.
 */
export function startScheduler(table: Table, media: MediaStore): () => void {
  const timers: NodeJS.Timeout[] = [];
  for (const job of SCHEDULED_JOBS) {
    const run = async () => {
      try {
        const handler = await loadHandler(job.handler);
        await handler({
          source: 'local.scheduler',
          'detail-type': 'Scheduled Event',
          detail: {},
          time: new Date().toISOString(),
        });
      } catch (error) {
        log.error('scheduled job failed', { job: job.name, err: String(error) });
      }
    };
    timers.push(setInterval(run, job.localEverySeconds * 1000).unref());
  }
  // Data from before the admin search existed gets its index entries (once, in the background).
  void backfillSearchIndex(table).catch((error) => log.error('search index backfill failed', { err: String(error) }));
  timers.push(
    setInterval(
      () => void sweepExpired(table).catch((error) => log.error('expiry sweep failed', { err: String(error) })),
      60_000,
    ).unref(),
  );
  // s3rver has no lifecycle rules: abandoned uploads under tmp/ go as the bucket's rule says.
  const sweepUploads = () =>
    void sweepAbandonedUploads(media).catch((error) => log.error('upload sweep failed', { err: String(error) }));
  sweepUploads();
  timers.push(setInterval(sweepUploads, 3600_000).unref());
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}

const SWEEP_FIRST_LOOKBACK_DAYS = 30;
const SWEEP_PAGE = 100;
const DAY_SECONDS = 86_400;
const sweepState = new WeakMap<Table, { running: boolean; fromDay: number | null }>();

/**
 * Deletes items whose TTL passed. It queries the local-only expiry index (one partition per day:
 * only due items are read), never scans, pages in small batches, and one sweep runs at a time per
 * table. The first sweep looks back 30 days; later ones start from the day the previous one reached.
 */
export async function sweepExpired(table: Table, now: Date = new Date()): Promise<number> {
  const state = sweepState.get(table) ?? { running: false, fromDay: null };
  sweepState.set(table, state);
  if (state.running) return 0;
  state.running = true;
  const nowSeconds = epochSeconds(now);
  const today = Math.floor(nowSeconds / DAY_SECONDS);
  let removed = 0;
  try {
    for (let day = state.fromDay ?? today - SWEEP_FIRST_LOOKBACK_DAYS; day <= today; day++) {
      removed += await sweepDay(table, expiryPartition(day * DAY_SECONDS), nowSeconds);
    }
    // Yesterday again next time: a late writer may still add an item that expired then.
    state.fromDay = today - 1;
  } finally {
    state.running = false;
  }
  return removed;
}

async function sweepDay(table: Table, partition: string, nowSeconds: number): Promise<number> {
  let removed = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.db.send(
      new QueryCommand({
        TableName: table.name,
        IndexName: EXPIRY_INDEX,
        KeyConditionExpression: 'gsi3pk = :day AND gsi3sk <= :now',
        ExpressionAttributeValues: { ':day': partition, ':now': String(nowSeconds).padStart(12, '0') },
        ExclusiveStartKey: startKey,
        Limit: SWEEP_PAGE,
      }),
    );
    const keys = (page.Items ?? []).map((item) => ({ pk: item.pk, sk: item.sk }));
    await batchWriteAll(table, keys.map(deleteRequest));
    removed += keys.length;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return removed;
}

/** The bucket's lifecycle rule on tmp/ (infra/lib/storage.ts): one day. */
export const ABANDONED_UPLOAD_MS = 86_400_000;

/**
 * Stands in for that rule locally: presigned uploads nobody submitted, and any other scratch
 * object under tmp/, are deleted once a day old. Returns how many went.
 */
export async function sweepAbandonedUploads(
  media: MediaStore,
  now: Date = new Date(),
  under = 'tmp/',
): Promise<number> {
  if (!under.startsWith('tmp/')) throw new Error('only tmp/ holds abandoned uploads');
  return media.deletePrefix(under, new Date(now.getTime() - ABANDONED_UPLOAD_MS));
}
