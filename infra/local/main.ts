import { ConfigError, loadConfig, loadLocalConfig } from '@briefs/functions/config';
import { summarizeError } from '@briefs/functions/lib/error-summary';
import { log } from '@briefs/functions/lib/log';
import { DataDirInUseError } from './data-lock.ts';
import { mediaToolsWarning, missingMediaTools } from './media-tools.ts';
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
  const missing = missingMediaTools(loadConfig(process.env).POCKETSPHINX_MODEL_DIR);
  if (missing.length) console.warn(`${mediaToolsWarning(missing)}\n`);
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
  // An error nothing caught still stops the children before the process ends.
  const crash = async (error: unknown) => {
    log.error('local stack stopped by an uncaught error', { err: summarizeError(error) });
    if (!stopping) {
      stopping = true;
      await Promise.race([stack.stop(), new Promise((r) => setTimeout(r, 5000))]);
    }
    process.exit(1);
  };
  process.on('uncaughtException', (error) => void crash(error));
  process.on('unhandledRejection', (error) => void crash(error));
}

main().catch((error: unknown) => {
  const expected = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(expected ? (error as Error).message : error);
  process.exit(expected ? 2 : 1);
});
