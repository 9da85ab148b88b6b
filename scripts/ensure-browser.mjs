#!/usr/bin/env node
/**
 * Makes sure a Chromium exists for the browser tests and the benchmark:
 * the one already found, else Playwright's installer, else Debian's package.
 */
import {execSync} from 'node:child_process';
import finder from './find-chromium.cjs';

const {findChromium} = finder;

function attempt(label, command) {
  console.log(`No Chromium found; trying ${label}…`);
  try {
    execSync(command, {stdio: 'inherit', timeout: 10 * 60 * 1000});
  } catch {
    console.log(`${label} did not work.`);
  }
  return findChromium();
}

const found =
  findChromium() ??
  attempt("Playwright's installer", 'npx playwright install chromium') ??
  (process.platform === 'linux'
    ? attempt("Debian's chromium package", `${process.getuid?.() === 0 ? '' : 'sudo '}sh -c 'apt-get update && apt-get install -y chromium'`)
    : undefined);

if (!found) {
  console.error('Could not install a Chromium. Install Chrome or Chromium, or set CHROMIUM_PATH.');
  process.exit(1);
}
console.log(`Chromium: ${found}`);
