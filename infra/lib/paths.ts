import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in infra/lib/), independent of the caller's cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const HANDLERS_DIR = join(REPO_ROOT, 'functions', 'src', 'handlers');
export const DEFAULT_WEB_DIST = join(REPO_ROOT, 'web', 'dist');
export const LOCK_FILE = join(REPO_ROOT, 'package-lock.json');

/** `waitlist/join` → functions/src/handlers/waitlist/join.ts (absolute). */
export function handlerEntry(handler: string): string {
  return join(HANDLERS_DIR, `${handler}.ts`);
}

/**
 * Fails synth listing every missing entry at once: silently skipping a route would deploy an API
 * that 404s on a spec endpoint, and failing one file at a time wastes a synth per file.
 */
export function assertHandlersExist(handlers: readonly string[]): void {
  const missing = [...new Set(handlers)].map(handlerEntry).filter((file) => !existsSync(file));
  if (missing.length === 0) return;
  const list = missing.map((file) => `  - ${relative(REPO_ROOT, file)}`).join('\n');
  throw new Error(
    `Missing Lambda entry files (each API_ROUTES / SCHEDULED_JOBS entry in shared/src/routes.ts ` +
      `needs functions/src/handlers/<handler>.ts exporting \`handler\`):\n${list}`,
  );
}
