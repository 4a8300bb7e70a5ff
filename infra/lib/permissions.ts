import type { ApiRoute } from '@briefs/shared';
import { type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';

export type Need = NonNullable<ApiRoute['needs']>[number];

/** What a route's `needs` can be granted on. */
export interface Grantables {
  table: ITable;
  media: IBucket;
  jwtSecret: ISecret;
  /** The SES From address (CfnParameter value): the only sender a function may use. */
  mailFrom: string;
  bedrockModelId: string;
  /** The safety guardrail passed on every Converse call. */
  guardrailArn: string;
  /** The media worker, which routes needing 'jobs' may invoke (asynchronously). */
  mediaWorker?: IFunction;
}

/**
 * Least privilege per function: the table for everyone (every handler reads or writes records),
 * everything else only when the route table lists it in `needs`.
 */
export function grantNeeds(fn: IFunction, needs: readonly Need[], on: Grantables): void {
  grantTable(fn, on.table, 'readWrite');
  for (const need of new Set(needs)) GRANTS[need](fn, on);
}

/** The table and its indexes (gsi1, gsi2): the `index/*` pattern is what list queries need. */
export function grantTable(fn: IFunction, table: ITable, mode: 'read' | 'readWrite'): void {
  if (mode === 'read') table.grantReadData(fn);
  else table.grantReadWriteData(fn);
  acknowledge(fn, [`Resource::<${logicalId(table)}.Arn>/index/*`], "Queries on the table's own GSIs (gsi1, gsi2).");
}

/**
 * Read the signing key, and write it once: the first cold start replaces the stack's placeholder
 * with a generated EC key (functions/src/auth/signing-keys.ts), so no deploy-time key generator
 * or operator step is needed.
 */
export function grantSigningKey(fn: IFunction, secret: ISecret): void {
  secret.grantRead(fn);
  allow(fn, ['secretsmanager:PutSecretValue'], [secret.secretArn]);
}

/** Read and write the media bucket's objects (keys are per user and request, so a pattern). */
export function grantMedia(fn: IFunction, media: IBucket): void {
  media.grantReadWrite(fn);
  acknowledge(
    fn,
    [...S3_READ_WRITE_ACTIONS.map((a) => `Action::${a}`), `Resource::<${logicalId(media)}.Arn>/*`],
    'Objects of the media bucket are keyed per user and request at run time; the grant is this bucket only.',
  );
}

const GRANTS: Record<Need, (fn: IFunction, on: Grantables) => void> = {
  media: (fn, on) => grantMedia(fn, on.media),
  jwtSign: (fn, on) => grantSigningKey(fn, on.jwtSecret),
  jobs: (fn, on) => {
    if (!on.mediaWorker) throw new Error(`${fn.node.path} needs 'jobs' but no media worker exists`);
    allow(fn, ['lambda:InvokeFunction'], [on.mediaWorker.functionArn]);
  },
  // No permission: the bundle carries the encoder's weights (handler-function.ts).
  safetyGate: () => undefined,
  mail: (fn, on) => {
    allow(fn, ['ses:SendEmail'], [arn(fn, 'ses', 'identity', '*')], {
      StringEquals: { 'ses:FromAddress': on.mailFrom },
    });
    acknowledge(
      fn,
      ['Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*'],
      'The SES identity may be the MailFrom address or its domain; the ses:FromAddress condition pins the sender.',
    );
  },
  // Converse is authorised as bedrock:InvokeModel. A cross-region inference profile id (us.…)
  // also needs the foundation model in the profile's other regions: widen here if one is used.
  // A Converse call with guardrailConfig is also authorised as bedrock:ApplyGuardrail on it.
  bedrock: (fn, on) => {
    allow(
      fn,
      ['bedrock:InvokeModel'],
      [
        arn(fn, 'bedrock', 'foundation-model', on.bedrockModelId, ''),
        arn(fn, 'bedrock', 'inference-profile', on.bedrockModelId),
      ],
    );
    allow(fn, ['bedrock:ApplyGuardrail'], [on.guardrailArn]);
  },
  // Job names are generated per request, so the job resource is a pattern. Transcribe reads the
  // media with the caller's rights: a route that needs 'transcribe' also needs 'media'.
  transcribe: (fn) => {
    allow(
      fn,
      ['transcribe:StartTranscriptionJob', 'transcribe:GetTranscriptionJob', 'transcribe:DeleteTranscriptionJob'],
      [arn(fn, 'transcribe', 'transcription-job', '*')],
    );
    acknowledge(
      fn,
      ['Resource::arn:<AWS::Partition>:transcribe:<AWS::Region>:<AWS::AccountId>:transcription-job/*'],
      'Transcription job names are generated per request.',
    );
  },
};

/** What Bucket.grantReadWrite allows, as cdk-nag names its wildcard findings. */
const S3_READ_WRITE_ACTIONS = ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'];

/** Acknowledges exact IAM5 findings on the function's role policy (cdk-nag 3 has no prefix match). */
function acknowledge(fn: IFunction, findings: string[], reason: string): void {
  const target = fn.role ?? fn;
  for (const finding of findings) Validations.of(target).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
}

function logicalId(resource: ITable | IBucket): string {
  return Stack.of(resource).getLogicalId(resource.node.defaultChild as CfnElement);
}

function allow(fn: IGrantable, actions: string[], resources: string[], conditions?: Record<string, unknown>): void {
  fn.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions, resources, conditions }));
}

function arn(scope: IFunction, service: string, resource: string, resourceName: string, account?: string): string {
  return Stack.of(scope).formatArn({ service, resource, resourceName, account });
}
