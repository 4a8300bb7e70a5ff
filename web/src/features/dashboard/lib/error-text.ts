import { GENERIC_MESSAGES, tokensExhaustedMessage } from '@briefs/shared';
import { ApiError } from '../../../lib/api-client';

/**
 * What the banner says when a submission fails (spec §8): the TOKENS_EXHAUSTED text for the pool
 * the server names, otherwise the server's own text, otherwise the generic sentence.
 */
export function submissionErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return GENERIC_MESSAGES.submissionFailed;
  if (error.code === 'TOKENS_EXHAUSTED') {
    const { pool, renewAt } = error.details;
    return tokensExhaustedMessage(
      pool === 'coach' ? 'coach' : 'brief',
      typeof renewAt === 'string' ? renewAt : undefined,
    );
  }
  if (error.kind !== 'http' || error.status >= 500) return GENERIC_MESSAGES.submissionFailed;
  return error.error || GENERIC_MESSAGES.submissionFailed;
}
