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
}

const started = new Map<string, EarlyGet>();

export function startEarlyGet(path: string, token: string): void {
  if (started.has(path)) return;
  const response = fetch(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  // A failure is the taker's to report; one nobody takes must not surface as unhandled.
  response.catch(() => undefined);
  started.set(path, { token, startedAt: Date.now(), response });
}

/** The early response for exactly this call, once; none if the token has changed or it is stale. */
export function takeEarlyGet(path: string, token: string | null): Promise<Response> | undefined {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  if (early.token !== token || Date.now() - early.startedAt > MAX_AGE_MS) return undefined;
  return early.response;
}
