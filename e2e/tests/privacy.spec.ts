import { expect, test } from '@playwright/test';

const SECTIONS = [
  'Introduction',
  'Information We Collect',
  'Anonymity of B.R.I.E.F.S. Submissions',
  'How We Use Your Information',
  'Sharing Your Information',
  'Cookies & Tracking',
  'Data Security & Retention',
  'Your Rights',
  "Children's Privacy",
  'Updates to This Policy',
  'Contact Us',
];

test.describe('privacy policy', () => {
  test('title, last updated and the 11 sections in order @phone', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText('Last updated Jan 2025')).toBeVisible();
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(SECTIONS.map((name) => new RegExp(`${escapeRegExp(name)}$`)));

    // Content matches what the product promises (spec §6).
    const main = page.getByRole('main');
    await expect(main).toContainText('anonymous by default and visible only to you');
    await expect(main).toContainText('Ventometer notes are available for 24 hours');
    await expect(main).toContainText('removed after 24 hours');
    await expect(main).toContainText('18 or older');
    await expect(main).toContainText('1–2 business days');
    await expect(main.getByRole('link', { name: 'privacy@briefs.coach' }).first()).toHaveAttribute(
      'href',
      'mailto:privacy@briefs.coach',
    );
  });

  test('the side table of contents lists the sections on wide screens and hides on phones @phone', async ({
    page,
  }, info) => {
    await page.goto('/privacy');
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    if (info.project.name === 'phone') {
      await expect(toc).toBeHidden();
      return;
    }
    await expect(toc.getByRole('link')).toHaveText(SECTIONS);
    await toc.getByRole('link', { name: 'Your Rights' }).click();
    await expect(page).toHaveURL(/#your-rights$/);
    await expect(page.getByRole('heading', { name: /Your Rights$/ })).toBeInViewport();
  });

  test('Back to Top returns to the title @phone', async ({ page }) => {
    await page.goto('/privacy');
    const backToTop = page.getByRole('button', { name: 'Back to Top' });
    // The router may restore the scroll to the top once the page settles, so scroll until it stays down.
    await expect(async () => {
      await backToTop.scrollIntoViewIfNeeded();
      await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport({ timeout: 500 });
    }).toPass();
    await backToTop.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY)).toBe(0);
  });

  test('Back goes back in history', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Back on a policy opened directly goes home', async ({ page }) => {
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
