import { expect, type Page, test } from '@playwright/test';
import {
  countEmailsTo,
  createMemberByApi,
  freshVisitor,
  joinWaitlistByApi,
  loginByApi,
  newestEmailTo,
  STRONG_PASSWORD,
  temporaryPasswordIn,
  visitorHeaders,
} from './support/accounts';
import { signInAdmin } from './support/admin';
import { seriousViolations } from './support/axe';
import { startBrief } from './support/dashboard';
import { logout } from './support/member';
import { uniqueEmail } from './support/session';

const RESET_SUCCESS = "If that email exists, we've sent you a temporary password. Please check your inbox.";

test.beforeEach(async ({ page }) => {
  await freshVisitor(page);
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

function changePasswordDialog(page: Page) {
  // After a temporary password, Edit Profile opens on its Change Password tab.
  return page.getByRole('dialog', { name: 'Edit Profile' });
}

async function changePassword(page: Page, current: string, next: string) {
  const dialog = changePasswordDialog(page);
  await dialog.getByLabel('Current Password', { exact: true }).fill(current);
  await dialog.getByLabel('New Password', { exact: true }).fill(next);
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill(next);
  await dialog.getByRole('button', { name: 'Change', exact: true }).click();
  await expect(dialog.getByText('Your password has been changed.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
}

test.describe('sign-in page', () => {
  test('shows the card, toggles the password and reports a failed sign-in @phone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'B.R.I.E.F.S' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: 'Welcome Back', level: 1 })).toBeVisible();
    const password = page.getByLabel('Password', { exact: true });
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await password.fill('Wrong#Pass123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Join Waitlist goes home and opens the waitlist dialog', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Join Waitlist' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('axe: sign-in page and the reset modal @phone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset Your Password' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('forgot password', () => {
  test('Cancel closes the modal; Escape too @phone', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Your Password' });
    await expect(dialog.getByLabel('Email')).toHaveAttribute('placeholder', 'you@example.com');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("a refused request shows the server's error in the modal", async ({ page, request }) => {
    // Five resets from one address in 15 minutes are allowed; the sixth is refused (429).
    const headers = visitorHeaders();
    for (let i = 0; i < 5; i += 1) {
      await request.post('/api/auth/forgot-password', {
        headers,
        data: { email: uniqueEmail('reset') },
      });
    }
    await page.setExtraHTTPHeaders(headers);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Your Password' });
    await dialog.getByLabel('Email').fill(uniqueEmail('reset'));
    await dialog.getByRole('button', { name: 'Send Temporary Password' }).click();
    const error = dialog.getByRole('alert');
    await expect(error).toBeVisible();
    await expect(error).not.toHaveText(RESET_SUCCESS);
    // Cancel resets the messages.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('end to end: message, email, temporary password, and the old one until the temporary is used', async ({
    page,
    request,
  }) => {
    const member = await createMemberByApi(request, uniqueEmail('forgot'));
    const before = countEmailsTo(member.email);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Your Password' });
    await dialog.getByLabel('Email').fill(member.email);
    await dialog.getByRole('button', { name: 'Send Temporary Password' }).click();
    await expect(dialog.getByText(RESET_SUCCESS)).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveCount(0);
    // Closes by itself 3 seconds later, and opens clean again.
    await expect(dialog).toBeHidden({ timeout: 5_000 });
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(dialog.getByText(RESET_SUCCESS)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const temporary = temporaryPasswordIn(await newestEmailTo(member.email, before));
    expect((await loginByApi(request, member.email, member.password)).status).toBe(200);

    await signIn(page, member.email, temporary);
    await expect(page).toHaveURL(/\/app$/);
    await expect(changePasswordDialog(page)).toBeVisible();
    await expect(changePasswordDialog(page)).toContainText('You signed in with a temporary password.');
    // Put off: a submission is refused, and the refusal brings Change Password back.
    await changePasswordDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(changePasswordDialog(page)).toBeHidden();
    await startBrief(page, 'Big client pitch tomorrow and my mind keeps going blank when I rehearse.');
    await page.getByRole('button', { name: 'Submit Text' }).click();
    await expect(changePasswordDialog(page)).toBeVisible();
    await expect(changePasswordDialog(page)).toContainText('You signed in with a temporary password.');
    const next = 'Fresh#Start2026';
    await changePassword(page, temporary, next);
    expect((await loginByApi(request, member.email, next)).status).toBe(200);
    expect((await loginByApi(request, member.email, temporary)).status).toBe(401);
  });
});

test.describe('a waitlist person becomes a member', () => {
  test('admin converts the entry; the person signs in, must change the password, and signs in again @phone', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('member');
    await joinWaitlistByApi(request, email);

    await signInAdmin(page);
    await page.goto('/admin?tab=waitlist');
    await page.getByRole('checkbox', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).check();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Create 1 Account(s)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Create 1 account(s)?' });
    await expect(confirm.getByRole('listitem')).toHaveText([email]);
    await confirm.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Created 1 account(s)!')).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);

    const temporary = temporaryPasswordIn(await newestEmailTo(email));
    // The person uses their own browser: nothing shared with the admin's storage.
    const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    const person = await context.newPage();
    await freshVisitor(person);
    await signIn(person, email, temporary);
    await expect(person).toHaveURL(/\/app$/);
    const dialog = changePasswordDialog(person);
    await expect(dialog).toBeVisible();
    await expect(person.getByText(`Hi, ${email.split('@')[0]}`)).toBeVisible();
    expect(await seriousViolations(person)).toEqual([]);

    // Spec §5 rules, live.
    await dialog.getByLabel('Current Password', { exact: true }).fill(temporary);
    await dialog.getByLabel('New Password', { exact: true }).fill('weak');
    await expect(
      dialog.getByText('Must be 8+ chars with uppercase, lowercase, number & special character.'),
    ).toBeVisible();
    await dialog.getByLabel('Confirm New Password', { exact: true }).fill('weaker');
    await expect(dialog.getByText('New & confirm must match')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Change', exact: true })).toBeDisabled();
    await dialog.getByLabel('Confirm New Password', { exact: true }).fill('weak');
    await dialog.getByRole('button', { name: 'Change', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Password must be at least 8 characters long, include uppercase, lowercase, a number, and a special character.',
    );
    await dialog.getByLabel('Current Password', { exact: true }).fill('Not#TheRight1');
    await dialog.getByLabel('New Password', { exact: true }).fill(STRONG_PASSWORD);
    await dialog.getByLabel('Confirm New Password', { exact: true }).fill(STRONG_PASSWORD);
    await dialog.getByRole('button', { name: 'Change', exact: true }).click();
    // This answer, not the rule's message still on screen from the try before.
    await expect(dialog.getByRole('alert')).toHaveText('Your current password is not correct.');
    await changePassword(person, temporary, STRONG_PASSWORD);
    // What the temporary password was refused loads now, without a reload.
    await expect(person.getByRole('region', { name: 'Monthly Usage' })).toContainText(/B\.R\.I\.E\.F\.S\s*0\/\d+/);

    // The stored token is the fresh one: the profile still loads after a reload.
    await person.reload();
    await expect(person.getByText(`Hi, ${email.split('@')[0]}`)).toBeVisible();
    await expect(changePasswordDialog(person)).toBeHidden();

    await logout(person);
    await expect(person).toHaveURL(/\/login$/);
    expect(
      await person.evaluate(() => (globalThis as unknown as { localStorage: { length: number } }).localStorage.length),
    ).toBe(0);

    await signIn(person, email, temporary);
    await expect(person.getByRole('alert')).toHaveText('Login failed');
    await signIn(person, email, STRONG_PASSWORD);
    await expect(person).toHaveURL(/\/app$/);
    await expect(changePasswordDialog(person)).toBeHidden();
    // Signed in, /login leads back to the dashboard.
    await person.goto('/login');
    await expect(person).toHaveURL(/\/app$/);
    await context.close();
  });
});
