import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signToken, type TokenClaims } from '@briefs/functions/auth/tokens';
import type { AccountRecord } from '@briefs/functions/repositories/account-repository';
import type { Runtime } from '@briefs/functions/runtime';
import type { CoachStatus, Role } from '@briefs/shared';
import { runtimeForStack, seedAccount as storeAccount } from '../seed.ts';
import { api, stackInfo, uniqueEmail } from './api.ts';
import { TEST_ADMIN } from './fixtures.ts';

/**
 * Accounts seeded into the running stack (through ../seed.ts, the one seeding path), signed in
 * through the API, and test tokens signed with the stack's own key file (expired or wrong-audience cases).
 */
export function testRuntime(): Runtime {
  return runtimeForStack(stackInfo());
}

export const TEST_PASSWORD = 'Calm#Focus2025';

export interface SeededAccount {
  id: string;
  email: string;
  password: string;
  token: string;
}

export async function seedAccount(
  role: Exclude<Role, 'admin'> = 'user',
  extra: Partial<AccountRecord> & { status?: CoachStatus } = {},
): Promise<SeededAccount> {
  const email = uniqueEmail(role);
  const account = await storeAccount(
    testRuntime(),
    { email, role, password: TEST_PASSWORD, name: `Test ${role}` },
    extra,
  );
  const login = await api('/api/auth/login', { body: { email, password: TEST_PASSWORD } });
  return { id: account.id, email, password: TEST_PASSWORD, token: login.body?.token ?? '' };
}

export async function adminToken(): Promise<string> {
  const response = await api('/api/auth/admin-login', {
    body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  if (response.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(response.body)}`);
  return response.body.token;
}

export async function craftToken(claims: TokenClaims, now: Date): Promise<string> {
  return signToken(await testRuntime().keys.load(), claims, now);
}

/** The newest email in the outbox sent to `to`, as text. */
export function newestEmailTo(to: string): string | null {
  const dir = join(stackInfo().dataDir, 'outbox');
  const files = readdirSync(dir).sort().reverse();
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    if (text.includes(`To: ${to}`)) return text;
  }
  return null;
}

export function temporaryPasswordIn(email: string | null): string {
  const match = /Temporary password: (\S+)/.exec(email ?? '');
  if (!match?.[1]) throw new Error('No temporary password in the email');
  return match[1];
}
