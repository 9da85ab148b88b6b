#!/usr/bin/env node
/**
 * Installs the npm dependencies when they are missing or older than the
 * lockfile, so `npm start` and `npm test` work on a fresh clone.
 */
import {existsSync, statSync} from 'node:fs';
import {execSync} from 'node:child_process';

const installed = 'node_modules/.package-lock.json';
const stale = !existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs + 1000;

if (stale) {
  console.log('Installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', {stdio: 'inherit'});
}
