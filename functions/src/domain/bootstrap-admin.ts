import { generateTemporaryPassword } from '../auth/passwords.ts';
import type { Runtime } from '../runtime.ts';
import { newAccount } from './accounts.ts';

/**
 * Creates the first admin when no account holds that email yet. Returns the password only when it
 * generated one (so the caller can show it once); an existing account is never touched.
 */
export async function ensureAdmin(
  runtime: Runtime,
  email: string,
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  if (await runtime.repos.emailClaims.findUserId(email)) return { created: false };
  const chosen = password ?? generateTemporaryPassword(20);
  const account = await newAccount({ email, name: 'Admin', role: 'admin', password: chosen }, runtime.now());
  const created = await runtime.repos.accounts.create(account);
  return created && !password ? { created, generatedPassword: chosen } : { created };
}
