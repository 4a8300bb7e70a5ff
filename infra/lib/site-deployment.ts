import { type CfnElement, DefaultStackSynthesizer, Stack, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct, IConstruct } from 'constructs';

/** Uploads the built SPA and invalidates the distribution's cache on every deploy. */
export function deploySite(scope: Construct, id: string, dir: string, bucket: IBucket, distribution: IDistribution) {
  const deployment = new BucketDeployment(scope, id, {
    sources: [Source.asset(dir)],
    destinationBucket: bucket,
    distribution,
    distributionPaths: ['/*'],
    memoryLimit: 512,
  });
  // The upload handler is CDK's own singleton provider (role, policy, runtime all chosen by CDK).
  acknowledgeProvider(deployment.handlerRole.node.scope ?? deployment, bucket);
  return deployment;
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
