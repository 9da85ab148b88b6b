#!/usr/bin/env node
/**
 * Tries the site on the newest complete Docusaurus 4 canary, in a temporary folder, without touching this
 * clone: `npm run try:docusaurus4` (not part of `npm test`).
 *
 *  1. finds the newest 4.0.0-canary version that every @docusaurus/* package of package.json has on the
 *     registry, and the Node.js it asks for (its `engines`), from the registry's node-linux-<arch> package;
 *  2. copies the project's files (those git tracks or would track, not node_modules or builds) into
 *     <tmp>/site, and moves package.json to that canary, TypeScript 6 and the React the canary asks for;
 *  3. with that Node first on the PATH: npm install, then the type-check, the build, the unit tests, the
 *     integration tests and the browser tests, each logged to <tmp>/logs/<step>.log, every step run even
 *     when one before it failed (a broken build fails the steps that need it, said so).
 * Prints one line per step and writes <tmp>/summary.json; exits 1 when a step failed.
 *
 *   npm run try:docusaurus4                       the newest complete canary
 *   npm run try:docusaurus4 -- --version 4.0.0-canary-6808
 *   npm run try:docusaurus4 -- --steps build,unit only these steps
 *   npm run try:docusaurus4 -- --keep             keep the folder (its path is printed either way)
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, openSync, closeSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {
    version: {type: 'string'},
    steps: {type: 'string', default: 'install,typecheck,build,unit,integration,e2e'},
    keep: {type: 'boolean', default: false},
    port: {type: 'string', default: '4391'},
  },
});
const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Every version of a package on the registry. */
function versionsOf(name) {
  return JSON.parse(execFileSync(npm, ['view', name, 'versions', '--json'], {encoding: 'utf8'}));
}

const canaryNumber = (version) => Number(/^4\.0\.0-canary-(\d+)$/.exec(version)?.[1] ?? -1);

/** The newest 4.0.0-canary every one of `packages` has. */
function newestCompleteCanary(packages) {
  const sets = packages.map((name) => new Set(versionsOf(name).filter((version) => canaryNumber(version) >= 0)));
  const common = [...sets[0]].filter((version) => sets.every((set) => set.has(version)));
  if (!common.length) throw new Error(`no 4.0.0 canary common to ${packages.join(', ')}`);
  return common.sort((a, b) => canaryNumber(b) - canaryNumber(a))[0];
}

/** The newest Node.js satisfying `range`, unpacked from the registry's node-<platform>-<arch> package; returns its bin folder. */
function nodeFromRegistry(range, dir) {
  const name = `node-${process.platform}-${process.arch}`;
  const versions = JSON.parse(execFileSync(npm, ['view', `${name}@${range}`, 'version', '--json'], {encoding: 'utf8'}));
  const version = [versions].flat().at(-1);
  mkdirSync(dir, {recursive: true});
  const tarball = execFileSync(npm, ['pack', `${name}@${version}`, '--silent'], {cwd: dir, encoding: 'utf8'}).trim().split('\n').at(-1);
  execFileSync('tar', ['xzf', tarball], {cwd: dir});
  return {version, bin: path.join(dir, 'package', 'bin')};
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'try-docusaurus4-'));
// mkdtemp makes the folder private; the nginx test's workers (another user) must read the build inside.
chmodSync(scratch, 0o755);
const site = path.join(scratch, 'site');
const logs = path.join(scratch, 'logs');
mkdirSync(logs, {recursive: true});
console.log(`Working in ${scratch}`);

const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const docusaurusPackages = Object.keys({...pkg.dependencies, ...pkg.devDependencies}).filter((name) => name.startsWith('@docusaurus/'));
const canary = values.version ?? newestCompleteCanary(docusaurusPackages);
const core = JSON.parse(execFileSync(npm, ['view', `@docusaurus/core@${canary}`, '--json'], {encoding: 'utf8'}));
const node = nodeFromRegistry(core.engines?.node ?? '>=24', path.join(scratch, 'node'));
const typescript = JSON.parse(execFileSync(npm, ['view', 'typescript@^6', 'version', '--json'], {encoding: 'utf8'}));
console.log(`Docusaurus ${canary} (of ${docusaurusPackages.length} packages), Node.js ${node.version}, TypeScript ${[typescript].flat().at(-1)}, React ${core.peerDependencies?.react ?? 'as before'}`);

// The project's files as git sees them (tracked, or untracked and not ignored): no node_modules, no builds.
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {cwd: root, encoding: 'utf8'}).split('\0').filter(Boolean);
for (const file of files) {
  try {
    cpSync(path.join(root, file), path.join(site, file));
  } catch (error) {
    if (error.code !== 'ENOENT') throw error; // deleted in the work tree, not yet committed
  }
}
const moved = structuredClone(pkg);
for (const field of ['dependencies', 'devDependencies']) {
  for (const name of Object.keys(moved[field] ?? {})) if (name.startsWith('@docusaurus/')) moved[field][name] = canary;
}
moved.devDependencies.typescript = `^${[typescript].flat().at(-1)}`;
for (const name of ['react', 'react-dom']) if (core.peerDependencies?.[name]) moved.dependencies[name] = core.peerDependencies[name];
moved.engines = {...moved.engines, node: core.engines?.node ?? moved.engines?.node};
writeFileSync(path.join(site, 'package.json'), `${JSON.stringify(moved, null, 2)}\n`);
rmSync(path.join(site, 'package-lock.json'), {force: true});

const env = {
  ...process.env,
  PATH: `${node.bin}${path.delimiter}${process.env.PATH}`,
  E2E_PORT: values.port,
  DOCUSAURUS_TELEMETRY: 'false',
  // Not CI: Playwright reuses no server here anyway (its own port), and retries stay off so a failure shows.
};
const STEPS = {
  install: [npm, ['install', '--no-audit', '--no-fund']],
  typecheck: [npm, ['run', 'typecheck']],
  build: [npm, ['run', 'build']],
  unit: [npm, ['run', 'test:unit']],
  integration: ['npx', ['jest', '--selectProjects', 'integration']],
  e2e: ['npx', ['playwright', 'test', '--reporter=line']],
};
const chosen = values.steps.split(',').map((step) => step.trim());
const results = [];
for (const step of chosen) {
  if (!STEPS[step]) throw new Error(`unknown step ${step}: one of ${Object.keys(STEPS).join(', ')}`);
  const [command, args] = STEPS[step];
  const log = path.join(logs, `${step}.log`);
  const out = openSync(log, 'w');
  const started = Date.now();
  const run = spawnSync(command, args, {cwd: site, env, stdio: ['ignore', out, out]});
  closeSync(out);
  const seconds = Math.round((Date.now() - started) / 1000);
  const tail = readFileSync(log, 'utf8').trim().split('\n').slice(-3).join(' / ');
  results.push({step, passed: run.status === 0, seconds, log, tail});
  console.log(`${run.status === 0 ? 'passed' : 'FAILED'}  ${step} (${seconds} s)  ${run.status === 0 ? '' : tail.slice(0, 300)}`);
}
const summary = {date: new Date().toISOString(), canary, node: node.version, typescript: moved.devDependencies.typescript, react: moved.dependencies.react, results};
writeFileSync(path.join(scratch, 'summary.json'), JSON.stringify(summary, null, 2));
console.log(`\nLogs and summary.json in ${scratch}`);
if (!values.keep && results.every((result) => result.passed)) rmSync(site, {recursive: true, force: true});
process.exit(results.every((result) => result.passed) ? 0 : 1);
