import { type ApiErrorBody, ERROR_CATALOGUE } from '@briefs/shared';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { AppError } from '../lib/app-error.ts';
import { summarizeError } from '../lib/error-summary.ts';
import { log } from '../lib/log.ts';

const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function json(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: baseHeaders, body: body === undefined ? '' : JSON.stringify(body) };
}

/** The one place errors become HTTP responses. A 5xx never carries internal messages. */
export function errorResponse(
  error: unknown,
  context: Record<string, unknown> = {},
): APIGatewayProxyStructuredResultV2 {
  if (error instanceof AppError) {
    const body: ApiErrorBody = { ...error.details, error: error.message, code: error.code };
    if (error.status >= 500) log.error('app error', { ...context, code: error.code });
    return json(error.status, body);
  }
  log.error('unhandled error', { ...context, err: summarizeError(error) });
  const body: ApiErrorBody = { error: ERROR_CATALOGUE.INTERNAL.message, code: 'INTERNAL' };
  return json(500, body);
}
