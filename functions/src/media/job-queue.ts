import type { LambdaClient } from '@aws-sdk/client-lambda';
import type { Config } from '../config.ts';
import { lazily } from '../lib/lazily.ts';

// Loaded when a job starts, so a function that only reads jobs never loads the Lambda client.
const lambdaSdk = lazily(() => import('@aws-sdk/client-lambda'));

/** What a media job message carries: enough to find the job record, nothing of the person's words. */
export interface MediaJobRef {
  userId: string;
  jobId: string;
}

/** Starts a media job without waiting for it. */
export interface JobQueue {
  enqueue(ref: MediaJobRef): Promise<void>;
}

/** AWS: an asynchronous invocation of the media worker Lambda (Lambda retries and queues it). */
export class LambdaJobQueue implements JobQueue {
  private lambda?: LambdaClient;

  constructor(
    private readonly region: string,
    private readonly functionName: string,
  ) {}

  async enqueue(ref: MediaJobRef): Promise<void> {
    const sdk = await lambdaSdk();
    this.lambda ??= new sdk.LambdaClient({ region: this.region });
    await this.lambda.send(
      new sdk.InvokeCommand({
        FunctionName: this.functionName,
        InvocationType: 'Event',
        Payload: Buffer.from(JSON.stringify(ref)),
      }),
    );
  }
}

type LocalRunner = (ref: MediaJobRef) => Promise<unknown>;
let localRunner: LocalRunner | undefined;

/**
 * Locally the worker runs in the API's own process: the local stack registers it here, so the
 * upload Lambdas never bundle the worker (and its coaching engine) just for the local case.
 */
export function setLocalJobRunner(run: LocalRunner): void {
  localRunner = run;
}

class InProcessJobQueue implements JobQueue {
  async enqueue(ref: MediaJobRef): Promise<void> {
    const run = localRunner;
    if (!run) throw new Error('No media worker: set MEDIA_JOB_FUNCTION (AWS) or start the local stack');
    setImmediate(() => void run(ref));
  }
}

let queue: JobQueue | undefined;

export function configuredJobQueue(config: Config): JobQueue {
  queue ??= config.MEDIA_JOB_FUNCTION
    ? new LambdaJobQueue(config.AWS_REGION, config.MEDIA_JOB_FUNCTION)
    : new InProcessJobQueue();
  return queue;
}
