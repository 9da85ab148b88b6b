import {defineConfig, devices} from '@playwright/test';
import {findChromium, CHROMIUM_FLAGS} from './scripts/find-chromium.cjs';

/** The production build, served locally (see scripts/serve.mjs). */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: {timeout: 7_000},
  reporter: [['list'], ['json', {outputFile: '.tmp/reports/e2e.json'}]],
  use: {
    baseURL,
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {executablePath: findChromium(), args: CHROMIUM_FLAGS},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], launchOptions: {executablePath: findChromium(), args: CHROMIUM_FLAGS}}}],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
