import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { openWaitlistFromHero } from './support/landing';

test.describe('accessibility (axe)', () => {
  test('landing page @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('landing page with every FAQ answer listed @phone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Show More' }).click();
    await page.getByRole('button', { name: "What if I'm in crisis?" }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('phone menu open @phone', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'the menu only exists on small screens');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('privacy policy @phone', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('waitlist dialog open, with and without an error @phone', async ({ page }) => {
    await page.goto('/');
    const dialog = await openWaitlistFromHero(page);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
