import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys in Debian's Chromium (/usr/bin/chromium; nothing is downloaded). The shop is the real
 * server on the built PWA, on its own data directory, started by tests/e2e/support/server.ts;
 * offline journeys start and stop their own server to cut the network for real. Two workers run
 * spec files side by side (a journey spends much of its time waiting on the shop or the
 * browser): they share the global shop, and each worker's own shops have ports of their own
 * (support/own-shop.ts). E2E_WORKERS=1 runs them one at a time.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A control that never becomes actionable fails the step, not the whole test budget.
    actionTimeout: 15_000,
    // Recording a trace costs a journey about a third of its time (screenshots and DOM snapshots
    // at every step, 179 s against 116 s for the basket and account journeys), so the run that
    // CI keeps records one only when a failed journey is retried; a local run keeps the trace
    // of every failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
  ],
});
