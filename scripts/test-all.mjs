#!/usr/bin/env node
/**
 * Every test, in order, failing fast: browser check, type-check, lint, the
 * OpenAPI document's lint, unit and component tests, the code samples of
 * every language run against a mock of the API (installing their
 * toolchains), production build, the HTML validity of its pages (Nu Html
 * Checker), the whole-build tests (brand, front matter, nginx, the built
 * pages' API samples), then the browser suite against the production build
 * served locally.
 * Ends with one line: "summary: N passed, N failed".
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';

const steps = [
  ['Chromium for the browser tests', 'node', ['scripts/ensure-browser.mjs']],
  ['Type-check', 'npx', ['tsc', '--noEmit']],
  ['Lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['OpenAPI lint (Redocly, redocly.yaml)', 'npx', ['redocly', 'lint', 'src/features/api/data/openapi.yaml', '--format', 'stylish']],
  ['Unit and component tests', 'npx', ['jest', '--selectProjects', 'unit', '--json', '--outputFile=.tmp/reports/unit.json']],
  ['Toolchains for the code samples (PHP, Go, C#, Java, Python)', 'node', ['scripts/ensure-toolchains.mjs']],
  ['Code samples in seven languages against the contract mock (Prism)', 'npx', ['jest', '--selectProjects', 'samples', '--json', '--outputFile=.tmp/reports/samples.json']],
  ['Production build', 'npm', ['run', 'build']],
  ['HTML validity (Nu Html Checker)', 'node', ['scripts/check-html.mjs']],
  ['Whole-build tests (brand, front matter, nginx, API samples)', 'npx', ['jest', '--selectProjects', 'integration', '--json', '--outputFile=.tmp/reports/integration.json']],
  ['Browser tests (Playwright)', 'npx', ['playwright', 'test']],
];

rmSync('.tmp/reports', {recursive: true, force: true});
mkdirSync('.tmp/reports', {recursive: true});

function counts() {
  let passed = 0;
  let failed = 0;
  for (const file of ['.tmp/reports/unit.json', '.tmp/reports/samples.json', '.tmp/reports/integration.json']) {
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

const started = Date.now();
for (const [title, command, args] of steps) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const stepStart = Date.now();
  const {status} = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'}});
  console.log(`  ${status === 0 ? '✓' : '✗'} ${title} (${Math.round((Date.now() - stepStart) / 1000)} s)`);
  if (status !== 0) {
    reportFlaky();
    const {passed, failed} = counts();
    console.log(`\n${title} failed.`);
    console.log(`summary: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(status ?? 1);
  }
}
reportFlaky();
const {passed, failed} = counts();
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
console.log(`summary: ${passed} passed, ${failed} failed`);
