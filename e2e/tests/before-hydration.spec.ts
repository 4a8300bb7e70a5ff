import { expect, test } from '@playwright/test';
import { createMemberByApi, freshVisitor } from './support/accounts';
import { holdEntryScript, openStatic, waitForHydration } from './support/hydration';
import { hero, waitlistDialog } from './support/landing';
import { seedStorage, uniqueEmail } from './support/session';

/** The pre-rendered pages are usable before React has taken them over: nothing done then is lost. */
test.beforeEach(async ({ page }) => {
  await freshVisitor(page);
});

test('/login: typed and pressed before React is there, the sign-in goes through once it is; the password never reaches a URL', async ({
  page,
  request,
}) => {
  const member = await createMemberByApi(request, uniqueEmail('early'));
  const urls: string[] = [];
  page.on('request', (sent) => urls.push(sent.url()));
  const release = await holdEntryScript(page, '/login');
  await openStatic(page, '/login');

  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Nothing happened yet: the browser did not send the form itself.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(member.email);

  release();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Select Your Experience' })).toBeVisible();
  expect(urls.filter((url) => url.includes(encodeURIComponent(member.password)) || url.includes('password='))).toEqual(
    [],
  );
});

test('/login: an email typed before React is there stays when the page renders again @phone', async ({
  page,
  request,
}) => {
  const member = await createMemberByApi(request, uniqueEmail('early-email'));
  const release = await holdEntryScript(page, '/login');
  await openStatic(page, '/login');
  await page.getByLabel('Email').fill(member.email);

  release();
  await waitForHydration(page);
  // Typing the password renders the form again: the email must survive it.
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
});

test('/: Join Waitlist pressed before React is there opens the dialog once it is @phone', async ({ page }) => {
  const release = await holdEntryScript(page, '/');
  await openStatic(page, '/');
  await hero(page).getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(waitlistDialog(page)).toHaveCount(0);

  release();
  await expect(waitlistDialog(page).getByLabel('Email address')).toBeVisible();
});

test('/: a signed-in visitor who opens the menu before React is there sees it open with Dashboard @phone', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the menu button only exists on small screens');
  await seedStorage(page, { jwt: 'e2e-session-token' });
  const release = await holdEntryScript(page, '/');
  await openStatic(page, '/');
  // The page on screen is the one pre-rendered for visitors; with a session React renders it afresh.
  await page.getByRole('button', { name: 'Menu' }).click();

  release();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app');
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
});

test('/login: Join Waitlist pressed before React is there still opens the dialog on /, and the address is clean @phone', async ({
  page,
}) => {
  await holdEntryScript(page, '/login');
  await openStatic(page, '/login');
  // Before hydration the link is a plain page load, which carries no navigation state.
  await page.getByRole('link', { name: 'Join Waitlist' }).click();
  await expect(waitlistDialog(page).getByLabel('Email address')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(hero(page)).toBeVisible();
  await expect(waitlistDialog(page)).toHaveCount(0);
});

test('/, /privacy and /login hydrate without a mismatch or a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of ['/', '/privacy', '/login']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  expect(errors).toEqual([]);
});

test('/, /privacy and /login arrive readable; only the early-press guard is fetched ahead of the first paint', async ({
  request,
}) => {
  for (const path of ['/', '/privacy', '/login']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<div id="root" data-prerendered="">(<!--\$-->)?<div/);
    const scriptTags = /<script\b[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>/g;
    // The app's scripts wait, inert, in a template that the guard adds after the first frame.
    const template = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    const app = [...template.matchAll(scriptTags)].map(([tag]) => tag);
    expect(
      app.filter((tag) => tag.startsWith('<script')),
      path,
    ).toHaveLength(1);
    expect(app.length, path).toBeGreaterThan(1);
    const fetchedAtOnce = [...html.replace(template, '').matchAll(scriptTags)].map(([tag]) => tag);
    expect(fetchedAtOnce, path).toHaveLength(2);
    expect(
      fetchedAtOnce.filter((tag) => !/\/assets\/(before-hydration|hydration-signal)-/.test(tag)),
      path,
    ).toEqual([]);
  }
});
