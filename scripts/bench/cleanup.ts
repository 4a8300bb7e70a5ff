import { rmSync } from 'node:fs';

/**
 * Everything the benchmark starts registers how to stop it here, so an error or Ctrl-C still
 * stops child processes and in-process stacks and removes temporary data directories.
 */
type Cleanup = () => Promise<void> | void;

const pending = new Map<number, { label: string; run: Cleanup }>();
let nextId = 0;

/** Registers a cleanup; call the returned function once it has been done the normal way. */
export function onCleanup(label: string, run: Cleanup): () => void {
  const id = nextId++;
  pending.set(id, { label, run });
  return () => {
    pending.delete(id);
  };
}

/** Runs what is still registered, newest first; failures are reported, not thrown. */
export async function runCleanups(): Promise<void> {
  const entries = [...pending.entries()].reverse();
  pending.clear();
  for (const [, { label, run }] of entries) {
    try {
      await run();
    } catch (error) {
      console.error(`cleanup "${label}" failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
