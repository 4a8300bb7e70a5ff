import { ApiError, type ApiFetchOptions, apiFetch } from '../../../lib/api-client';
import { clearAdminSession } from '../../../lib/session';

let onUnauthorized: (() => void) | null = null;
// A 401 that arrived before the page registered its handler is delivered on registration.
let missedUnauthorized = false;

/** The admin page registers what a 401 does (leave for /); returns the unregister function. */
export function setAdminUnauthorizedHandler(handler: () => void): () => void {
  onUnauthorized = handler;
  if (missedUnauthorized) {
    missedUnauthorized = false;
    handler();
  }
  return () => {
    if (onUnauthorized === handler) onUnauthorized = null;
  };
}

/** A fresh sign-in forgets any 401 left over from the previous session. */
export function forgetMissedUnauthorized(): void {
  missedUnauthorized = false;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Every admin call: the admin token as Bearer. Spec §4: HTTP 401 on any admin call clears the
 * admin token and the saved tab and sends the admin to /.
 */
export async function adminFetch<T>(path: string, options: Omit<ApiFetchOptions, 'auth'> = {}): Promise<T> {
  try {
    return await apiFetch<T>(path, { ...options, auth: 'admin' });
  } catch (error) {
    if (isUnauthorized(error)) {
      clearAdminSession();
      if (onUnauthorized) onUnauthorized();
      else missedUnauthorized = true;
    }
    throw error;
  }
}
