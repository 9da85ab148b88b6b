/**
 * Installs Debian packages that a test step needs (Chromium, nginx, the code
 * samples' toolchains) with apt-get, through sudo unless running as root.
 * Throws when apt-get fails. CommonJS so that both the .mjs scripts and the
 * TypeScript tests can load it.
 */
const {execSync} = require('node:child_process');

/** `stdio`: 'inherit' to show apt's progress, 'pipe' to keep it quiet. */
function installDebianPackages(packages, {stdio = 'inherit', timeoutMs = 15 * 60 * 1000} = {}) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}'`, {stdio, timeout: timeoutMs});
}

module.exports = {installDebianPackages};
