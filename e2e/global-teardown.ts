import { rmSync } from 'node:fs';

/** Removes the run's throw-away data folder (after the web server has stopped). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_REMOVE_DATA_DIR === 'true') rmSync(dir, { recursive: true, force: true });
}
