#!/usr/bin/env node
/**
 * Installs the npm dependencies when they are missing or older than the
 * lockfile, so `npm start` and `npm test` work on a fresh clone.
 *
 * `npm ci` first. It refuses a lockfile that lacks some other platform's
 * optional native binaries (the registry mirror this project is developed
 * against does not carry all of them); `npm install` then installs the same
 * locked versions, plus this platform's binaries.
 */
import {existsSync, statSync} from 'node:fs';
import {spawnSync} from 'node:child_process';

const installed = 'node_modules/.package-lock.json';
const stale = !existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs + 1000;

function npm(args) {
  console.log(`npm ${args.join(' ')}`);
  return spawnSync('npm', [...args, '--no-audit', '--no-fund'], {stdio: 'inherit', shell: process.platform === 'win32'}).status === 0;
}

if (stale) {
  console.log('Installing dependencies…');
  if (!npm(['ci']) && !npm(['install'])) {
    console.error('Could not install the dependencies.');
    process.exit(1);
  }
}
