import { MEDIA_MESSAGES } from '@briefs/shared';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { freshVisitor, newestEmailTo, STRONG_PASSWORD, temporaryPasswordIn } from './accounts';
import { signInAdmin } from './admin';
import { seriousViolations } from './axe';
import { CV_FILE } from './coach';
import { snap } from './member';

/**
 * Each screen at desktop and at a 390 px phone: whatever `check` expects is there, nothing runs off
 * the side, a screenshot for people (E2E_SCREENSHOTS), and no serious or critical axe finding.
 */
export async function lookAtBothSizes(page: Page, name: string, check: () => Promise<void>): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await snap(page, name, size);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** From the landing page's link to the thank-you card: a wrong CV is refused, then the PDF goes. */
export async function applyAsCoach(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Apply to Become a Coach' }).click();
  await expect(page).toHaveURL(/\/coach-register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coach Registration' })).toBeVisible();
  await expect(page).toHaveTitle('Coach Registration · B.R.I.E.F.S');
  const submit = page.getByRole('button', { name: 'Submit for Approval' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('All fields except phone are required');
  // The empty required fields are marked, the first has the focus, and filling one clears its mark.
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(4);
  await expect(page.getByLabel('Phone (optional)')).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('Name').fill(name);
  await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Specialties (comma-separated)').fill('Sport performance, Exam stress');
  const cv = page.getByLabel('Upload CV (PDF only)');
  await cv.setInputFiles({ ...CV_FILE, buffer: Buffer.from('<html>not a pdf</html>') });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Your CV must be a PDF file. Please choose a PDF and try again.');
  await cv.setInputFiles(CV_FILE);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Thank you for submitting' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText("We've received your application and CV.");
}

/** The admin, in a browser of their own, finds the application, gets the CV as a PDF and approves. */
export async function approveInAdminPanel(browser: Browser, name: string): Promise<void> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await freshVisitor(admin);
  await signInAdmin(admin);
  await admin.goto('/admin?tab=coaches');
  const card = admin.getByRole('article', { name });
  await expect(card).toContainText('Sport performance, Exam stress');
  const cvUrl = await card.locator('iframe').getAttribute('src');
  const cv = await admin.request.get(cvUrl ?? '');
  expect(cv.headers()['content-type']).toBe('application/pdf');
  await card.getByRole('button', { name: new RegExp(`Approve ${name}`) }).click();
  await expect(card).toContainText('Approved');
  await context.close();
}

/** Signs in with the emailed temporary password: /coach opens Change Password, and the coach sets their own. */
export async function firstCoachSignIn(page: Page, email: string): Promise<void> {
  const mail = await newestEmailTo(email);
  expect(mail).toContain('/login');
  const temporary = temporaryPasswordIn(mail);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(temporary);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/coach$/);
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await lookAtBothSizes(page, 'coach-first-password', () =>
    expect(dialog.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true'),
  );
  await dialog.getByLabel('Current Password', { exact: true }).fill(temporary);
  await dialog.getByLabel('New Password', { exact: true }).fill(STRONG_PASSWORD);
  await dialog.getByLabel('Confirm New', { exact: true }).fill(`${STRONG_PASSWORD}x`);
  await expect(dialog.getByText('New & confirm must match')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Change' })).toBeDisabled();
  await dialog.getByLabel('Confirm New', { exact: true }).fill(STRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Change' }).click();
  // Password hashing is slow on purpose; on a busy machine it takes seconds.
  await expect(dialog.getByRole('status')).toHaveText('Your password has been changed.', { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toHaveCount(0);
}

/** Dashboard step 1 in coach mode with the person's name, then step 2. */
async function startCoachMode(page: Page, name: string): Promise<void> {
  await page.getByRole('radio', { name: /B\.R\.I\.E\.F a Coach/ }).check();
  await page.getByLabel('Your Name').fill(name);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

const SENT_TO_COACH = /^Sent to a coach\. Expect a video reply within 24 hours/;

/** A coach-mode submission by text, up to the results that say it went to a coach. */
export async function askCoachByText(page: Page, name: string, words: string): Promise<void> {
  await startCoachMode(page, name);
  await page.getByLabel("What's going on?").fill(words);
  await page.getByRole('button', { name: 'Submit Text' }).click();
  await page.getByRole('button', { name: 'View Results' }).click();
  await expect(page.getByText(SENT_TO_COACH)).toBeVisible();
}

/** A coach-mode submission by Video Upload, through the media job, up to the same results. */
export async function askCoachByVideo(page: Page, name: string, video: string): Promise<void> {
  await startCoachMode(page, name);
  await page.getByRole('radio', { name: MEDIA_MESSAGES.videoUpload }).check();
  await page.getByLabel(MEDIA_MESSAGES.videoLabel).setInputFiles(video);
  await page.getByRole('button', { name: MEDIA_MESSAGES.uploadVideo }).click();
  await page.getByRole('button', { name: 'View Results' }).click({ timeout: 150_000 });
  await expect(page.getByText(SENT_TO_COACH)).toBeVisible({ timeout: 30_000 });
}

/** A card's countdown reads 23–24 hours and ticks. */
export async function expectTickingCountdown(card: Locator): Promise<void> {
  const countdown = card.locator('time').first();
  await expect(countdown).toHaveText(/^2[34]:\d\d:\d\d$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '');
}
