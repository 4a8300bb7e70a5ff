import { SERVICE_NAME } from '@briefs/functions/lib/log';
import { METRIC, METRICS_NAMESPACE, type MetricName } from '@briefs/functions/lib/metrics';
import { CfnCondition, type CfnResource, Duration, Fn, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Subscription, SubscriptionProtocol, Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { constructIdFor } from './handler-function.ts';

export interface MonitoringProps {
  httpApi: IHttpApi;
  table: ITable;
  /** Every function of the stack, by a readable name (route key, job, worker). */
  functions: ReadonlyMap<string, IFunction>;
  mediaWorker: IFunction;
  /** Where alarm notifications go; empty means the topic gets no subscriber (add one later). */
  alarmEmail: string;
}

const FIVE_MINUTES = Duration.minutes(5);

/** One of the app's own counters (functions/src/lib/metrics.ts), summed over five minutes. */
export function appMetric(name: MetricName, label?: string): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: SERVICE_NAME },
    statistic: 'Sum',
    period: FIVE_MINUTES,
    label,
  });
}

/**
 * What the operator is told about: an SNS topic (email from the AlarmEmail parameter), an alarm
 * for each failure that users would otherwise report first, and one dashboard. Thresholds are
 * chosen so that a single broken deploy alarms within ten minutes while one odd request does not.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'B.R.I.E.F.S alarms', enforceSSL: true });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry alarm names and numbers, never user data; CloudWatch alarms cannot publish to a topic encrypted with the AWS managed SNS key.',
    });
    const subscription = new Subscription(this, 'AlarmEmail', {
      topic: this.topic,
      protocol: SubscriptionProtocol.EMAIL,
      endpoint: props.alarmEmail,
    });
    // Deployable without an address: the subscription exists only when AlarmEmail is set.
    const hasEmail = new CfnCondition(this, 'HasAlarmEmail', {
      expression: Fn.conditionNot(Fn.conditionEquals(props.alarmEmail, '')),
    });
    (subscription.node.defaultChild as CfnResource).cfnOptions.condition = hasEmail;

    const api5xxRate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: {
        errors: props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }),
        requests: props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' }),
      },
      label: 'API 5xx %',
      period: FIVE_MINUTES,
    });
    this.alarm('Api5xxRate', api5xxRate, 5, 'More than 5% of API requests answered 5xx, two periods of 5 minutes.', 2);

    for (const [name, fn] of props.functions) {
      const id = constructIdFor(name);
      this.alarm(`${id}Errors`, fn.metricErrors({ period: FIVE_MINUTES }), 1, `${name}: the function failed.`);
      this.alarm(`${id}Throttles`, fn.metricThrottles({ period: FIVE_MINUTES }), 1, `${name}: invocations throttled.`);
    }

    const tableMetric = (metricName: string) =>
      new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: { TableName: props.table.tableName },
        statistic: 'Sum',
        period: FIVE_MINUTES,
      });
    const dynamoThrottles = new MathExpression({
      expression: 'reads + writes',
      usingMetrics: { reads: tableMetric('ReadThrottleEvents'), writes: tableMetric('WriteThrottleEvents') },
      label: 'DynamoDB throttle events',
      period: FIVE_MINUTES,
    });
    this.alarm('DynamoThrottles', dynamoThrottles, 1, 'DynamoDB throttled reads or writes on the table.');

    this.alarm('BedrockFailures', appMetric(METRIC.bedrockFailure), 3, 'Bedrock calls failed (3 in 5 minutes).');
    this.alarm(
      'EngineFallbacks',
      appMetric(METRIC.engineFallback),
      5,
      'Coaching fell back to the built-in engine 5 times in 5 minutes.',
    );
    this.alarm('MediaJobsStuck', appMetric(METRIC.mediaJobStuck), 1, 'A media job stayed pending past its worker.');
    this.alarm('MediaJobFailures', appMetric(METRIC.mediaJobFailed), 3, 'Media jobs failed (3 in 5 minutes).');
    this.alarm(
      'MediaWorkerEventsDropped',
      props.mediaWorker.metric('AsyncEventsDropped', { period: FIVE_MINUTES, statistic: 'Sum' }),
      1,
      'The media worker dropped queued jobs.',
    );

    this.dashboard = this.buildDashboard(props, api5xxRate, dynamoThrottles);
  }

  private alarm(id: string, metric: Metric | MathExpression, threshold: number, description: string, periods = 1) {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: periods,
      datapointsToAlarm: periods,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }

  private buildDashboard(props: MonitoringProps, api5xxRate: MathExpression, dynamoThrottles: MathExpression) {
    const functions = [...props.functions.values()];
    const graph = (title: string, left: Array<Metric | MathExpression>) =>
      new GraphWidget({ title, left, width: 12, height: 6 });
    const dashboard = new Dashboard(this, 'Dashboard');
    dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 6 }));
    dashboard.addWidgets(
      graph('API requests and 5xx', [
        props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' }),
        props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }),
        api5xxRate,
      ]),
      graph('API latency p95', [props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p95' })]),
    );
    dashboard.addWidgets(
      graph(
        'Lambda errors',
        functions.map((fn) => fn.metricErrors({ period: FIVE_MINUTES })),
      ),
      graph(
        'Lambda throttles',
        functions.map((fn) => fn.metricThrottles({ period: FIVE_MINUTES })),
      ),
    );
    dashboard.addWidgets(
      graph('Coaching outcomes', [
        appMetric(METRIC.coachingTip, 'tips'),
        appMetric(METRIC.checkIn, 'check-ins'),
        appMetric(METRIC.crisisAnswer, 'crisis answers'),
      ]),
      graph('Crisis answers by category', [
        new MathExpression({
          expression: `SEARCH('{${METRICS_NAMESPACE},category,service} MetricName="${METRIC.crisisAnswer}"', 'Sum', 300)`,
          label: 'crisis answers',
          period: FIVE_MINUTES,
        }),
      ]),
    );
    dashboard.addWidgets(
      graph('Coach engine', [
        appMetric(METRIC.engineFallback, 'fallbacks'),
        appMetric(METRIC.bedrockFailure, 'Bedrock failures'),
      ]),
      graph('Tokens and sign-in', [
        appMetric(METRIC.tokensExhausted, 'token pools exhausted'),
        appMetric(METRIC.tokenRejected, 'bearer tokens refused'),
        appMetric(METRIC.signInLocked, 'attempt limits hit'),
      ]),
    );
    dashboard.addWidgets(
      graph('Media jobs', [appMetric(METRIC.mediaJobFailed, 'failed'), appMetric(METRIC.mediaJobStuck, 'stuck')]),
      graph('DynamoDB throttles', [dynamoThrottles]),
    );
    return dashboard;
  }
}
