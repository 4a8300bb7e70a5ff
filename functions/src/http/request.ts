import { createHash, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@briefs/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError } from '../lib/app-error.ts';

export function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

/** Reads a JSON body: right content type, within the size limit (in characters), parseable. */
export function readJsonBody(event: APIGatewayProxyEventV2, maxChars: number = LIMITS.jsonBodyMaxChars): unknown {
  const contentType = header(event, 'content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) throw new AppError('INVALID_CONTENT_TYPE');
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body)) : null;
  if (!raw || raw.length === 0) throw new AppError('INVALID_JSON');
  if (raw.length > maxChars * 4) throw new AppError('BODY_TOO_LARGE', { maxChars });
  const text = raw.toString('utf8');
  if (text.length > maxChars) throw new AppError('BODY_TOO_LARGE', { maxChars });
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON');
  }
}

/** The request came through CloudFront: it carries the origin secret only CloudFront adds. */
export function fromCloudFront(event: APIGatewayProxyEventV2, originSecret: string | undefined): boolean {
  const sent = header(event, 'x-origin-verify');
  if (!originSecret || !sent) return false;
  const a = createHash('sha256').update(sent).digest();
  const b = createHash('sha256').update(originSecret).digest();
  return timingSafeEqual(a, b);
}

/**
 * The caller's address, as rate limits count it. Behind CloudFront, API Gateway sees the edge's
 * address, so a request proven to come from CloudFront (`viaCloudFront`) is read from the
 * `CloudFront-Viewer-Address` header (ip:port) that CloudFront sets; any other request (direct
 * calls, local runs) from the connection itself, never from a header the client chose.
 * IPv6 addresses count by their /64, which one subscriber usually holds whole.
 */
export function clientAddress(event: APIGatewayProxyEventV2, viaCloudFront: boolean): string {
  const viewer = viaCloudFront ? header(event, 'cloudfront-viewer-address') : undefined;
  let address = event.requestContext.http.sourceIp;
  if (viewer) {
    const lastColon = viewer.lastIndexOf(':');
    address = (lastColon > 0 ? viewer.slice(0, lastColon) : viewer).replace(/^\[|\]$/g, '');
  }
  return rateLimitSubject(address);
}

export function rateLimitSubject(address: string): string {
  if (!address.includes(':') || /^::ffff:\d/.test(address)) return address.replace(/^::ffff:/, '');
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
