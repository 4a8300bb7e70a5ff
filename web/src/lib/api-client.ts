import { ERROR_CATALOGUE, type ErrorCode, GENERIC_MESSAGES, isErrorCode } from '@briefs/shared';
import { takeEarlyGet } from './early-get';
import { getAdminToken, getSessionToken } from './session';

/** Which stored token a call sends as its Bearer header. */
export type ApiAuth = 'session' | 'admin' | 'none';

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart as is. */
  body?: unknown;
  auth?: ApiAuth;
  signal?: AbortSignal;
}

/** Where the failure happened: the server answered non-OK, the network failed, or the body was unreadable. */
export type ApiErrorKind = 'http' | 'network' | 'parse';

/** Every failed call becomes one of these, so callers handle one shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly kind: ApiErrorKind;
  readonly details: Record<string, unknown>;

  constructor(init: {
    status: number;
    code: ErrorCode;
    kind: ApiErrorKind;
    error: string;
    details?: Record<string, unknown>;
  }) {
    super(init.error);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.kind = init.kind;
    this.details = init.details ?? {};
  }

  /** The user-facing text the server sent (or the catalogue's text for the code). */
  get error(): string {
    return this.message;
  }
}

// When a response carries no known code, the status still tells us which catalogue entry applies:
// the first code the catalogue lists for that status (its generic one comes first).
const CODE_BY_STATUS = new Map<number, ErrorCode>();
for (const [code, entry] of Object.entries(ERROR_CATALOGUE) as [ErrorCode, { status: number }][]) {
  if (!CODE_BY_STATUS.has(entry.status)) CODE_BY_STATUS.set(entry.status, code);
}

let onSessionExpired: (() => void) | null = null;

/**
 * Sent on window when the server refuses a call until the person has chosen their own password
 * (after a temporary one): the signed-in screens open Change Password again, so the refusal comes
 * with the way past it (lib/use-must-change-password.ts).
 */
export const PASSWORD_CHANGE_REQUIRED_EVENT = 'briefs:password-change-required';

/**
 * What happens when a member call answers 401 (the session ended: expired, password changed
 * elsewhere, account removed). The app installs it once: clear the session, go to /login.
 */
export function setSessionExpiredHandler(handler: (() => void) | null): void {
  onSessionExpired = handler;
}

function tokenFor(auth: ApiAuth): string | null {
  if (auth === 'admin') return getAdminToken();
  if (auth === 'session') return getSessionToken();
  return null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text.length === 0 ? undefined : JSON.parse(text);
}

async function toHttpError(response: Response): Promise<ApiError> {
  let body: Record<string, unknown> = {};
  try {
    const parsed = await readJson(response);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // A non-JSON error page (a proxy's 502, say) still becomes a typed error below.
  }
  const { error, code, ...details } = body;
  const resolved: ErrorCode = isErrorCode(code) ? code : (CODE_BY_STATUS.get(response.status) ?? 'INTERNAL');
  // 5xx never shows internal messages (DESIGN §4), so fall back to the catalogue text.
  const text =
    typeof error === 'string' && error.length > 0 && response.status < 500 ? error : ERROR_CATALOGUE[resolved].message;
  return new ApiError({ status: response.status, code: resolved, kind: 'http', error: text, details });
}

/** The one way the web app calls the API: relative URLs, JSON in and out, Bearer token from storage. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = 'session', signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const token = tokenFor(auth);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    const early = method === 'GET' ? takeEarlyGet(path, token) : undefined;
    response = await (early ?? fetch(path, { method, headers, body: payload, signal }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'INTERNAL', kind: 'network', error: GENERIC_MESSAGES.submissionFailed });
  }
  if (!response.ok) {
    const failure = await toHttpError(response);
    if (auth === 'session' && failure.status === 401 && token) onSessionExpired?.();
    if (failure.code === 'PASSWORD_CHANGE_REQUIRED') window.dispatchEvent(new Event(PASSWORD_CHANGE_REQUIRED_EVENT));
    throw failure;
  }
  try {
    return (await readJson(response)) as T;
  } catch {
    throw new ApiError({
      status: response.status,
      code: 'INTERNAL',
      kind: 'parse',
      error: GENERIC_MESSAGES.submissionFailed,
    });
  }
}
