#!/usr/bin/env node
/**
 * Finds a Chromium for Playwright and Lighthouse: $CHROMIUM_PATH, then
 * Playwright's own download, then the system's (Debian's `chromium`, Chrome).
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

module.exports = {findChromium, CHROMIUM_FLAGS};

if (require.main === module) {
  const path = findChromium();
  if (!path) {
    console.error('No Chromium found. Run `node scripts/ensure-browser.mjs`.');
    process.exit(1);
  }
  console.log(path);
}
