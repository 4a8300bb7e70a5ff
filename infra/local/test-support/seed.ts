import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signToken, type TokenClaims } from '@briefs/functions/auth/tokens';
import { loadConfig } from '@briefs/functions/config';
import { newAccount } from '@briefs/functions/domain/accounts';
import type { AccountRecord } from '@briefs/functions/repositories/account-repository';
import { createRuntime, type Runtime } from '@briefs/functions/runtime';
import type { CoachStatus, Role } from '@briefs/shared';
import { api, stackInfo, uniqueEmail } from './api.ts';
import { TEST_ADMIN } from './fixtures.ts';

/**
 * Seeds accounts through the real domain code against the running stack's DynamoDB Local and
 * signs test tokens with the stack's own key file (for expired or wrong-audience cases).
 */
let runtime: Runtime | undefined;
export function testRuntime(): Runtime {
  const info = stackInfo();
  runtime ??= createRuntime(
    loadConfig(
      {},
      {
        TABLE_NAME: info.tableName,
        MEDIA_BUCKET: info.bucket,
        DYNAMODB_ENDPOINT: info.dynamoEndpoint,
        S3_ENDPOINT: info.s3Endpoint,
        JWT_KEY_FILE: info.keyFile,
        OUTBOX_DIR: join(info.dataDir, 'outbox'),
        LOG_LEVEL: 'error',
      },
    ),
  );
  return runtime;
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
  const rt = testRuntime();
  const email = uniqueEmail(role);
  const account = {
    ...(await newAccount({ email, role, password: TEST_PASSWORD, name: `Test ${role}` }, new Date())),
    ...extra,
  };
  if (role === 'coach') account.status = extra.status ?? 'approved';
  await rt.repos.accounts.create(account);
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
