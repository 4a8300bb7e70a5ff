import { MEDIA_WORKER } from '@briefs/shared';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { createHandlerFunction } from './handler-function.ts';
import { type Grantables, grantNeeds } from './permissions.ts';

export interface MediaWorkerProps extends Omit<Grantables, 'mediaWorker'> {
  environment: Record<string, string>;
}

/**
 * The media worker Lambda: transcription (Amazon Transcribe reads the object from the bucket) and
 * video coaching, invoked asynchronously by the upload routes so no API call waits on it.
 */
export class MediaWorker extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: MediaWorkerProps) {
    super(scope, id);
    this.function = createHandlerFunction(this, 'Function', {
      handler: MEDIA_WORKER.handler,
      timeoutSeconds: MEDIA_WORKER.timeoutSeconds,
      environment: props.environment,
      description: `worker: ${MEDIA_WORKER.handler}`,
      shipsSafetyModel: MEDIA_WORKER.needs.some((need) => need === 'safetyGate'),
    });
    grantNeeds(this.function, MEDIA_WORKER.needs, props);
  }
}
