import { expect, test } from '@playwright/test';
import { adminTokenByApi, freshVisitor, joinWaitlistByApi } from './support/accounts';
import { HEADINGS, selectTab, signInAdmin, storedValue, TAB_NAMES, type TabValue } from './support/admin';
import { seriousViolations } from './support/axe';
import { seedStorage, uniqueEmail } from './support/session';

const TABS = Object.keys(TAB_NAMES) as TabValue[];
const escapeRegExp = (text: string) => text.replace(/[.+?*()[\]]/g, '\\$&');

test.beforeEach(async ({ page }) => {
  await freshVisitor(page);
});

test.describe('admin sign-in', () => {
  test('wrong password says so; the right one opens the Users tab @phone', async ({ page }) => {
    await page.goto('/admin-login');
    await expect(page.getByRole('heading', { name: 'Admin Login', level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('Not#TheRight1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed');

    await signInAdmin(page);
    await expect(page).toHaveURL(/\/admin\?tab=users$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.users);
    expect(await storedValue(page, 'adminToken')).toBeTruthy();
    // Already signed in: the admin login leads straight back to the panel.
    await page.goto('/admin-login');
    await expect(page).toHaveURL(/\/admin\?tab=users$/);
  });

  test('/admin without the admin token goes to /admin-login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  test('a 401 on any admin call clears the token and the tab and goes to / @phone', async ({ page }) => {
    await seedStorage(page, { adminToken: 'not.a-real.token' });
    await page.goto('/admin?tab=waitlist');
    await expect(page).toHaveURL(/\/$/);
    expect(await storedValue(page, 'adminToken')).toBeNull();
    expect(await storedValue(page, 'admin.selectedTab')).toBeNull();
  });
});

test.describe('admin panel', () => {
  test.beforeEach(async ({ page }) => {
    await signInAdmin(page);
  });

  test('tabs: headings, query parameter and local storage @phone', async ({ page }, info) => {
    const isPhone = info.project.name === 'phone';
    // Four accessibility scans and three reloads: about 30 s on a phone viewport on a busy two-core runner.
    test.slow(isPhone, 'four axe scans on the phone viewport');
    for (const tab of TABS) {
      await selectTab(page, tab, isPhone);
      await expect(page).toHaveURL(new RegExp(`[?&]tab=${tab}$`));
      expect(await storedValue(page, 'admin.selectedTab')).toBe(tab);
      expect(await seriousViolations(page)).toEqual([]);
    }
    // Without a parameter the stored tab comes back; an unknown value means users.
    await page.goto('/admin');
    await expect(page).toHaveURL(/[?&]tab=weekly$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.weekly);
    await page.goto('/admin?tab=nonsense');
    await expect(page).toHaveURL(/[?&]tab=users$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.users);
    await page.goto('/admin?tab=coaches');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.coaches);
    expect(await storedValue(page, 'admin.selectedTab')).toBe('coaches');
  });

  test('shows the admin name and email; Logout signs out @phone', async ({ page }, info) => {
    const isPhone = info.project.name === 'phone';
    if (isPhone) await page.getByRole('button', { name: /^Menu:/ }).click();
    await expect(page.getByText('admin@example.com').locator('visible=true')).toBeVisible();
    if (isPhone) expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Logout' }).locator('visible=true').click();
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(await storedValue(page, 'adminToken')).toBeNull();
  });

  test('users: card, edit tokens per spec §5, delete @phone', async ({ page, request }) => {
    const email = uniqueEmail('card');
    const name = email.split('@')[0] ?? '';
    await joinWaitlistByApi(request, email);
    const token = await adminTokenByApi(request);
    const list = await request.get('/api/admin/waitlist?limit=200', { headers: { authorization: `Bearer ${token}` } });
    const id = ((await list.json()).items as Array<{ _id: string; email: string }>).find((e) => e.email === email)?._id;
    await request.post('/api/admin/waitlist/convert', {
      headers: { authorization: `Bearer ${token}` },
      data: { ids: [id] },
    });

    await page.goto('/admin?tab=users');
    const card = page.getByRole('article', { name });
    await expect(card).toContainText(email);
    await expect(card).toContainText('N/A');
    await expect(card.getByTestId('brief-tokens')).toHaveText('0 / 30 (30)');
    await expect(card.getByTestId('coach-tokens')).toHaveText('0 / 5 (5)');
    // Admin accounts never appear as cards.
    await expect(page.getByRole('article').filter({ hasText: 'admin@example.com' })).toHaveCount(0);

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByLabel('BRIEF Monthly Limit')).toHaveValue('30');
    await expect(dialog.getByLabel('BRIEF Tokens Spent (this month)')).toHaveValue('0');
    await dialog.getByLabel('Name').fill(`${name} Edited`);
    await dialog.getByLabel('BRIEF Monthly Limit').fill('40');
    await dialog.getByLabel('BRIEF Tokens Spent (this month)').fill('12');
    await dialog.getByLabel('Coach Monthly Limit').fill('3');
    await dialog.getByLabel('Coach Tokens Spent (this month)').fill('9'); // capped at the limit
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const edited = page.getByRole('article', { name: `${name} Edited` });
    await expect(edited.getByTestId('brief-tokens')).toHaveText('12 / 40 (28)');
    await expect(edited.getByTestId('coach-tokens')).toHaveText('3 / 3 (0)');

    await edited.getByRole('button', { name: `Delete ${name} Edited` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    await expect(confirm).toContainText(`${name} Edited`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('article', { name: `${name} Edited` })).toHaveCount(0);
  });

  test('coaches: the tab lists role coach accounts', async ({ page }) => {
    await page.goto('/admin?tab=coaches');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.coaches);
    const cards = page.getByRole('article');
    await expect(page.getByText('Loading…')).toHaveCount(0);
    // No coach can be created through the API yet (coach registration is a later issue).
    test.skip((await cards.count()) === 0, 'no coach account exists on this stack yet');
    await expect(cards.first()).toContainText(/Pending|Approved|Rejected/);
  });

  test('waitlist: select, menu by keyboard, confirm lists 8 then the rest, remove @phone', async ({
    page,
    request,
  }) => {
    const emails = Array.from({ length: 10 }, (_, i) => uniqueEmail(`wl${i}`));
    for (const email of emails) await joinWaitlistByApi(request, email);
    await page.goto('/admin?tab=waitlist');
    await expect(page.getByText(emails[9] ?? '')).toBeVisible();

    // Nothing selected: both actions are disabled.
    const actions = page.getByRole('button', { name: 'Actions' });
    await actions.focus();
    await page.keyboard.press('Enter');
    const create = page.getByRole('menuitem', { name: 'Create 0 Account(s)' });
    await expect(create).toBeFocused();
    await expect(create).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Remove Selected' })).toBeFocused();
    await expect(page.getByRole('menuitem', { name: 'Remove Selected' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(actions).toBeFocused();

    await page.getByRole('button', { name: 'Select All' }).click();
    await expect(page.getByRole('button', { name: 'Deselect All' })).toBeVisible();
    await page.getByRole('button', { name: 'Deselect All' }).click();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);

    for (const email of emails) await page.getByRole('checkbox', { name: new RegExp(escapeRegExp(email)) }).check();
    await actions.click();
    await expect(page.getByRole('menuitem', { name: 'Create 10 Account(s)' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('menuitem', { name: 'Remove Selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove 10 entries from waitlist?' });
    await expect(dialog).toContainText('permanently deletes');
    await expect(dialog.getByRole('listitem')).toHaveCount(9);
    await expect(dialog.getByRole('listitem').last()).toHaveText('…and 2 more');
    expect(await seriousViolations(page)).toEqual([]);

    // Hold the real call a moment to see the busy state: nothing closes the dialog meanwhile.
    await page.route('**/api/admin/waitlist/delete', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Removing…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(page.getByText('Removed 10 entries.')).toBeVisible();
    await expect(dialog).toBeHidden();
    for (const email of emails) await expect(page.getByText(email)).toHaveCount(0);
    // The toast closes by itself after 3 seconds.
    await expect(page.getByText('Removed 10 entries.')).toBeHidden({ timeout: 5_000 });
  });

  test('weekly: live embed preview, Save only when changed, saved value survives a reload @phone', async ({ page }) => {
    await page.goto('/admin?tab=weekly');
    const field = page.getByLabel('YouTube/Vimeo Video URL');
    const save = page.getByRole('button', { name: 'Save' });
    const preview = page.getByTitle('Weekly B.R.I.E.F preview');
    await expect(field).toBeVisible();
    const loaded = await field.inputValue();
    await expect(save).toBeDisabled();

    const cases: Array<[string, string]> = [
      ['https://www.youtube.com/watch?v=abcDEF12345&t=30s', 'https://www.youtube.com/embed/abcDEF12345'],
      ['https://youtu.be/abcDEF12345', 'https://www.youtube.com/embed/abcDEF12345'],
      ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
      ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ];
    for (const [input, embed] of cases) {
      await field.fill(input);
      await expect(preview).toHaveAttribute('src', embed);
    }
    await field.fill('https://example.com/not-a-video');
    await expect(preview).toHaveCount(0);

    const next = `https://youtu.be/${loaded.includes('wk2') ? 'wk1' : 'wk2'}Abc12345`;
    await field.fill(`  ${next}  `);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(field).toHaveValue(next);
    await expect(save).toBeDisabled();
    await field.fill(`${next} `);
    await expect(save).toBeDisabled();

    // A link the server refuses: its error text as a toast, gone 3 s later.
    await field.fill('https://example.com/video');
    await save.click();
    const toast = page.locator('[role="status"][aria-live="polite"] p');
    await expect(toast).toHaveCount(1);
    await expect(toast).toBeHidden({ timeout: 5_000 });
  });
});
