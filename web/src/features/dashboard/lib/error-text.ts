import { ERROR_CATALOGUE, GENERIC_MESSAGES, MEDIA_MESSAGES, tokensExhaustedMessage } from '@briefs/shared';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

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
  // Spec §8: AUDIO_UNSUPPORTED or any 422, and any 413, have their own texts.
  if (error.code === 'AUDIO_UNSUPPORTED' || error.status === 422) return ERROR_CATALOGUE.AUDIO_UNSUPPORTED.message;
  if (error.status === 413) return GENERIC_MESSAGES.fileTooLarge;
  if (error.kind !== 'http' || error.status >= 500) return GENERIC_MESSAGES.submissionFailed;
  return error.error || GENERIC_MESSAGES.submissionFailed;
}

/** A voice recording that could not become text: the server's plain sentence (silence, too long, unreadable). */
export function transcriptionErrorText(error: unknown): string {
  return errorText(error, MEDIA_MESSAGES.transcriptionFailed);
}
