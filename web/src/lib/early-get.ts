/**
 * A GET started before the page that needs it has rendered (while React is still starting), handed
 * to that page's first identical call. Only the raw response is shared: what its status means (a
 * 401 clearing the token, say) is decided by the call that takes it, as for any other request, so
 * an early answer can never act before the page is there to handle it.
 */
const MAX_AGE_MS = 10_000;

interface EarlyGet {
  token: string;
  startedAt: number;
  response: Promise<Response>;
  /** A successful answer's body, read as soon as it arrives (takeEarlyData). */
  data?: unknown;
}

const started = new Map<string, EarlyGet>();

export function startEarlyGet(path: string, token: string): void {
  if (started.has(path)) return;
  const response = fetch(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  const early: EarlyGet = { token, startedAt: Date.now(), response };
  // A successful body is read ahead (from a copy, the response stays whole for takeEarlyGet), so a page
  // that renders after it arrived can show it in its first paint. A failure is the taker's to report;
  // one nobody takes must not surface as unhandled.
  response
    .then((answer) => (answer.ok ? answer.clone().json() : undefined))
    .then((data: unknown) => {
      early.data = data;
    })
    .catch(() => undefined);
  started.set(path, early);
}

/**
 * The early answer's data if it has arrived and succeeded (else none, and the call takes the response
 * with takeEarlyGet as usual), once, with when it was asked for. Only a 2xx body is ever handed over.
 */
export function takeEarlyData<T>(path: string, token: string | null): { data: T; askedAt: number } | undefined {
  const early = started.get(path);
  if (!early || early.data === undefined || early.token !== token) return undefined;
  if (Date.now() - early.startedAt > MAX_AGE_MS) return undefined;
  started.delete(path);
  return { data: early.data as T, askedAt: early.startedAt };
}

/** The early response for exactly this call, once; none if the token has changed or it is stale. */
export function takeEarlyGet(path: string, token: string | null): Promise<Response> | undefined {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  if (early.token !== token || Date.now() - early.startedAt > MAX_AGE_MS) return undefined;
  return early.response;
}
