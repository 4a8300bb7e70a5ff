import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { BriefsStack } from './briefs-stack.ts';

/**
 * Feature flags this app relies on (cdk.json may still override them): server access logs are
 * granted by bucket policy instead of ACLs, IAM policies are minimised, annotations such as
 * deprecation warnings land in the validation report next to cdk-nag's findings, and assets carry
 * the metadata AWS SAM reads.
 */
const FEATURE_FLAGS = {
  '@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy': true,
  '@aws-cdk/aws-s3:createDefaultLoggingPolicy': true,
  '@aws-cdk/aws-iam:minimizePolicies': true,
  '@aws-cdk/aws-cloudfront:defaultSecurityPolicyTLSv1.2_2021': true,
  '@aws-cdk/core:annotationsInValidationReport': true,
  // Asset paths on each function (aws:asset:path), so `sam local invoke|start-api` can run the
  // synthesized template; the CDK CLI sets this too, the tests' in-process synth needs it here.
  'aws:cdk:enable-asset-metadata': true,
};

export interface BuildAppOptions {
  outdir?: string;
  webDistDir?: string;
  context?: Record<string, unknown>;
}

/** The app as `cdk synth` runs it (bin/app.ts) and as the CDK tests synthesize it. */
export function buildApp(options: BuildAppOptions = {}): { app: App; stack: BriefsStack } {
  const app = new App({ outdir: options.outdir, context: { ...FEATURE_FLAGS, ...options.context } });
  const stack = new BriefsStack(app, 'BriefsStack', {
    description: 'B.R.I.E.F.S coaching platform (SPA, API, data, media, schedules)',
    webDistDir: options.webDistDir,
  });
  Validations.of(app).addPlugins(
    new AwsSolutionsChecks(app, { verbose: true, writeSuppressionsToCloudFormation: true }),
  );
  return { app, stack };
}
