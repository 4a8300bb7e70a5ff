import { Duration, Validations } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CorsRule,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** Settings every bucket shares: private, encrypted, TLS only. */
export const PRIVATE_BUCKET = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
} as const;

/** The access-log bucket and the private media bucket (uploads, coach replies, voice notes). */
export class Storage extends Construct {
  readonly logs: Bucket;
  readonly media: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.logs = new Bucket(this, 'Logs', {
      ...PRIVATE_BUCKET,
      // CloudFront standard logging still writes through ACLs, so ACLs cannot be disabled here.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    Validations.of(this.logs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log destination; logging its own access would recurse.',
    });

    this.media = new Bucket(this, 'Media', {
      ...PRIVATE_BUCKET,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 's3/media/',
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Vent notes live 24 hours (spec). The hourly clean-up deletes each note's audio once its
        // 24 hours pass; this rule (S3 counts whole days) is the backstop if that ever misses one.
        { prefix: 'vent/', expiration: Duration.days(1) },
        { prefix: 'tmp/', expiration: Duration.days(1) },
      ],
    });
  }

  /** Added after the distribution exists, since the site origin is its domain name. */
  allowPresignedAccessFrom(siteOrigin: string): void {
    this.media.addCorsRule(presignedCors(siteOrigin));
  }
}

/**
 * Browsers upload straight to S3 with presigned PUTs (never through a Lambda payload) and may
 * fetch presigned GETs, which is cross-origin from the site: allow exactly the site's origin.
 */
function presignedCors(origin: string): CorsRule {
  return {
    allowedOrigins: [origin],
    allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
    allowedHeaders: ['*'],
    exposedHeaders: ['ETag'],
    maxAge: 3000,
  };
}
