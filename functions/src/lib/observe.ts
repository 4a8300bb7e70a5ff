import type { Context } from 'aws-lambda';
import { logInvocation } from './log.ts';
import { flushMetrics } from './metrics.ts';

/**
 * Wraps every Lambda entry point (API handlers, the authorizer, schedules, the media worker): log
 * lines of the invocation carry its request id, function name and cold-start marker, and its
 * metrics are written when it ends, whichever way it ends.
 */
export function observed<E, R>(handler: (event: E) => Promise<R>): (event: E, context?: Context) => Promise<R> {
  return async (event, context) => {
    if (context) logInvocation(context);
    try {
      return await handler(event);
    } finally {
      flushMetrics();
    }
  };
}
