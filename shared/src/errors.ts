import { AUTH_MESSAGES } from './auth-messages.ts';

/**
 * The error catalogue: every error code the API can answer with, its HTTP status and the
 * user-facing text the server puts in `error`. The web maps codes to the spec's texts from here too.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, message: 'Some of the information is missing or not valid.' },
  INVALID_JSON: { status: 400, message: 'The request could not be read.' },
  INVALID_CONTENT_TYPE: { status: 400, message: 'Send this request as JSON.' },
  BODY_TOO_LARGE: { status: 400, message: 'The request is too large.' },
  WRONG_PASSWORD: { status: 400, message: 'Your current password is not correct.' },
  UNAUTHENTICATED: { status: 401, message: 'Please sign in again.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Login failed' },
  FORBIDDEN: { status: 403, message: 'You do not have access to this.' },
  COACH_NOT_APPROVED: { status: 403, message: 'This coach account is not approved.' },
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: AUTH_MESSAGES.passwordChangeRequired },
  TEMPORARY_PASSWORD_EXPIRED: { status: 401, message: AUTH_MESSAGES.temporaryExpired },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  CONFLICT: { status: 409, message: 'That conflicts with existing data.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'That file is too large. Please upload a smaller video.' },
  AUDIO_UNSUPPORTED: {
    status: 422,
    message:
      "We couldn't read the audio track in your video. Please upload MP4 (H.264) with AAC audio and make sure it has sound, then try again.",
  },
  UNSAFE_TO_SHARE: {
    status: 422,
    message: "This case can't be shared with the community. It stays private in your history.",
  },
  AUDIO_EMPTY: {
    status: 422,
    message:
      "We couldn't hear any words in that recording. Please try again a little closer to the microphone, or type instead.",
  },
  AUDIO_TOO_LONG: {
    status: 413,
    message: 'Voice recordings can be up to 60 seconds. Please record a shorter message, or type instead.',
  },
  MEDIA_UNSUPPORTED: {
    status: 415,
    message: 'That file is not a video we can read. Please upload an MP4 (H.264) or WebM video.',
  },
  TOKENS_EXHAUSTED: { status: 429, message: 'Your tokens are exhausted.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  INTERNAL: { status: 500, message: 'Something went wrong. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The JSON body of every error response. */
export interface ApiErrorBody {
  error: string;
  code: ErrorCode;
  [detail: string]: unknown;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
