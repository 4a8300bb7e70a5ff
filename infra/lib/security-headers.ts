import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

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

/** HSTS, nosniff, no framing, a strict referrer and the CSP above, on every response. */
export function createSecurityHeaders(scope: Construct, id: string): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
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
