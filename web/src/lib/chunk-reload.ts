/**
 * After a deploy, a tab left open still runs the old build, whose page chunks are gone from the
 * site: the next navigation fails to import one. Loading the page again fetches the new build.
 * Once only: if the chunk is still missing right after a reload, the error page shows instead of
 * reloading forever.
 */
const KEY = 'briefs:chunk-reload';
const WITHIN_MS = 30_000;

const CHUNK_FAILURES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return CHUNK_FAILURES.some((text) => message.includes(text));
}

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: number;
  path: string;
}

/** Reloads (and returns true) for a missing chunk, unless this path was just reloaded for one. */
export function reloadOnceForChunkError(error: unknown, deps: ReloadDeps): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = JSON.parse(deps.storage.getItem(KEY) ?? 'null') as { path: string; at: number } | null;
  if (last && last.path === deps.path && deps.now - last.at < WITHIN_MS) return false;
  deps.storage.setItem(KEY, JSON.stringify({ path: deps.path, at: deps.now }));
  deps.reload();
  return true;
}
