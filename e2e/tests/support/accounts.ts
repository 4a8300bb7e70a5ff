import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The admin the e2e stack bootstraps (playwright.config.ts). */
export const ADMIN = { email: 'admin@example.com', password: 'Admin#Pass1234' } as const;

/** A password that meets spec §5 (8+, upper, lower, digit, special). */
export const STRONG_PASSWORD = 'Calm#Focus2026';

/** A fresh client address per call, so per-address rate limits never couple tests together. */
export function randomAddress(): string {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

/**
 * What CloudFront adds to a request: the origin secret (from the stack's stack.json) and the
 * viewer's address. The server trusts the address only next to the secret.
 */
export function visitorHeaders(address = randomAddress()): Record<string, string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const { originSecret } = JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8'));
  return { 'x-origin-verify': originSecret, 'cloudfront-viewer-address': `${address}:443` };
}

/** Every request this page makes looks like a different visitor behind CloudFront. */
export async function freshVisitor(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders(visitorHeaders());
}

async function call(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  token?: string,
) {
  const headers: Record<string, string> = visitorHeaders();
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await request.fetch(path, { method, headers, data: body });
  const text = await response.text();
  return { status: response.status(), body: text ? JSON.parse(text) : undefined };
}

export async function joinWaitlistByApi(request: APIRequestContext, email: string): Promise<void> {
  const answer = await call(request, 'POST', '/api/waitlist', { email });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

export async function adminTokenByApi(request: APIRequestContext): Promise<string> {
  const answer = await call(request, 'POST', '/api/auth/admin-login', ADMIN);
  expect(answer.status).toBe(200);
  return answer.body.token;
}

export async function loginByApi(request: APIRequestContext, email: string, password: string) {
  return call(request, 'POST', '/api/auth/login', { email, password });
}

/** The waitlist entry id for an email, as the admin sees it. */
export async function waitlistIdOf(request: APIRequestContext, token: string, email: string): Promise<string> {
  const answer = await call(request, 'GET', '/api/admin/waitlist?limit=200', undefined, token);
  const entry = (answer.body.items as Array<{ _id: string; email: string }>).find((item) => item.email === email);
  if (!entry) throw new Error(`${email} is not on the waitlist`);
  return entry._id;
}

/**
 * A member with a password of their own: joins the waitlist, the admin converts the entry, the
 * person signs in with the emailed temporary password and changes it. All through the API.
 */
export async function createMemberByApi(request: APIRequestContext, email: string, password = STRONG_PASSWORD) {
  await joinWaitlistByApi(request, email);
  const admin = await adminTokenByApi(request);
  const id = await waitlistIdOf(request, admin, email);
  const converted = await call(request, 'POST', '/api/admin/waitlist/convert', { ids: [id] }, admin);
  expect(converted.status).toBe(200);
  const temporary = temporaryPasswordIn(await newestEmailTo(email));
  const login = await loginByApi(request, email, temporary);
  expect(login.status).toBe(200);
  const changed = await call(
    request,
    'PUT',
    '/api/auth/change-password',
    { currentPassword: temporary, newPassword: password },
    login.body.token,
  );
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  return { email, password };
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return join(dataDir, 'outbox');
}

function emailsTo(to: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir()).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => readFileSync(join(outboxDir(), file), 'utf8'))
    .filter((text) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'im').test(text));
}

/** Waits for the newest .eml to `to` (after `previous` earlier ones) and returns its text. */
export async function newestEmailTo(to: string, previous = 0): Promise<string> {
  let found: string[] = [];
  await expect
    .poll(
      () => {
        found = emailsTo(to);
        return found.length;
      },
      { message: `an email to ${to}`, timeout: 10_000 },
    )
    .toBeGreaterThan(previous);
  return found.at(-1) ?? '';
}

export function countEmailsTo(to: string): number {
  return emailsTo(to).length;
}

export function temporaryPasswordIn(email: string): string {
  const match = /Temporary password: (\S+)/.exec(email);
  if (!match?.[1]) throw new Error(`No temporary password in:\n${email}`);
  return match[1];
}
