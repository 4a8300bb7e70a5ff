import type { Locator, Page } from '@playwright/test';

/** The landing page's main navigation: the desktop bar, or the phone menu (opened first). */
export async function mainNav(page: Page, isPhone: boolean): Promise<Locator> {
  if (!isPhone) return page.getByRole('navigation', { name: 'Main' });
  const menuButton = page.getByRole('button', { name: 'Menu' });
  if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
  return page.getByRole('navigation', { name: 'Mobile' });
}

export function hero(page: Page): Locator {
  return page.getByRole('region', { name: 'Calm, clear coaching for the moments that matter' });
}

export function waitlistDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Opens the waitlist dialog from the hero, the way most visitors will. */
export async function openWaitlistFromHero(page: Page): Promise<Locator> {
  await hero(page).getByRole('button', { name: 'Join Waitlist' }).click();
  const dialog = waitlistDialog(page);
  await dialog.getByLabel('Email address').waitFor();
  return dialog;
}
