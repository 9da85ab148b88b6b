#!/usr/bin/env node
/**
 * Makes sure a Chromium exists for the browser tests and the benchmark:
 * the one already found, else Playwright's installer, else Debian's package.
 * On Linux the browser tests also get Debian's headless shell of the same
 * Chromium when it is missing (faster; find-chromium.cjs says by how much).
 */
import {execSync} from 'node:child_process';
import finder from './find-chromium.cjs';
import debianPackages from './debian-packages.cjs';

const {findChromium, findHeadlessShell, HEADLESS_SHELL_PACKAGE} = finder;
const {installDebianPackages} = debianPackages;

function attempt(label, install) {
  console.log(`No Chromium found; trying ${label}…`);
  try {
    install();
  } catch {
    console.log(`${label} did not work.`);
  }
  return findChromium();
}

const found =
  findChromium() ??
  attempt("Playwright's installer", () => execSync('npx playwright install chromium', {stdio: 'inherit', timeout: 10 * 60 * 1000})) ??
  (process.platform === 'linux'
    ? attempt("Debian's chromium package", () => installDebianPackages(['chromium']))
    : undefined);

if (!found) {
  console.error('Could not install a Chromium. Install Chrome or Chromium, or set CHROMIUM_PATH.');
  process.exit(1);
}
console.log(`Chromium: ${found}`);

if (process.platform === 'linux' && findHeadlessShell() === found) {
  console.log(`No headless shell found; trying Debian's ${HEADLESS_SHELL_PACKAGE} package (the tests use ${found} without it)…`);
  try {
    installDebianPackages([HEADLESS_SHELL_PACKAGE]);
  } catch {
    console.log(`${HEADLESS_SHELL_PACKAGE} did not install.`);
  }
}
console.log(`Browser tests: ${findHeadlessShell()}`);
