import type { Page } from '@playwright/test';

/** Browser-storage keys from spec §3 (kept literal here so the tests check the contract, not our constant). */
export interface StoredSession {
  jwt?: string;
  role?: 'user' | 'coach';
  adminToken?: string;
}

/**
 * Puts values in localStorage before any page script runs, on every navigation of this page,
 * the way a signed-in visitor's browser would already hold them.
 */
export async function seedStorage(page: Page, values: StoredSession): Promise<void> {
  await page.addInitScript((entries) => {
    // Runs in the browser; the e2e tsconfig has no DOM types, hence the narrow cast.
    const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } })
      .localStorage;
    for (const [key, value] of Object.entries(entries)) {
      if (typeof value === 'string') storage.setItem(key, value);
    }
  }, values);
}

/** A fresh address per call, so reruns against a kept data folder never collide. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
