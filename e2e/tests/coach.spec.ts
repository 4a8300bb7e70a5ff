import { expect, test } from '@playwright/test';
import {
  createMemberByApi,
  freshVisitor,
  loginByApi,
  newestEmailTo,
  STRONG_PASSWORD,
  temporaryPasswordIn,
} from './support/accounts';
import { signInAdmin } from './support/admin';
import { seriousViolations } from './support/axe';
import {
  approvedCoachByApi,
  COACH_REQUEST_CONTACT,
  CV_FILE,
  openCoachDashboard,
  textCoachRequestByApi,
} from './support/coach';
import { seedStorage, uniqueEmail } from './support/session';

test.beforeEach(async ({ page }) => {
  await freshVisitor(page);
});

test.describe('coaches', () => {
  test('a coach applies with a PDF, the admin approves, the coach signs in with the emailed password and sets their own', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = `Avery Coach ${Date.now().toString(36)}`;
    const email = uniqueEmail('apply');
    await page.goto('/');
    await page.getByRole('link', { name: 'Apply to Become a Coach' }).click();
    await expect(page).toHaveURL(/\/coach-register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Coach Registration' })).toBeVisible();

    await page.getByRole('button', { name: 'Submit for Approval' }).click();
    await expect(page.getByRole('alert')).toHaveText('All fields except phone are required');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Specialties (comma-separated)').fill('Sport performance, Exam stress');
    await page
      .getByLabel('Upload CV (PDF only)')
      .setInputFiles({ ...CV_FILE, buffer: Buffer.from('<html>not a pdf</html>') });
    await page.getByRole('button', { name: 'Submit for Approval' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your CV must be a PDF file. Please choose a PDF and try again.');
    await page.getByLabel('Upload CV (PDF only)').setInputFiles(CV_FILE);
    await page.getByRole('button', { name: 'Submit for Approval' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for submitting' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText("We've received your application and CV.");

    // A pending coach is told where the application stands.
    const pending = await loginByApi(page.request, email, 'Whatever#123');
    expect(pending.body.error).toContain('still being reviewed');

    const admin = await (await browser.newContext()).newPage();
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

    const mail = await newestEmailTo(email);
    expect(mail).toContain('/login');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(temporaryPasswordIn(mail));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/coach$/);
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(dialog.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByLabel('Current Password', { exact: true }).fill(temporaryPasswordIn(mail));
    await dialog.getByLabel('New Password', { exact: true }).fill(STRONG_PASSWORD);
    await dialog.getByLabel('Confirm New', { exact: true }).fill(`${STRONG_PASSWORD}x`);
    await expect(dialog.getByText('New & confirm must match')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Change' })).toBeDisabled();
    await dialog.getByLabel('Confirm New', { exact: true }).fill(STRONG_PASSWORD);
    await dialog.getByRole('button', { name: 'Change' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your password has been changed.');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    expect((await loginByApi(page.request, email, STRONG_PASSWORD)).status).toBe(200);

    // The landing page knows a coach: Dashboard leads to /coach and Become a Coach is hidden.
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Become a Coach', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page).toHaveURL(/\/coach$/);
  });

  test('Edit Profile saves name and phone, email stays read-only; Logout goes to /login @phone', async ({ page }) => {
    test.setTimeout(90_000);
    const coach = await approvedCoachByApi(page.request);
    await openCoachDashboard(page, coach);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(dialog.getByLabel('Email')).toHaveValue(coach.email);
    await expect(dialog.getByLabel('Email')).not.toBeEditable();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Name').fill('Morgan R. Reyes');
    await dialog.getByLabel('Phone').fill('+1 555 0123');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Profile saved.');
    await expect(page.getByText('Hi, Morgan R. Reyes')).toBeAttached();

    await dialog.getByRole('tab', { name: 'Change Password' }).click();
    await expect(dialog.getByText('Must be 8+ chars')).toHaveCount(0);
    await dialog.getByLabel('Current Password', { exact: true }).fill('x');
    await dialog.getByLabel('New Password', { exact: true }).fill('short');
    await dialog.getByLabel('Confirm New', { exact: true }).fill('short');
    await expect(dialog.getByRole('button', { name: 'Change' })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/coach-register is accessible, empty and with an error @phone', async ({ page }) => {
    await page.goto('/coach-register');
    await expect(page.getByRole('heading', { level: 1, name: 'Coach Registration' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit for Approval' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a member with role user who opens /coach goes to /app; a bad token signs out to /login', async ({ page }) => {
    const member = await createMemberByApi(page.request, uniqueEmail('member'));
    const login = await loginByApi(page.request, member.email, member.password);
    await seedStorage(page, { jwt: login.body.token, role: 'coach' });
    await page.goto('/coach');
    await expect(page).toHaveURL(/\/app$/);

    const other = await page.context().browser()!.newContext();
    const stranger = await other.newPage();
    await seedStorage(stranger, { jwt: 'not-a-real-token', role: 'coach' });
    await stranger.goto('/coach');
    await expect(stranger).toHaveURL(/\/login$/);
  });
});

test.describe('coach requests', () => {
  test('the coach sees open requests with a ticking countdown and opens Respond; expired cards read Expired @phone', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const coach = await approvedCoachByApi(page.request);
    const member = await createMemberByApi(page.request, uniqueEmail('asker'));
    const memberToken = (await loginByApi(page.request, member.email, member.password)).body.token;
    const words = `My hamstring tightens on the start line and I lose the first ten metres ${Date.now()}.`;
    await textCoachRequestByApi(page.request, memberToken, words);

    await openCoachDashboard(page, coach);
    const card = page.getByRole('article').filter({ hasText: words });
    await expect(card.getByRole('heading', { name: COACH_REQUEST_CONTACT.name })).toBeVisible();
    await expect(card).toContainText(COACH_REQUEST_CONTACT.background);
    await expect(card).toContainText('Submitted');
    const countdown = card.locator('time').first();
    await expect(countdown).toHaveText(/^2[34]:\d\d:\d\d$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '');
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('button', { name: `Respond to ${COACH_REQUEST_CONTACT.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Respond to ${COACH_REQUEST_CONTACT.name}` });
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    // A day later the same card reads Expired, in red, and still offers Respond.
    await page.clock.install({ time: Date.now() + 25 * 3600_000 });
    await page.reload();
    const expired = page.getByRole('article').filter({ hasText: words });
    await expect(expired).toContainText('Expired');
    await expect(expired.getByText('Expired')).toHaveCSS('color', 'rgb(180, 35, 24)');
    await expect(expired.getByRole('button', { name: /Respond/ })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a user's token gets 403 from the coach list", async ({ page }) => {
    const member = await createMemberByApi(page.request, uniqueEmail('nosy'));
    const token = (await loginByApi(page.request, member.email, member.password)).body.token;
    const answer = await page.request.get('/api/coach-requests', { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status()).toBe(403);
  });
});
