// Creates the first admin in a deployed environment (or locally): the same bootstrap the local
// stack runs. Usage: TABLE_NAME=... JWT_SECRET_ARN=... npx tsx scripts/create-admin.ts <email> [password]
import { loadConfig } from '../functions/src/config.ts';
import { ensureAdmin } from '../functions/src/domain/bootstrap-admin.ts';
import { createRuntime } from '../functions/src/runtime.ts';

const [email, password] = process.argv.slice(2);
if (!email) {
  console.error('Usage: npx tsx scripts/create-admin.ts <email> [password]');
  process.exit(2);
}
const runtime = createRuntime(loadConfig());
const result = await ensureAdmin(runtime, email.trim().toLowerCase(), password);
if (!result.created) console.log(`An account with ${email} already exists; nothing changed.`);
else if (result.generatedPassword)
  console.log(`Created admin ${email} with password: ${result.generatedPassword} (shown once)`);
else console.log(`Created admin ${email}.`);
