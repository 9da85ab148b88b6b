#!/usr/bin/env node
/**
 * Installs the npm dependencies exactly as package-lock.json records them,
 * when they are missing or older than the lockfile, so `npm start` and
 * `npm test` work on a fresh clone. The deploy workflow runs this same script
 * before it builds, so the install that CI tests is the one that deploys.
 *
 * `npm ci` installs the lockfile as it is. On CI (CI=true) that is the only
 * path: a lockfile `npm ci` refuses (for example one missing another
 * platform's optional binaries) fails the run instead of being rewritten.
 * On a developer's machine, where package.json may have just changed,
 * `npm install` follows a refused `npm ci` and updates the lockfile, to be
 * committed with the change.
 */
import {existsSync, statSync} from 'node:fs';
import {spawnSync} from 'node:child_process';

const installed = 'node_modules/.package-lock.json';
const stale = !existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs + 1000;
const onCi = Boolean(process.env.CI) && process.env.CI !== 'false';

function npm(args) {
  console.log(`npm ${args.join(' ')}`);
  return spawnSync('npm', [...args, '--no-audit', '--no-fund'], {stdio: 'inherit', shell: process.platform === 'win32'}).status === 0;
}

if (stale) {
  console.log('Installing dependencies…');
  if (npm(['ci'])) process.exit(0);
  if (onCi) {
    console.error('npm ci refused package-lock.json. Run `npm install` on a development machine and commit the updated lockfile.');
    process.exit(1);
  }
  console.warn('npm ci refused package-lock.json (package.json changed?): running npm install, which updates the lockfile. Commit it.');
  if (!npm(['install'])) {
    console.error('Could not install the dependencies.');
    process.exit(1);
  }
}
