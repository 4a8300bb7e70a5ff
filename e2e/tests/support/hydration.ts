import { expect, type Page } from '@playwright/test';

/**
 * Holds back a pre-rendered page's entry script (the one Vite writes, not the async guard before it),
 * so the test acts on the static page before React has taken it over, as a person on a slow phone
 * does. Call the returned function to let the script through.
 */
export async function holdEntryScript(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const entry = /<script type="module"(?![^>]*\basync\b)[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no entry script in ${path}`);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens a page without waiting for its scripts (they may be held). */
export async function openStatic(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** React has hydrated the page (lib/hydration-signal.ts marks the document). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
