import { LIMITS } from '@briefs/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import { AppError } from './app-error.ts';

export function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

export function validate<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const first = fields[0]?.message;
  // Field messages come from the shared schemas, which carry the spec's texts where it has one.
  throw new AppError('VALIDATION_FAILED', { fields }, first);
}

/** Reads a JSON body: right content type, within the size limit, parseable. */
export function readJsonBody(event: APIGatewayProxyEventV2, maxBytes: number = LIMITS.jsonBodyMaxBytes): unknown {
  const contentType = header(event, 'content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) throw new AppError('INVALID_CONTENT_TYPE');
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body)) : null;
  if (!raw || raw.length === 0) throw new AppError('INVALID_JSON');
  if (raw.length > maxBytes) throw new AppError('BODY_TOO_LARGE', { maxBytes });
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('INVALID_JSON');
  }
}

/**
 * The caller's address. Behind CloudFront, API Gateway sees the edge's address, so we read the
 * `CloudFront-Viewer-Address` header (ip:port) that CloudFront sets and overwrites; without it
 * (direct calls, local runs) the connection's address.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = header(event, 'cloudfront-viewer-address');
  if (viewer) {
    const lastColon = viewer.lastIndexOf(':');
    return lastColon > 0 ? viewer.slice(0, lastColon) : viewer;
  }
  return event.requestContext.http.sourceIp;
}
