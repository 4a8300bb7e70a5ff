import { defineConfig } from 'vitest/config';

/**
 * Three projects: unit (pure code, server and web), integration (the real local stack: DynamoDB Local + s3rver +
 * the HTTP adapter, started once in globalSetup), cdk (synthesized template assertions + cdk-nag).
 * Browser end-to-end tests run under Playwright (e2e/).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // The safety and coach evaluations run hundreds of phrasings; a busy 2-core machine needs more than 5 s.
          testTimeout: 60_000,
          include: [
            'shared/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'functions/eval/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'web/src/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['functions/src/**/*.int.test.ts', 'infra/local/**/*.int.test.ts'],
          globalSetup: ['infra/local/test-support/global-setup.ts'],
          // Generous: password hashing is slow by design and the stack shares a busy machine.
          testTimeout: 90_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'cdk',
          include: ['infra/test/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
