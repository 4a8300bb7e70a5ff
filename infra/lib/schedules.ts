import { SCHEDULED_JOBS, type ScheduledJob } from '@briefs/shared';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { constructIdFor, createHandlerFunction } from './handler-function.ts';
import { grantMedia, grantTable } from './permissions.ts';

export interface SchedulesProps {
  table: ITable;
  /** Granted only to jobs whose `needs` name it (the vent-note expiry deletes audio). */
  media: IBucket;
  environment: Record<string, string>;
  jobs?: readonly ScheduledJob[];
}

/** An EventBridge rule and a Lambda for each periodic job of the shared table. */
export class Schedules extends Construct {
  /** The job functions by job name. */
  readonly functions = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    for (const job of props.jobs ?? SCHEDULED_JOBS) {
      const fnId = constructIdFor(job.name);
      const fn = createHandlerFunction(this, fnId, {
        handler: job.handler,
        // A job pages through many records; it is not bound by API Gateway's 29 s.
        timeoutSeconds: 300,
        environment: props.environment,
        description: `scheduled: ${job.name}`,
      });
      this.functions.set(job.name, fn);
      grantTable(fn, props.table, 'readWrite');
      if ('needs' in job && job.needs?.includes('media')) grantMedia(fn, props.media);
      new Rule(this, `${fnId}Rule`, {
        description: `${job.name} (${job.cron} UTC)`,
        schedule: Schedule.expression(`cron(${job.cron})`),
        targets: [new LambdaFunction(fn, { retryAttempts: 2 })],
      });
    }
  }
}
