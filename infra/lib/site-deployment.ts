import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type CfnElement, DefaultStackSynthesizer, Stack, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct, IConstruct } from 'constructs';

/** Vite's content-hashed output: a name never changes content, so browsers keep it for a year. */
export const HASHED_ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html, the pre-rendered pages and other unhashed files: always revalidated (ETag). */
export const DOCUMENT_CACHE_CONTROL = 'no-cache';

/**
 * Uploads the built SPA in two parts with their own Cache-Control. Hashed assets are never pruned:
 * a browser still holding the previous index.html must find the chunks it names, or the page breaks
 * until reloaded. The documents are pruned (except assets/) and invalidated on every deploy.
 */
export function deploySite(scope: Construct, id: string, dir: string, bucket: IBucket, distribution: IDistribution) {
  const assetsDir = join(dir, 'assets');
  if (existsSync(assetsDir)) {
    const assets = new BucketDeployment(scope, `${id}Assets`, {
      sources: [Source.asset(assetsDir)],
      destinationBucket: bucket,
      destinationKeyPrefix: 'assets/',
      cacheControl: [CacheControl.fromString(HASHED_ASSETS_CACHE_CONTROL)],
      prune: false,
      memoryLimit: 512,
    });
    acknowledgeProvider(assets.handlerRole.node.scope ?? assets, bucket);
  }
  const documents = new BucketDeployment(scope, id, {
    sources: [Source.asset(dir, { exclude: ['assets', 'assets/**'] })],
    destinationBucket: bucket,
    exclude: ['assets/*'],
    cacheControl: [CacheControl.fromString(DOCUMENT_CACHE_CONTROL)],
    distribution,
    distributionPaths: ['/*'],
    memoryLimit: 512,
  });
  // The upload handler is CDK's own singleton provider (role, policy, runtime all chosen by CDK).
  acknowledgeProvider(documents.handlerRole.node.scope ?? documents, bucket);
  return documents;
}

function acknowledgeProvider(provider: IConstruct, bucket: IBucket): void {
  const webBucket = Stack.of(bucket).getLogicalId(bucket.node.defaultChild as CfnElement);
  const assets = `cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-<AWS::Region>`;
  const why = 'CDK-managed BucketDeployment provider copying web/dist from the CDK asset bucket to the web bucket';
  const findings: Array<[string, string]> = [
    ['AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', why],
    ['AwsSolutions-L1', `${why}; CDK pins its runtime.`],
    ['AwsSolutions-IAM5[Resource::*]', `${why}; cloudfront:CreateInvalidation has no narrower resource.`],
    [`AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${assets}/*]`, `${why}: reads the uploaded asset zip.`],
    [`AwsSolutions-IAM5[Resource::<${webBucket}.Arn>/*]`, `${why}: writes and prunes the site files.`],
    ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map(
      (action): [string, string] => [
        `AwsSolutions-IAM5[Action::${action}]`,
        `${why}: S3 grant of the two buckets only.`,
      ],
    ),
  ];
  for (const [id, reason] of findings) Validations.of(provider).acknowledge({ id, reason });
}
