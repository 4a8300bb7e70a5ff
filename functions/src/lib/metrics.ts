import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { SERVICE_NAME } from './log.ts';

/**
 * Counters the operator watches, as CloudWatch embedded metric format lines (Powertools Metrics):
 * no API call, CloudWatch reads them from the log. Every metric carries the `service` dimension;
 * some also one more (a crisis category, a token pool, a job kind), emitted as a second series so
 * the total stays one metric for the alarms. The CDK stack's alarms and dashboard name the same
 * constants. Locally metrics are off (`METRICS=off`, the default): the local stack has no
 * CloudWatch to read them.
 */
export const METRICS_NAMESPACE = 'Briefs';
export const METRIC = {
  coachingTip: 'CoachingTip',
  checkIn: 'CheckIn',
  crisisAnswer: 'CrisisAnswer',
  engineFallback: 'EngineFallback',
  bedrockFailure: 'BedrockFailure',
  tokensExhausted: 'TokensExhausted',
  tokenRejected: 'TokenRejected',
  signInLocked: 'SignInLocked',
  mediaJobFailed: 'MediaJobFailed',
  mediaJobStuck: 'MediaJobStuck',
} as const;
export type MetricName = (typeof METRIC)[keyof typeof METRIC];

const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE_NAME });
let enabled = false;

export function enableMetrics(on: boolean): void {
  enabled = on;
}

/** Counts one event; `dimension` also counts it in that dimension's series (never user text). */
export function countMetric(name: MetricName, dimension?: { name: string; value: string }): void {
  if (!enabled) return;
  metrics.addMetric(name, MetricUnit.Count, 1);
  if (dimension) {
    const single = metrics.singleMetric();
    single.addDimension(dimension.name, dimension.value);
    single.addMetric(name, MetricUnit.Count, 1);
  }
}

/** Writes the invocation's counters; called once at the end of every invocation. */
export function flushMetrics(): void {
  if (enabled && metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}
