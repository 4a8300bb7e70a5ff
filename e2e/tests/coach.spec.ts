import { expect, test } from '@playwright/test';
import { createMemberByApi, freshVisitor, loginByApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { approvedCoachByApi, COACH_REQUEST_CONTACT, openCoachDashboard, textCoachRequestByApi } from './support/coach';
import { seedStorage, uniqueEmail } from './support/session';

test.beforeEach(async ({ page }) => {
  await freshVisitor(page);
});

test.describe('coaches', () => {
  test('Edit Profile saves name and phone, email stays read-only; Logout goes to /login @phone', async ({ page }) => {
    test.setTimeout(90_000);
    const coach = await approvedCoachByApi(page.request);
    await openCoachDashboard(page, coach);
    // The member dashboard is not theirs: it leads back here.
    await page.goto('/app');
    await expect(page).toHaveURL(/\/coach$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
