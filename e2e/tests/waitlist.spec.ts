import { expect, type Page, test } from '@playwright/test';
import { hero, openWaitlistFromHero, waitlistDialog } from './support/landing';
import { uniqueEmail } from './support/session';

async function join(page: Page, email: string) {
  const dialog = await openWaitlistFromHero(page);
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
  return dialog;
}

/** Answers POST /api/waitlist in the browser, for outcomes the real server can't easily produce. */
async function answerWaitlist(page: Page, status: number, body: unknown) {
  await page.route('**/api/waitlist', (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

test.describe('waitlist dialog against the real server', () => {
  test('a new email: "You\'re In!", then the dialog closes by itself after about 2 s @phone', async ({ page }) => {
    await page.goto('/');
    const dialog = await join(page, uniqueEmail('created'));
    await expect(dialog.getByRole('heading', { name: "You're In!" })).toBeVisible();
    const shownAt = Date.now();
    await expect(dialog).toContainText("Thanks! We'll keep you posted on our launch.");
    await expect(dialog).toBeHidden({ timeout: 5000 });
    const openFor = Date.now() - shownAt;
    expect(openFor).toBeGreaterThan(1500);
    expect(openFor).toBeLessThan(4000);

    // Reopening shows a fresh, empty form (the form was reset).
    const again = await openWaitlistFromHero(page);
    await expect(again.getByLabel('Email address')).toHaveValue('');
  });

  test('the same email twice: "You\'re already on the list"', async ({ page }) => {
    const email = uniqueEmail('twice');
    await page.goto('/');
    const dialog = await join(page, email);
    await expect(dialog.getByRole('heading', { name: "You're In!" })).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5000 });

    // Different case and spaces are still the same person.
    const second = await join(page, `  ${email.toUpperCase()} `);
    await expect(second.getByRole('heading', { name: "You're already on the list" })).toBeVisible();
    await expect(second).toContainText("We've got your email. We'll notify you as soon as we launch.");
  });

  test('an invalid email is caught below the field and never sent @phone', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/waitlist') && posts.push(request.method()));
    await page.goto('/');
    const dialog = await join(page, 'not-an-email');
    const field = dialog.getByLabel('Email address');
    await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).toHaveAttribute('placeholder', 'you@example.com');
    expect(posts).toEqual([]);

    // Typing again clears the message.
    await field.fill('still-wrong@');
    await expect(dialog.getByText('Please enter a valid email')).toBeHidden();
  });
});

test.describe('waitlist dialog outcomes the server decides', () => {
  test('already_user: "Account already exists" with a Login here link in a new tab', async ({ page }) => {
    await answerWaitlist(page, 200, { status: 'already_user' });
    await page.goto('/');
    const dialog = await join(page, uniqueEmail('member'));
    await expect(dialog.getByRole('heading', { name: 'Account already exists' })).toBeVisible();
    await expect(dialog).toContainText('Looks like you already have an account.');
    const login = dialog.getByRole('link', { name: /Login here/ });
    await expect(login).toHaveAttribute('href', '/login');
    await expect(login).toHaveAttribute('target', '_blank');
  });

  test('a server failure: "Something went wrong", logged, and Try Again returns to the form @phone', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    await answerWaitlist(page, 500, { error: 'boom', code: 'INTERNAL' });
    await page.goto('/');
    const email = uniqueEmail('failure');
    const dialog = await join(page, email);
    await expect(dialog.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(dialog).toContainText('Please try again in a moment.');
    expect(logged.some((text) => text.includes('waitlist'))).toBe(true);

    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog.getByLabel('Email address')).toHaveValue(email);
    await expect(dialog.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
  });

  test('a network failure is the same friendly error', async ({ page }) => {
    await page.route('**/api/waitlist', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const dialog = await join(page, uniqueEmail('offline'));
    await expect(dialog.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });

  test('a response without a status counts as created', async ({ page }) => {
    await answerWaitlist(page, 200, {});
    await page.goto('/');
    const dialog = await join(page, uniqueEmail('no-status'));
    await expect(dialog.getByRole('heading', { name: "You're In!" })).toBeVisible();
  });

  test('while submitting: "Joining…", field and button disabled', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/waitlist', async (route) => {
      await held;
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"status":"created"}' });
    });
    await page.goto('/');
    const dialog = await join(page, uniqueEmail('slow'));
    await expect(dialog.getByRole('button', { name: 'Joining…' })).toBeDisabled();
    await expect(dialog.getByLabel('Email address')).toBeDisabled();
    release();
    await expect(dialog.getByRole('heading', { name: "You're In!" })).toBeVisible();
  });
});

test.describe('waitlist dialog behaviour', () => {
  test('is a labelled modal: focus trapped, Escape closes, focus returns to the opener @phone', async ({ page }) => {
    await page.goto('/');
    await expect(waitlistDialog(page)).toHaveCount(0);
    const opener = hero(page).getByRole('button', { name: 'Join Waitlist' });
    const dialog = await openWaitlistFromHero(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('dialog', { name: 'Join the waitlist' })).toBeVisible();
    await expect(dialog.getByLabel('Email address')).toBeFocused();

    // Tab many times: focus never leaves the dialog.
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(node.ownerDocument.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('the close button closes it', async ({ page }) => {
    await page.goto('/');
    const dialog = await openWaitlistFromHero(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(waitlistDialog(page)).toHaveCount(0);
  });

  test("the login page's Join Waitlist opens the dialog on / and the flag is cleared @phone", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Join Waitlist' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(waitlistDialog(page)).toBeVisible();
    // The navigation state was replaced with null, so a reload does not reopen the dialog.
    const navigationState = () =>
      page.evaluate(() => {
        const { history } = globalThis as unknown as { history: { state: { usr?: unknown } | null } };
        return history.state?.usr ?? null;
      });
    await expect.poll(navigationState).toBeNull();
    await page.reload();
    await expect(hero(page)).toBeVisible();
    await expect(waitlistDialog(page)).toHaveCount(0);
  });
});
