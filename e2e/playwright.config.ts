import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium against the real local stack (DynamoDB Local, s3rver,
 * the HTTP adapter, the built SPA) started on its own port with a throw-away data folder.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
// A throw-away data folder per run, removed by global-teardown.ts unless the caller chose it.
if (!process.env.E2E_DATA_DIR) process.env.E2E_REMOVE_DATA_DIR = 'true';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'briefs-e2e-'));
// Workers inherit this, so tests read the same data folder the server writes (emails in outbox/).
process.env.E2E_DATA_DIR = dataDir;
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
export const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // A run that hangs (a server that never answers) fails within CI's budget instead of eating it.
  globalTimeout: 30 * 60_000,
  reporter: [['list']],
  globalTeardown: './global-teardown.ts',
  use: { baseURL, launchOptions: chromium, trace: 'off', screenshot: 'only-on-failure' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'node --import tsx infra/local/main.ts',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'Admin#Pass1234',
      LOG_LEVEL: 'warn',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  },
});
