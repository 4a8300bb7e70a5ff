import { expect, test } from '@playwright/test';
import { freshVisitor, newestEmailTo, temporaryPasswordIn } from './support/accounts';
import { signInAdmin } from './support/admin';
import { seriousViolations } from './support/axe';
import { seedCoach } from './support/seed';
import { uniqueEmail } from './support/session';

test.beforeEach(async ({ page }) => {
  await freshVisitor(page);
});

test.describe('admin: coaches tab', () => {
  test('a pending coach shows details, CV and approve/reject; approval lets them sign in to /coach @phone', async ({
    page,
    browser,
  }) => {
    // Approval, then a sign-in with the emailed password: two scrypt checks on a shared CI machine.
    test.setTimeout(60_000);
    const name = `Coach Approve ${Date.now().toString(36)}`;
    const coach = await seedCoach({ name, email: uniqueEmail('coach-ok'), status: 'pending', withCv: true });
    await signInAdmin(page);
    await page.goto('/admin?tab=coaches');
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('Pending');
    await expect(card).toContainText('Sport performance, Exam stress');
    await expect(card).toContainText('+1 555 0142');
    await expect(card.locator('iframe')).toHaveAttribute('src', /coaches%2F|coaches\//);
    await expect(card.getByRole('button', { name: /Edit/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('button', { name: new RegExp(`Approve ${name}`) }).click();
    await expect(card).toContainText('Approved');
    await expect(card.getByRole('button', { name: new RegExp(`Approve ${name}`) })).toHaveCount(0);
    await expect(card.getByRole('button', { name: new RegExp(`Edit ${name}`) })).toBeVisible();
    await expect(card.getByRole('button', { name: new RegExp(`Delete ${name}`) })).toBeVisible();

    // The coach reads the temporary password from the email and lands on the coach dashboard.
    const temporary = temporaryPasswordIn(await newestEmailTo(coach.email));
    const coachPage = await (await browser.newContext()).newPage();
    await coachPage.goto('/login');
    await coachPage.getByLabel('Email').fill(coach.email);
    await coachPage.getByLabel('Password', { exact: true }).fill(temporary);
    await coachPage.getByRole('button', { name: 'Login' }).click();
    await expect(coachPage).toHaveURL(/\/coach$/);
    await expect(coachPage.getByRole('dialog')).toBeVisible();
  });

  test('rejecting leaves only delete, and delete removes the coach', async ({ page }) => {
    const name = `Coach Reject ${Date.now().toString(36)}`;
    await seedCoach({ name, email: uniqueEmail('coach-no'), status: 'pending' });
    await signInAdmin(page);
    await page.goto('/admin?tab=coaches');
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('No CV uploaded');
    await card.getByRole('button', { name: new RegExp(`Reject ${name}`) }).click();
    await expect(card).toContainText('Rejected');
    await expect(card.getByRole('button')).toHaveCount(1);
    await card.getByRole('button', { name: new RegExp(`Delete ${name}`) }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
  });

  test('editing an approved coach offers name and email only', async ({ page }) => {
    const name = `Coach Edit ${Date.now().toString(36)}`;
    await seedCoach({ name, email: uniqueEmail('coach-ed'), status: 'approved' });
    await signInAdmin(page);
    await page.goto('/admin?tab=coaches');
    await page
      .getByRole('article', { name })
      .getByRole('button', { name: new RegExp(`Edit ${name}`) })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Coach' });
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    await expect(dialog.getByLabel('BRIEF Monthly Limit')).toHaveCount(0);
    await dialog.getByLabel('Name').fill(`${name} Renamed`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('article', { name: `${name} Renamed` })).toBeVisible();
  });
});
