import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN } from './accounts';

export const TAB_NAMES = {
  users: 'Users',
  coaches: 'Coaches',
  waitlist: 'Waitlist',
  weekly: 'Weekly B.R.I.E.F',
} as const;
export type TabValue = keyof typeof TAB_NAMES;

export const HEADINGS: Record<TabValue, string> = {
  users: 'Admin • User Management',
  coaches: 'Admin • Coach Management',
  waitlist: 'Admin • Waitlist',
  weekly: 'Admin • Weekly B.R.I.E.F',
};

/** Signs in through /admin-login and waits for the panel. */
export async function signInAdmin(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=/);
}

/** The admin navigation: the sidebar, or on phones the dropdown (opened first). */
export async function adminNav(page: Page, isPhone: boolean): Promise<Locator> {
  if (isPhone) {
    const menu = page.getByRole('button', { name: /^Menu:/ });
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  }
  return page.getByRole('navigation', { name: 'Admin sections' });
}

export async function selectTab(page: Page, tab: TabValue, isPhone: boolean): Promise<void> {
  const nav = await adminNav(page, isPhone);
  await nav.getByRole('button', { name: TAB_NAMES[tab], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[tab]);
}

export function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (k) => (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(k),
    key,
  );
}
