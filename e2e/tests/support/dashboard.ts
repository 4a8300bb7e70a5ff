import type { UsageRecord } from '@briefs/shared';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { adminTokenByApi, loginByApi, visitorHeaders } from './accounts';

/**
 * Signs in through the real /login page and waits for the dashboard. The page arrives pre-rendered
 * and keeps what is typed or pressed before React has taken it over (before-hydration.spec.ts
 * proves it), so there is nothing to wait for before typing.
 */
export async function signInMember(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Select Your Experience' })).toBeVisible();
}

/** The embedded player points at youtube-nocookie.com; the tests answer it locally (no network). */
export async function stubVideoPlayer(page: Page): Promise<void> {
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title><p>player</p>' }),
  );
}

/** Step 1 → step 2 with Get a B.R.I.E.F, then types the situation. */
export async function startBrief(page: Page, text: string): Promise<void> {
  await page.getByRole('radio', { name: /Get a B\.R\.I\.E\.F/ }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Text Input or Video Upload' })).toBeFocused();
  await page.getByLabel("What's going on?").fill(text);
}

/** The Monthly Usage toggle: its name carries the folded summary, e.g. 'B.R.I.E.F.S 1/30'. */
export function usageToggle(page: Page) {
  return page.getByRole('button', { name: /Monthly Usage/ });
}

async function api(request: APIRequestContext, method: 'GET' | 'PUT', path: string, token: string, data?: unknown) {
  const response = await request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${token}`, ...visitorHeaders() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

export async function usageByApi(request: APIRequestContext, email: string, password: string): Promise<UsageRecord> {
  const login = await loginByApi(request, email, password);
  return api(request, 'GET', '/api/usage', login.body.token);
}

/** Sets the member's remaining B.R.I.E.F.S tokens the way the admin panel does (PUT /api/admin/users/{id}). */
export async function setBriefTokens(
  request: APIRequestContext,
  member: { email: string; password: string },
  remaining: number,
): Promise<void> {
  const login = await loginByApi(request, member.email, member.password);
  const me = await api(request, 'GET', '/api/auth/me', login.body.token);
  const admin = await adminTokenByApi(request);
  await api(request, 'PUT', `/api/admin/users/${me.id}`, admin, {
    name: me.name,
    email: me.email,
    briefMonthlyLimit: 30,
    briefTokensRemaining: remaining,
  });
}
