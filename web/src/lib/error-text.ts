import { ApiError } from './api-client';

/**
 * The spec's rule for every failure text: the server's `error` field, or the screen's fallback.
 * Network failures, unreadable bodies and 5xx answers get the fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.kind === 'http' && error.status < 500 && error.message) return error.message;
  return fallback;
}
