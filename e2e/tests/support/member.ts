import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { adminTokenByApi, loginByApi, randomAddress } from './accounts';

/** Opens the avatar menu and returns it. */
export async function openAvatarMenu(page: Page): Promise<Locator> {
  const trigger = page.getByRole('button', { name: /^Account menu/ });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await expect(menu).toBeVisible();
  return menu;
}

export async function chooseMenuItem(page: Page, name: string): Promise<void> {
  const menu = await openAvatarMenu(page);
  await menu.getByRole('menuitem', { name, exact: true }).click();
}

export async function logout(page: Page): Promise<void> {
  await chooseMenuItem(page, 'Logout');
}

async function call(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string,
  data?: unknown,
) {
  const response = await request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${token}`, 'cloudfront-viewer-address': `${randomAddress()}:443` },
  });
  const text = await response.text();
  expect(response.ok(), `${method} ${path}: ${text}`).toBe(true);
  return text ? JSON.parse(text) : undefined;
}

export async function memberToken(request: APIRequestContext, member: { email: string; password: string }) {
  const login = await loginByApi(request, member.email, member.password);
  expect(login.status).toBe(200);
  return login.body.token as string;
}

/** A B.R.I.E.F.S submission and its community share, through the API (as the dashboard does). */
export async function shareByApi(request: APIRequestContext, token: string, transcript: string): Promise<string> {
  const tip = await call(request, 'POST', '/upload-text', token, { transcript });
  await call(request, 'POST', '/api/debrief', token, { requestId: tip.requestId });
  return tip.requestId;
}

export async function setWeeklyVideo(request: APIRequestContext, videoUrl: string): Promise<void> {
  await call(request, 'PUT', '/api/admin/weekly-brief', await adminTokenByApi(request), { videoUrl });
}

export async function setCoachTokens(request: APIRequestContext, token: string, remaining: number): Promise<void> {
  const me = await call(request, 'GET', '/api/auth/me', token);
  const admin = await adminTokenByApi(request);
  await call(request, 'PUT', `/api/admin/users/${me.id}`, admin, {
    name: me.name,
    email: me.email,
    coachMonthlyLimit: 5,
    coachTokensRemaining: remaining,
  });
}

export async function historyByApi(request: APIRequestContext, token: string) {
  return call(request, 'GET', '/api/requests', token);
}

/** Saves a screenshot when E2E_SCREENSHOTS names a folder (for looking at every screen by eye). */
export async function snap(page: Page, name: string, project: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${project}-${name}.png`, fullPage: false });
}
