#!/usr/bin/env node
/**
 * Every test, in order, failing fast: type-check, lint and the OpenAPI
 * document's lint (side by side), unit and component tests, the forms service on
 * its two databases, the code samples of every
 * language run against a mock of the API, production build, the HTML validity
 * of its pages (Nu Html Checker) beside the lint of the OpenAPI documents the build
 * publishes and the whole-build tests (brand, front matter, nginx, the built pages'
 * API samples, the typed client), then the browser suite against the production build
 * served locally.
 * What the tests need from Debian (a Chromium, the samples' toolchains) is
 * installed beside the first checks, which need none of it: on a fresh machine
 * apt takes minutes, mostly waiting on downloads and unpacking.
 * Ends with one line: "summary: N passed, N failed".
 */
import {spawn} from 'node:child_process';
import {closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync} from 'node:fs';

/** Installs, one after the other (apt takes one at a time), run beside the steps until `await installs`. */
const installs = [
  ['Chromium for the browser tests', 'node', ['scripts/ensure-browser.mjs']],
  ['Toolchains for the code samples (PHP, Go, C#, Java, Python)', 'node', ['scripts/ensure-toolchains.mjs']],
  ['PostgreSQL for the forms service tests', 'node', ['scripts/ensure-postgres.mjs']],
];
/** A step that waits for the installs (their output is shown then, not mixed with the steps'). */
const AWAIT_INSTALLS = 'installs';

/**
 * A step is [title, command, args]; a list of steps is run side by side, each one's output shown once it
 * ends, in order (`together`). Side by side where one step leaves a core idle: tsc and ESLint each use
 * about 1.5 of the 2 cores (13.7 s and 15.6 s alone, quiet machine); the HTML checker (one JVM) beside the
 * whole-build tests. Jest uses both cores (--maxWorkers=2): its default, one worker fewer than the cores,
 * left one idle here (unit tests 22.6 s with one worker, 16.4 s with two; whole-build 55.6 s, 49.4 s).
 */
const together = (...group) => group;
const steps = [
  together(
    ['Type-check', 'npx', ['tsc', '--noEmit']],
    ['Lint', 'npx', ['eslint', '--max-warnings=0', '.']],
    ['OpenAPI lint of the source (Redocly and Spectral)', 'node', ['scripts/lint-openapi.mjs', 'src/features/api/data/openapi.yaml']],
  ),
  ['Unit and component tests', 'npx', ['jest', '--selectProjects', 'unit', '--maxWorkers=2', '--json', '--outputFile=.tmp/reports/unit.json']],
  [AWAIT_INSTALLS],
  // PGlite loads its WebAssembly with a dynamic import, which Jest runs only under --experimental-vm-modules.
  ['Forms service on the embedded database (PGlite) and on PostgreSQL', 'node', ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects', 'service', '--json', '--outputFile=.tmp/reports/service.json']],
  ['Code samples in seven languages against the contract mock (Prism)', 'npx', ['jest', '--selectProjects', 'samples', '--maxConcurrency=10', '--json', '--outputFile=.tmp/reports/samples.json']],
  ['Production build', 'npm', ['run', 'build']],
  together(
    ['HTML validity (Nu Html Checker)', 'node', ['scripts/check-html.mjs']],
    ['OpenAPI lint of the published /openapi.yaml and /openapi.json (Redocly and Spectral)', 'node', ['scripts/lint-openapi.mjs', '--published']],
    ['Whole-build tests (brand, front matter, nginx, API samples)', 'npx', ['jest', '--selectProjects', 'integration', '--maxWorkers=2', '--json', '--outputFile=.tmp/reports/integration.json']],
  ),
  ['Browser tests (Playwright)', 'npx', ['playwright', 'test']],
];

rmSync('.tmp/reports', {recursive: true, force: true});
mkdirSync('.tmp/reports', {recursive: true});

function counts() {
  let passed = 0;
  let failed = 0;
  for (const file of ['.tmp/reports/unit.json', '.tmp/reports/service.json', '.tmp/reports/samples.json', '.tmp/reports/integration.json']) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (existsSync('.tmp/reports/e2e.json')) {
    const {stats} = JSON.parse(readFileSync('.tmp/reports/e2e.json', 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  return {passed, failed};
}

/** Browser tests that passed only on a retry (CI retries once): counted as passed, named here so they get fixed. */
function reportFlaky() {
  if (!existsSync('.tmp/reports/e2e.json')) return;
  const flaky = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) if (spec.tests.some((test) => test.status === 'flaky')) flaky.push(`${spec.file}: ${spec.title}`);
  };
  for (const suite of JSON.parse(readFileSync('.tmp/reports/e2e.json', 'utf8')).suites) walk(suite);
  if (flaky.length > 0) console.log(`\nPassed only on a retry (${flaky.length}):\n${flaky.map((title) => `  ${title}`).join('\n')}`);
}

const env = {...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'};
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs a command to its end without blocking this process (the installs go on meanwhile); resolves with its exit status. */
function runToEnd(command, args, stdio) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {stdio, env});
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Runs the installs one after the other in the background, each one's output in its own file (no pipe
 * for this process to read); resolves with each one's title, status, output and time once the last has
 * ended or one has failed.
 */
async function runInstalls() {
  const done = [];
  for (const [index, [title, command, args]] of installs.entries()) {
    const logFile = `.tmp/reports/install-${index}.log`;
    const out = openSync(logFile, 'w');
    const start = Date.now();
    const status = await runToEnd(command, args, ['ignore', out, out]);
    closeSync(out);
    done.push({title, command, args, status, output: readFileSync(logFile, 'utf8'), time: seconds(start)});
    if (status !== 0) break;
  }
  return done;
}

/** Waits for the installs and shows their output; the failed one, if any. */
async function awaitInstalls(installing) {
  const waitStart = Date.now();
  const done = await installing;
  for (const install of done) {
    console.log(`\n▶ ${install.title}: ${install.command} ${install.args.join(' ')} (beside the steps above)`);
    process.stdout.write(install.output);
    console.log(`  ${install.status === 0 ? '✓' : '✗'} ${install.title} (${install.time})`);
  }
  console.log(`  The steps then waited ${seconds(waitStart)} for the installs.`);
  return done.find((install) => install.status !== 0);
}

/** Runs steps side by side, each one's output in its own file, shown when it ends (in the list's order); the first that failed. */
async function runTogether(group) {
  const titles = group.map(([title]) => title).join(', ');
  const runs = group.map(([title, command, args], index) => {
    const logFile = `.tmp/reports/together-${index}.log`;
    const out = openSync(logFile, 'w');
    const start = Date.now();
    return runToEnd(command, args, ['ignore', out, out]).then((status) => {
      closeSync(out);
      return {title, command, args, status, logFile, time: seconds(start)};
    });
  });
  let failure;
  for (const run of runs) {
    const {title, command, args, status, logFile, time} = await run;
    console.log(`\n▶ ${title}: ${command} ${args.join(' ')} (side by side: ${titles})`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
    console.log(`  ${status === 0 ? '✓' : '✗'} ${title} (${time})`);
    if (status !== 0 && !failure) failure = {title, status};
  }
  return failure;
}

const started = Date.now();
const installing = runInstalls();
for (const step of steps) {
  const [title, command, args] = step;
  let failure;
  if (Array.isArray(title)) {
    failure = await runTogether(step);
  } else if (title === AWAIT_INSTALLS) {
    const failed = await awaitInstalls(installing);
    if (failed) failure = {title: failed.title, status: failed.status};
  } else {
    console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
    const stepStart = Date.now();
    // Asynchronous, so that the next install starts as soon as the one before ends, even during a step.
    const status = await runToEnd(command, args, 'inherit');
    console.log(`  ${status === 0 ? '✓' : '✗'} ${title} (${seconds(stepStart)})`);
    if (status !== 0) failure = {title, status};
  }
  if (failure) {
    reportFlaky();
    const {passed, failed} = counts();
    console.log(`\n${failure.title} failed.`);
    console.log(`summary: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(failure.status ?? 1);
  }
}
reportFlaky();
const {passed, failed} = counts();
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
console.log(`summary: ${passed} passed, ${failed} failed`);
