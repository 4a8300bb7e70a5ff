import { expect, test } from '@playwright/test';
import { adminTokenByApi, freshVisitor, joinWaitlistByApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { seedUsers } from './support/seed';
import { seedStorage } from './support/session';

// Signed in by token: the sign-in page has its own tests, and scrypt is slow on a busy machine.
test.beforeEach(async ({ page, request }) => {
  await freshVisitor(page);
  await seedStorage(page, { adminToken: await adminTokenByApi(request) });
});

/** The admin lists stay flat: one page from the server at a time, searched on the server. */
test.describe('admin lists: pages and search', () => {
  test('the opening tab asks for its first page once, before the app has loaded', async ({ page }) => {
    await seedUsers(1, `early${Date.now().toString(36)}`);
    const listCalls: string[] = [];
    let listAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => {
      listAsked = resolve;
    });
    page.on('request', (request) => {
      if (!request.url().includes('/api/admin/users')) return;
      listCalls.push(request.url());
      listAsked();
    });
    // The app's entry is held back until the list has been asked for (or 5 s have passed): only the
    // document's own opening script can ask while the app is not there.
    let askedBeforeApp = false;
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      askedBeforeApp = await Promise.race([
        asked.then(() => true),
        new Promise<boolean>((r) => setTimeout(r, 5000, false)),
      ]);
      await route.continue();
    });
    await page.goto('/admin?tab=users');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(askedBeforeApp).toBe(true);
    // The tab's query took that answer instead of asking again.
    expect(listCalls).toHaveLength(1);
  });

  test("/admin's document links every chunk of its opening script ahead of the app's entry", async ({ request }) => {
    const html = await (await request.get('/admin')).text();
    const opening = /<script type="module" async crossorigin src="\/assets\/([^"]+)"/.exec(html)?.[1];
    expect(opening).toBeTruthy();
    // Its static imports, however deep: on six connections a late link sent the list request late too.
    const chunks = new Set<string>();
    const visit = async (file: string) => {
      const code = await (await request.get(`/assets/${file}`)).text();
      for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
        if (imported && !chunks.has(imported)) {
          chunks.add(imported);
          await visit(imported);
        }
      }
    };
    await visit(opening as string);
    expect(chunks.size).toBeGreaterThan(0);
    const appEntry = html.search(/<script type="module" crossorigin src="\/assets\/index-/);
    for (const chunk of chunks) {
      const link = html.indexOf(`<link rel="modulepreload" crossorigin href="/assets/${chunk}">`);
      expect(link, chunk).toBeGreaterThan(-1);
      expect(link, chunk).toBeLessThan(appEntry);
      expect(html.split(`/assets/${chunk}"`).length - 1, chunk).toBe(1);
    }
  });

  test('users: page by page, search by name word or email prefix @phone', async ({ page }) => {
    test.slow(); // seeds 30 accounts first
    const marker = `pg${Date.now().toString(36)}`;
    const users = await seedUsers(30, marker);
    await page.goto('/admin?tab=users');
    const cards = page.getByRole('article');
    const labels = () => cards.evaluateAll((list) => list.map((card) => card.getAttribute('aria-label') ?? ''));
    // The unsearched list's first page already shows 24 of these new accounts (newest first), so
    // wait for the search's own answer to be on screen.
    const searched = page.waitForResponse((r) => r.url().includes(`q=${marker}`) && !r.url().includes('cursor='));
    await page.getByLabel('Search by email or name').fill(marker);
    await searched;
    await expect(page.locator('ul[aria-busy="false"]')).toHaveCount(1);
    // 24 a page (a search lists in index order).
    await expect(cards).toHaveCount(24);
    const firstPage = await labels();
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager).toContainText('Page 1');
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText('Page 2');
    await expect(cards).toHaveCount(6);
    // The new page starts where it can be read: from its top, not where the pager was.
    expect(await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY)).toBe(0);
    const secondPage = await labels();
    expect(new Set([...firstPage, ...secondPage])).toEqual(new Set(users.map((user) => user.name)));
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(cards).toHaveCount(24);

    // Any word of the name, and an email prefix; a new search starts at page 1.
    // (Other runs on the same stack seed their own Person017, so look for this run's among them.)
    await page.getByLabel('Search by email or name').fill('PERSON017');
    await expect.poll(async () => (await labels()).every((label) => label.endsWith(' Person017'))).toBe(true);
    await expect(cards.filter({ hasText: users[16]?.email ?? '' })).toHaveCount(1);
    await page.getByLabel('Search by email or name').fill(`${marker}-02`);
    await expect(cards).toHaveCount(10); // -020 … -029
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
    await page.getByLabel('Search by email or name').fill(`${marker}-nobody`);
    await expect(page.getByText('No matches.')).toBeVisible();
  });

  test('waitlist: search by email; Select All selects the entries on screen, the dialog is unchanged @phone', async ({
    page,
    request,
  }) => {
    const marker = `wl${Date.now().toString(36)}`;
    const emails = [1, 2, 3].map((n) => `${marker}-${n}@example.com`);
    for (const email of emails) await joinWaitlistByApi(request, email);
    await joinWaitlistByApi(request, `other-${marker}@example.com`);
    await page.goto('/admin?tab=waitlist');
    await page.getByLabel('Search by email').fill(marker);
    const checkboxes = page.getByRole('checkbox');
    await expect(checkboxes).toHaveCount(3);
    await page.getByRole('button', { name: 'Select All' }).click();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(3);
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Create 3 Account(s)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create 3 account(s)?' });
    for (const email of emails) await expect(dialog).toContainText(email);
    await expect(dialog).not.toContainText(`other-${marker}`);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
