import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { APP_URL } from './e2e/fixtures/ports.js';
import { DEFAULT_ZONE } from './e2e/fixtures/zones.js';

/**
 * Debian's headless shell (package chromium-headless-shell) when installed: the build Playwright
 * itself runs headless tests in, without the full browser around it. The suite ran 17.9 min in
 * the full chromium and 14.4 min in the shell, all tests passing (decision 2011).
 */
function chromium() {
  const shell = '/usr/bin/chromium-headless-shell';
  return fs.existsSync(shell) ? shell : '/usr/bin/chromium';
}

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // One worker by default; E2E_WORKERS=2 gives each worker a server of its own (global-setup.ts),
  // which pays only with more than two cores (decision 2011).
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
      executablePath: process.env.CHROMIUM ?? chromium(),
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
