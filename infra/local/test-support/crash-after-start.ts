import { startLocalStack } from '../stack.ts';

/**
 * Starts a stack on DATA_DIR, prints its URL, then dies of an uncaught error with no handler
 * of any kind: the worst exit there is. The restart test checks that nothing outlives it.
 */
const stack = await startLocalStack({
  port: Number(process.env.PORT),
  host: '127.0.0.1',
  dataDir: process.env.DATA_DIR ?? '',
  env: { LOG_LEVEL: 'error' },
});
console.log(`running at ${stack.url}`);
setTimeout(() => {
  throw new Error('an error nothing catches');
}, 200);
