import { defineConfig } from '@playwright/test';
import { APP_URL } from './e2e/fixtures/ports.js';
import { DEFAULT_ZONE } from './e2e/fixtures/zones.js';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // Two workers, each with a server of its own (global-setup.ts): a file's tests still run in order
  // on one server. E2E_WORKERS=1 runs them all on one, as before (decision 2011).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: APP_URL,
    timezoneId: DEFAULT_ZONE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
