import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 38100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 38101);
export const WEB_URL = `http://localhost:${WEB_PORT}`;
export const API_URL = `http://localhost:${API_PORT}`;
// E2E_DATA_DIR and the two ports let several runs share a machine.
export const DATA_DIR = process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('./.data-e2e', import.meta.url));
const systemChromium = '/usr/bin/chromium';

/**
 * Specs whose every test works on a tenant of its own (tests/tenant.ts) or reads only what no
 * test changes: they run beside each other and beside the demo world's tests.
 */
const OWN_TENANT_SPECS = [
  'access.spec.ts',
  'companies.spec.ts',
  'dashboard-tiles.spec.ts',
  'dashboard.spec.ts',
  'email-change.spec.ts',
  'error-pages.spec.ts',
  'everyday.spec.ts',
  'files.spec.ts',
  'inspections-answers.spec.ts',
  'inspections-connect.spec.ts',
  'inspections.spec.ts',
  'interventions.spec.ts',
  'invitations.spec.ts',
  'maps.spec.ts',
  'notifications.spec.ts',
  'pest-limits.spec.ts',
  'places.spec.ts',
  'qrcodes.spec.ts',
  'recommendations.spec.ts',
  'reports-list.spec.ts',
  'route-loaders.spec.ts',
  'schedule-feed.spec.ts',
  'schedule.spec.ts',
  'security.spec.ts',
  'users.spec.ts',
  'visual-inspection-company.spec.ts',
  'web-server.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  // E2E_OUTPUT_DIR with E2E_DATA_DIR and the ports: two runs in one checkout keep their traces apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  workers: 2,
  projects: [
    { name: 'own tenant', testMatch: OWN_TENANT_SPECS, fullyParallel: true },
    // The demo world is shared, and some of these tests change it (an inspection approved, a sensor
    // in alarm): one at a time, in order.
    { name: 'demo world', testIgnore: OWN_TENANT_SPECS, workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  // The machine running these may be a busy 2-core one (a screen has been seen to take more
  // than 30 s to render there): every wait is on a condition, and these bounds only stop a hung
  // test.
  timeout: 240_000,
  expect: { timeout: 60_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: existsSync(systemChromium)
      ? {
          executablePath: systemChromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        }
      : {},
  },
  globalSetup: './wait-for-stack.ts',
  webServer: {
    command: 'node --import tsx start-stack.ts',
    url: `http://localhost:${API_PORT}/readyz`,
    // E2E_START_TIMEOUT_MS: a heavily loaded machine has needed more than three minutes to start the stack.
    timeout: Number(process.env.E2E_START_TIMEOUT_MS ?? 180_000),
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR,
      WEB_PORT: String(WEB_PORT),
      API_PORT: String(API_PORT),
      PUBLIC_WEB_URL: `http://localhost:${WEB_PORT}`,
      PUBLIC_API_URL: `http://localhost:${API_PORT}`,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // No random sensor traffic: tests count alerts and notifications exactly. A test raises a
      // detection itself: `pnpm lora:simulate --detect <DEVEUI> --once` with this DATA_DIR.
      LORA_SIMULATOR: 'off',
      // Renders of the demo's small plans end within a second; a pause after each progress
      // report lets a test watch the bar move (each step outlasts the screen's 1 s poll).
      JOB_PROGRESS_PAUSE_MS: '2000',
    },
  },
});
