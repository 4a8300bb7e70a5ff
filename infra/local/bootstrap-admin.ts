import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureAdmin } from '@briefs/functions/domain/bootstrap-admin';
import type { Runtime } from '@briefs/functions/runtime';

/**
 * First start: the admin from ADMIN_EMAIL / ADMIN_PASSWORD, or admin@localhost with a random
 * password that is printed once and written to DATA_DIR/initial-admin.txt (mode 600).
 */
export async function bootstrapAdmin(
  runtime: Runtime,
  dataDir: string,
  email?: string,
  password?: string,
): Promise<void> {
  const adminEmail = (email ?? 'admin@localhost').trim().toLowerCase();
  const result = await ensureAdmin(runtime, adminEmail, password);
  if (!result.created) return;
  if (result.generatedPassword) {
    const file = join(dataDir, 'initial-admin.txt');
    writeFileSync(file, `email: ${adminEmail}\npassword: ${result.generatedPassword}\n`, { mode: 0o600 });
    console.log(`\nCreated the admin account ${adminEmail} with password: ${result.generatedPassword}`);
    console.log(`(shown once; also saved to ${file}) Sign in at /admin-login.\n`);
  } else {
    console.log(`Created the admin account ${adminEmail} (password from ADMIN_PASSWORD).`);
  }
}
