import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from './log.ts';
import { countMetric, enableMetrics, METRIC, METRICS_NAMESPACE } from './metrics.ts';
import { observed } from './observe.ts';

// Lambda sets this for on-demand containers; Powertools reports a cold start only there.
vi.hoisted(() => {
  process.env.AWS_LAMBDA_INITIALIZATION_TYPE = 'on-demand';
});

/** Every line the process writes while `run` runs (Powertools writes to stdout/stderr, not console). */
async function capture(run: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const lines: string[] = [];
  const out = process.stdout.write;
  const err = process.stderr.write;
  const keep = (chunk: unknown) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  process.stdout.write = keep as typeof process.stdout.write;
  process.stderr.write = keep as typeof process.stderr.write;
  try {
    await run();
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

function lambdaContext(requestId: string): Context {
  return {
    functionName: 'briefs-upload-text',
    awsRequestId: requestId,
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:briefs-upload-text',
    memoryLimitInMB: '512',
    functionVersion: '$LATEST',
  } as Context;
}

afterEach(() => enableMetrics(false));

describe('observed Lambda entry points', () => {
  it('log every line with level, service, function name, request id and the cold-start marker', async () => {
    const handler = observed(async (event: { n: number }) => {
      log.info('coaching tip given', { n: event.n });
      log.error('token refund failed', { err: new Error('boom') });
      return event.n;
    });
    const first = await capture(() => handler({ n: 1 }, lambdaContext('req-1')));
    const second = await capture(() => handler({ n: 2 }, lambdaContext('req-2')));

    expect(first).toHaveLength(2);
    expect(first[0]).toMatchObject({
      level: 'INFO',
      message: 'coaching tip given',
      service: 'briefs',
      function_name: 'briefs-upload-text',
      function_request_id: 'req-1',
      cold_start: true,
      n: 1,
    });
    expect(first[1]).toMatchObject({ level: 'ERROR', function_request_id: 'req-1', err: { message: 'boom' } });
    expect(second[0]).toMatchObject({ function_request_id: 'req-2', cold_start: false });
  });

  it('write the invocation counters as one embedded-metric line when it ends, even on an error', async () => {
    enableMetrics(true);
    const handler = observed(async () => {
      countMetric(METRIC.coachingTip);
      countMetric(METRIC.coachingTip);
      countMetric(METRIC.crisisAnswer, { name: 'category', value: 'suicide' });
      throw new Error('after the counters');
    });
    const lines = await capture(() => handler({}, lambdaContext('req-3')).catch(() => undefined));
    const emf = lines.filter((line) => '_aws' in line);
    const total = emf.find((line) => !('category' in line));
    const byCategory = emf.find((line) => line.category === 'suicide');
    expect(total).toMatchObject({ service: 'briefs', CoachingTip: [1, 1], CrisisAnswer: 1 });
    expect(byCategory).toMatchObject({ service: 'briefs', CrisisAnswer: 1 });
    type Directive = { Namespace: string; Dimensions: string[][] };
    const directive = (total?._aws as { CloudWatchMetrics?: Directive[] } | undefined)?.CloudWatchMetrics?.[0];
    expect(directive?.Namespace).toBe(METRICS_NAMESPACE);
    expect(directive?.Dimensions).toEqual([['service']]);
  });

  it('write no metrics when they are off (the local stack)', async () => {
    const handler = observed(async () => countMetric(METRIC.tokenRejected));
    expect((await capture(() => handler({}, lambdaContext('req-4')))).filter((line) => '_aws' in line)).toEqual([]);
  });
});
