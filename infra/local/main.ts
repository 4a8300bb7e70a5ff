import { ConfigError, loadLocalConfig } from '@briefs/functions/config';
import { startLocalStack } from './stack.ts';

/** `npm start`: the product on http://localhost:3000 with data under ./.data. Ctrl-C stops everything. */
async function main(): Promise<void> {
  const started = Date.now();
  const local = loadLocalConfig(process.env);
  const stack = await startLocalStack({
    port: local.PORT,
    host: local.HOST,
    dataDir: local.DATA_DIR,
    env: process.env,
    admin: { email: local.ADMIN_EMAIL, password: local.ADMIN_PASSWORD },
  });
  console.log(`\nB.R.I.E.F.S is running at ${stack.url}  (ready in ${Date.now() - started} ms)`);
  console.log(`Data: ${stack.dataDir}   Emails: ${stack.dataDir}/outbox   Stop: Ctrl-C\n`);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
