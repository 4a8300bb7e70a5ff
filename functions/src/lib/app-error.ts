import { ERROR_CATALOGUE, type ErrorCode } from '@briefs/shared';

/**
 * A typed application error. Throw it anywhere; the HTTP layer alone turns it into a response
 * with the catalogue's status. `details` are sent to the client, so never put internals there.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly details: Record<string, unknown> = {},
    message?: string,
  ) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'AppError';
    this.status = ERROR_CATALOGUE[code].status;
  }
}
