import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two browsers at once, one spec file each; `run.mjs` runs the admin project on its own afterwards.
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json']],
  outputDir: '../../.data/e2e-artifacts',
  use: {
    baseURL: process.env.E2E_SITE_URL ?? 'http://localhost:4173',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    },
  },
  // The admin spec switches services off, edits the catalog and makes SMTP refuse an address: what
  // every other spec reads, so it never shares the stack with them.
  projects: [
    { name: 'customer', testIgnore: /admin\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'admin', testMatch: /admin\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
});
