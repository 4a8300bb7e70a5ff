import { existsSync } from 'node:fs';
import { ROOT_API_PATHS } from '@briefs/shared';
import { DefaultStackSynthesizer, Duration, Stack, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Function as CfFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket, type CfnBucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct, type IConstruct } from 'constructs';
import { SPA_REWRITE_CODE } from './spa-rewrite.ts';
import { PRIVATE_BUCKET } from './storage.ts';

export interface WebProps {
  /** Host name of the HTTP API (xxx.execute-api.region.amazonaws.com). */
  apiDomain: string;
  logs: IBucket;
  /** Built SPA (web/dist). Skipped when absent, so synth works before a web build. */
  webDistDir: string;
}

/** Patterns CloudFront forwards to the API: `/api/*` and the spec's four paths without `/api`. */
export const API_PATH_PATTERNS = ['/api/*', ...ROOT_API_PATHS];

/**
 * Embeds from YouTube/Vimeo, presigned S3 media and uploads, recorded audio as blob: URLs.
 * Inline style attributes (React) need 'unsafe-inline' for styles; scripts stay 'self' only.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "media-src 'self' blob: https://*.amazonaws.com",
  "connect-src 'self' https://*.amazonaws.com",
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://*.amazonaws.com',
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

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
    const headers = this.securityHeaders();

    const api: BehaviorOptions = {
      origin: new HttpOrigin(props.apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
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
    if (existsSync(props.webDistDir)) this.deploy(props.webDistDir);
  }

  private securityHeaders(): ResponseHeadersPolicy {
    return new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'B.R.I.E.F.S security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
      },
    });
  }

  private deploy(dir: string): void {
    const deployment = new BucketDeployment(this, 'Deploy', {
      sources: [Source.asset(dir)],
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    // The upload handler is CDK's own singleton provider (role, policy, runtime all chosen by CDK).
    acknowledgeDeploymentProvider(deployment.handlerRole.node.scope ?? deployment, this.bucket);
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

function acknowledgeDeploymentProvider(provider: IConstruct, bucket: Bucket): void {
  const webBucket = Stack.of(bucket).getLogicalId(bucket.node.defaultChild as CfnBucket);
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
