import { existsSync } from 'node:fs';
import { ROOT_API_PATHS } from '@briefs/shared';
import { Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Function as CfFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ORIGIN_SECRET_HEADER } from './origin-secret.ts';
import { createSecurityHeaders } from './security-headers.ts';
import { deploySite } from './site-deployment.ts';
import { SPA_REWRITE_CODE } from './spa-rewrite.ts';
import { PRIVATE_BUCKET } from './storage.ts';

export interface WebProps {
  /** Host name of the HTTP API (xxx.execute-api.region.amazonaws.com). */
  apiDomain: string;
  /** Added to every request forwarded to the API, which refuses requests without it. */
  originSecret: string;
  logs: IBucket;
  /** Built SPA (web/dist). Skipped when absent, so synth works before a web build. */
  webDistDir: string;
}

/** Patterns CloudFront forwards to the API: `/api/*` and the spec's four paths without `/api`. */
export const API_PATH_PATTERNS = ['/api/*', ...ROOT_API_PATHS];

/** The SPA bucket, the one CloudFront origin the product has, and the upload of web/dist. */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly spaRewrite: CfFunction;
  /** https://<distribution domain>: the product's only origin. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      ...PRIVATE_BUCKET,
      serverAccessLogsBucket: props.logs,
      serverAccessLogsPrefix: 's3/web/',
    });
    this.spaRewrite = new CfFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve /index.html for SPA client routes (paths without a file extension)',
    });
    const headers = createSecurityHeaders(this, 'SecurityHeaders');

    const api: BehaviorOptions = {
      // The secret header overwrites any a viewer sends under that name.
      origin: new HttpOrigin(props.apiDomain, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        customHeaders: { [ORIGIN_SECRET_HEADER]: props.originSecret },
      }),
      // HTTPS only, not a redirect: a redirected POST would silently turn into a GET.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // API Gateway rejects CloudFront's Host header; everything else (Authorization too) passes.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
    };
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'B.R.I.E.F.S: SPA and API on one origin',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: this.spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: Object.fromEntries(API_PATH_PATTERNS.map((pattern) => [pattern, api])),
    });
    this.url = `https://${this.distribution.distributionDomainName}`;
    this.acknowledgeDistributionFindings();
    if (existsSync(props.webDistDir)) deploySite(this, 'Deploy', props.webDistDir, this.bucket, this.distribution);
  }

  private acknowledgeDistributionFindings(): void {
    const v = Validations.of(this.distribution);
    v.acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        'The default *.cloudfront.net certificate fixes the viewer TLS policy; a custom domain with its own certificate would set TLSv1.2_2021.',
    });
    v.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The product serves its users wherever they are; no country is excluded.',
    });
    v.acknowledge({
      id: 'AwsSolutions-CFR2',
      reason: 'No WAF at launch (cost); the API throttles at the stage and rate-limits sign-ups in code.',
    });
  }
}
