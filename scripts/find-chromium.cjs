#!/usr/bin/env node
/**
 * Finds a Chromium for Playwright and Lighthouse: $CHROMIUM_PATH, then
 * Playwright's own download, then the system's (Debian's `chromium`, Chrome).
 * The browser tests prefer the headless shell of the same Chromium (findHeadlessShell).
 * Prints the path when run directly; exits 1 when there is none.
 * CommonJS so that both the .mjs scripts and playwright.config.ts can load it.
 */
const {existsSync} = require('node:fs');

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Where Debian's `chromium-headless-shell` package puts the shell (the /usr/bin one is a shell script around it). */
const HEADLESS_SHELL_CANDIDATES = ['/usr/lib/chromium/chromium-headless-shell'];

/** Flags for a headless Chromium on a machine whose network reaches only package registries. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function playwrightChromium() {
  try {
    const path = require('playwright-core').chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** @returns {string | undefined} */
function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return playwrightChromium() ?? SYSTEM_CANDIDATES.find((path) => existsSync(path));
}

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`), what Playwright
 * itself runs headless tests in: the same Blink and V8 without the desktop browser around them. Measured
 * on 2 cores beside the full `chromium` 156 in its headless mode: a new page 150 ms instead of 450–550,
 * a new context 10 ms instead of 80–110, loading /fr/news 300–390 ms instead of 500–840. Every browser
 * test opens a context and a page, so the suite spends a second less per test. $CHROMIUM_HEADLESS_SHELL_PATH
 * first; the full Chromium when there is no shell.
 * @returns {string | undefined}
 */
function findHeadlessShell() {
  const fromEnv = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return HEADLESS_SHELL_CANDIDATES.find((path) => existsSync(path)) ?? findChromium();
}

module.exports = {findChromium, findHeadlessShell, CHROMIUM_FLAGS, HEADLESS_SHELL_PACKAGE: 'chromium-headless-shell'};

if (require.main === module) {
  const path = findChromium();
  if (!path) {
    console.error('No Chromium found. Run `node scripts/ensure-browser.mjs`.');
    process.exit(1);
  }
  console.log(path);
}
