/**
 * The Content-Security-Policy of the site, one definition for CloudFront and the local server.
 * Embeds from YouTube/Vimeo, presigned media from the bucket, recorded audio as blob: URLs.
 * Inline style attributes (React) need 'unsafe-inline' for styles; scripts stay 'self' only.
 * `mediaOrigins` is where presigned links point: S3 in AWS, s3rver locally.
 */
export function contentSecurityPolicy(mediaOrigins: readonly string[]): string {
  const media = mediaOrigins.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    `media-src 'self' blob: ${media}`,
    `connect-src 'self' ${media}`,
    `frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com ${media}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Presigned S3 links in AWS (virtual-hosted and regional endpoints). */
export const AWS_MEDIA_ORIGINS = ['https://*.amazonaws.com'] as const;
