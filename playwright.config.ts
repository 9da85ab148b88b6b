import {defineConfig, devices} from '@playwright/test';
import {findHeadlessShell, CHROMIUM_FLAGS} from './scripts/find-chromium.cjs';

/** The production build, served locally (see scripts/serve.mjs). */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Three on two cores: with two, each worker's waits (a load, an idle page) left the cores 10 % idle; the
  // per-route tests of the docs and the reference took 67 s with two, 60 s with three, 58 s with four
  // (31 tests, quiet machine).
  workers: 3,
  // Limits catch hangs; they do not measure speed. Each is several times what it bounds took on
  // 2 cores shared with five other test runs (load 10–35); heavier work adds its own time where it
  // is done (test.slow, each axe scan by the page's size: fixtures.ts).
  // A test opens a page or two, hydrated, and checks them.
  timeout: 90_000,
  // One change of the page after an action (a render, hydration, a local request).
  expect: {timeout: 15_000},
  reporter: [['list'], ['json', {outputFile: '.tmp/reports/e2e.json'}]],
  use: {
    baseURL,
    // Also bounds waitForHydration (page.waitForFunction): 1.6–2.3 s from goto at a load of 11.
    actionTimeout: 30_000,
    // Up to the load event: every script and picture of the page, from the local server.
    navigationTimeout: 60_000,
    // Recording a trace (DOM snapshots and screenshots at every step) took a third of a no-JavaScript
    // route test's time and an eighth of a route test's, for every test that passed (1 worker, quiet:
    // 138 no-JS route tests 309 s with it, 195 s without). In CI a failed test runs again, traced;
    // locally, `--trace on`.
    trace: 'on-first-retry',
    // The developer hub registers a service worker that keeps its pages and files (offline-docs.spec.ts
    // allows it): elsewhere every test sees the network as the page asks for it (page.route included).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  // Debian's Chromium, in its headless shell when installed (scripts/ensure-browser.mjs installs it): a
  // second less per test than the full browser (scripts/find-chromium.cjs).
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], launchOptions: {executablePath: findHeadlessShell(), args: CHROMIUM_FLAGS}}}],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    // Starting Node on a folder: a second or two, more on a busy machine.
    timeout: 120_000,
  },
});
