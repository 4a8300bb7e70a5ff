import { HELP_MESSAGES } from '@briefs/shared';
import { expect, type Page, test } from '@playwright/test';
import { createMemberByApi, freshVisitor } from './support/accounts';
import { seriousViolations } from './support/axe';
import { signInMember, startBrief, stubVideoPlayer, usageByApi } from './support/dashboard';
import { uniqueEmail } from './support/session';

const CHECK_IN = 'I feel like disappearing for a bit after that loss';
const OVERDOSE = 'I took 30 tylenol an hour ago and my stomach hurts';
const ABUSE = 'my boyfriend hits me when he is drunk and I am scared to go home after practice';

// The first screened request of a fresh stack loads the sentence encoder: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await freshVisitor(page);
  await stubVideoPlayer(page);
});

async function submit(page: Page, text: string) {
  await startBrief(page, text);
  await page.getByRole('button', { name: 'Submit Text' }).click();
}

test.describe('safety: check-in and crisis answers that fit', () => {
  test('a check-in asks first, charges nothing, and "I\'m safe, keep going" coaches @phone', async ({
    page,
    request,
  }, testInfo) => {
    const member = await createMemberByApi(request, uniqueEmail('safety-checkin'));
    await signInMember(page, member.email, member.password);
    await submit(page, CHECK_IN);

    const card = page.getByRole('region', { name: 'Can I check in with you?' });
    await expect(card).toBeVisible({ timeout: 60_000 });
    await expect(card.getByText('Are you safe right now?')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(card.getByRole('link', { name: 'Text 741741' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing floats over the helplines: the help button waits until the check-in is answered.
    const help = page.getByRole('button', { name: HELP_MESSAGES.button });
    await expect(help).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('check-in.png'), fullPage: true });
    expect((await usageByApi(request, member.email, member.password)).brief).toBe(0);

    await card.getByRole('button', { name: "I'm safe, keep going" }).click();
    await page.getByRole('button', { name: 'View Results' }).click({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: /F\.A\.S/ })).toBeVisible();
    await expect(help).toBeVisible();
    expect((await usageByApi(request, member.email, member.password)).brief).toBe(1);
  });

  test('"I need support now" on a check-in gives the crisis answer', async ({ page, request }) => {
    const member = await createMemberByApi(request, uniqueEmail('safety-support'));
    await signInMember(page, member.email, member.password);
    await submit(page, CHECK_IN);
    await page.getByRole('button', { name: 'I need support now' }).click();
    const crisis = page.getByRole('region', { name: "You don't have to carry this alone" });
    await expect(crisis).toBeVisible();
    await expect(crisis.getByRole('link', { name: 'Call 988' })).toBeVisible();
    // The buttons carry the helplines; the plain-text list of the same lines is not repeated below.
    await expect(crisis.getByText('Text HOME to 741741 (Crisis Text Line)')).toHaveCount(0);
    await expect(crisis.getByText(/can't give you the help you deserve/)).toBeVisible();
    expect((await usageByApi(request, member.email, member.password)).brief).toBe(0);
  });

  test('an overdose gets emergency services and Poison Control first @phone', async ({ page, request }, testInfo) => {
    const member = await createMemberByApi(request, uniqueEmail('safety-overdose'));
    await signInMember(page, member.email, member.password);
    await submit(page, OVERDOSE);
    const card = page.getByRole('region', { name: 'Please get medical help now' });
    await expect(card).toBeVisible();
    const actions = card.getByRole('listitem');
    await expect(actions.first().getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    await expect(actions.nth(1).getByRole('link', { name: 'Call 1-800-222-1222' })).toHaveAttribute(
      'href',
      'tel:18002221222',
    );
    await expect(card.getByRole('link', { name: 'Call 988' })).toBeVisible();
    await expect(card.getByRole('button', { name: "I'm safe, keep going" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('crisis-overdose.png'), fullPage: true });
  });

  test('abuse of the person gets the domestic violence line first @phone', async ({ page, request }, testInfo) => {
    const member = await createMemberByApi(request, uniqueEmail('safety-abuse'));
    await signInMember(page, member.email, member.password);
    await submit(page, ABUSE);
    const card = page.getByRole('region', { name: "You don't have to carry this alone" });
    await expect(card).toBeVisible();
    await expect(card.getByText(/not your fault/)).toBeVisible();
    const first = card.getByRole('listitem').first();
    await expect(first.getByRole('link', { name: 'Call 1-800-799-7233' })).toHaveAttribute('href', 'tel:18007997233');
    await expect(first.getByRole('link', { name: 'Text 88788' })).toHaveAttribute('href', /^sms:88788/);
    await expect(card.getByRole('link', { name: 'Call 988' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('crisis-abuse.png'), fullPage: true });
    expect((await usageByApi(request, member.email, member.password)).brief).toBe(0);
  });
});
