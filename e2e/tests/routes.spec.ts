import { expect, type Page, test } from '@playwright/test';
import { seedStorage } from './support/session';

test.describe('route table (spec §2)', () => {
  test('an unknown path goes to / and replaces history @phone', async ({ page }) => {
    await page.goto('/privacy');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  for (const path of ['/app', '/ventometer', '/community', '/coach']) {
    test(`${path} without a session token goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('/admin without the admin token goes to /admin-login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  test('the session token alone does not open /admin', async ({ page }) => {
    await seedStorage(page, { jwt: 'e2e-session-token' });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  test('/login with a session token goes to /app, replacing history @phone', async ({ page }) => {
    await page.goto('/');
    await seedStorage(page, { jwt: 'e2e-session-token' });
    await redirectsTo(page, '/login', /\/app$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/login with a coach session goes to /coach', async ({ page }) => {
    await seedStorage(page, { jwt: 'e2e-session-token', role: 'coach' });
    await redirectsTo(page, '/login', /\/coach$/);
  });

  test("a nested page's chunks are asked for together, not one after another", async ({ page }) => {
    const started = new Map<string, number>();
    const finished = new Map<string, number>();
    const chunk = (url: string) => /\/assets\/(query-layout|admin-login-page)-[^/]*\.js$/.exec(url)?.[1];
    page.on('request', (request) => {
      const name = chunk(request.url());
      if (name && !started.has(name)) started.set(name, performance.now());
    });
    page.on('requestfinished', (request) => {
      const name = chunk(request.url());
      if (name && !finished.has(name)) finished.set(name, performance.now());
    });
    await page.goto('/admin-login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Without the preload the page's chunk is only asked for once the layout's has arrived and run.
    expect(started.get('admin-login-page')).toBeLessThan(finished.get('query-layout') ?? 0);
  });

  test('public pages open without any token', async ({ page }) => {
    for (const path of ['/', '/privacy', '/login', '/admin-login', '/coach-register']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
  });
});

/**
 * Opens `path` and waits for the move to `destination`. Watching the navigation, not polling the
 * address: the made-up token is refused by the dashboard's first call, which sends it back to
 * /login, sometimes before a poll has seen the dashboard's address on a busy machine.
 */
async function redirectsTo(page: Page, path: string, destination: RegExp): Promise<void> {
  const moved = page.waitForURL(destination, { waitUntil: 'commit' });
  await page.goto(path);
  await moved;
}
