import { defineConfig, devices } from '@playwright/test';
import { baseURL, remoteShop } from './support/ports';

const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];

// Two copies of the suite on one machine (E2E_PORT_OFFSET) keep their traces and reports apart.
const offset = process.env.E2E_PORT_OFFSET ? `-${process.env.E2E_PORT_OFFSET}` : '';

export default defineConfig({
  testDir: './tests',
  // Tests tagged @local start servers of their own or reach this machine's ports: not for a shop
  // running elsewhere (E2E_BASE_URL).
  grepInvert: remoteShop ? /@local/ : undefined,
  outputDir: `../test-results/e2e${offset}`,
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `../test-results/playwright${offset}.json` }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
});
