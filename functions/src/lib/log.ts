import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { summarizeError, withoutPaths } from './error-summary.ts';

/**
 * The one logger (Powertools Logger): one JSON line per entry with `level`, `message`, `timestamp`,
 * `service` and, once a handler has run `logInvocation`, `function_name`, `function_request_id`
 * and `cold_start`. The same shape in AWS and in the local stack. Never log secrets or user text:
 * callers pass ids, codes, counts and categories.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';

export const SERVICE_NAME = 'briefs';
const logger = new Logger({ serviceName: SERVICE_NAME, logLevel: 'INFO' });

export function setLogLevel(level: Level): void {
  logger.setLogLevel(level.toUpperCase() as Uppercase<Level>);
}

/** Adds the invocation's request id, function name and cold-start marker to every later line. */
export function logInvocation(context: Context): void {
  logger.addContext(context);
}

/** A stack pasted into a string loses its frames; paths lose their folders. */
const withoutStack = (text: string) => withoutPaths(text).replace(/\n\s+at [^\n]*/g, '');

/** Errors become summaries and strings lose absolute paths, whichever call site logs them. */
function clean(fields: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields ?? {})) {
    out[key] = value instanceof Error ? summarizeError(value) : typeof value === 'string' ? withoutStack(value) : value;
  }
  return out;
}

const write = (level: Level) => (message: string, fields?: Record<string, unknown>) =>
  logger[level]({ message, ...clean(fields) });

export const log = {
  debug: write('debug'),
  info: write('info'),
  warn: write('warn'),
  error: write('error'),
};
