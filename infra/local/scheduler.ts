import { DeleteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { log } from '@briefs/functions/lib/log';
import type { Table } from '@briefs/functions/repositories/table';
import { SCHEDULED_JOBS } from '@briefs/shared';
import { loadHandler } from './handler-loader.ts';

/**
 * Stands in for EventBridge: calls the same scheduled handlers on an interval. Also sweeps items
 * whose TTL passed, because DynamoDB Local keeps them (reads filter them anyway). The sweep scans,
 * which is fine here: it is a background job, never a request path.
 */
export function startScheduler(table: Table): () => void {
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
  timers.push(setInterval(() => void sweepExpired(table), 60_000).unref());
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}

export async function sweepExpired(table: Table, now: Date = new Date()): Promise<number> {
  let removed = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.db.send(
      new ScanCommand({
        TableName: table.name,
        FilterExpression: 'expiresAt < :now',
        ExpressionAttributeValues: { ':now': Math.floor(now.getTime() / 1000) },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      await table.db.send(new DeleteCommand({ TableName: table.name, Key: { pk: item.pk, sk: item.sk } }));
      removed += 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return removed;
}
