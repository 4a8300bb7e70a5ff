/**
 * Parsing what a client sent, without trusting it. The Host header never takes part (a client
 * can send `Host: [`), and a broken percent-escape is a bad request, not an exception.
 */
export function parseRequestTarget(rawTarget: string | undefined): URL | null {
  // Only origin-form targets ("/path?query"); "//x" would be read as a host, "http://…" as proxying.
  const target = rawTarget ?? '/';
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  try {
    return new URL(target, 'http://localhost');
  } catch {
    return null;
  }
}

/** decodeURIComponent that answers null for a malformed escape instead of throwing. */
export function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
