#!/usr/bin/env node
/**
 * The project's benchmark. By default, what a person on a phone gets, beside stock Docusaurus
 * (scripts/bench-side-by-side.mjs): builds for production, then measures one page of each kind (home,
 * product, docs, reference, coverage, a form) and the matching page of a stock Docusaurus site built from the
 * classic template in .tmp/bench-stock/, alternately, round after round: the slow 3G phone with Lighthouse's
 * throttling really applied (first and largest contentful paint, score), the same profile simulated (score,
 * LCP), and the time until usable on slow 4G. Writes bench/results/latest-side-by-side.md (the table for
 * BENCHMARKS.md) and .json.
 *
 *   npm run bench                          build, then measure side by side (3 rounds)
 *   npm run bench -- --skip-build          measure the existing build/
 *   npm run bench -- --runs 5              rounds (default 3); the table shows medians and the spread
 *   npm run bench -- --kind home --kind docs   only these kinds
 *   npm run bench -- --also before=.tmp/build-before   another build of the site measured in the same
 *                                          rounds (repeatable): a change against the build before it
 *   npm run bench -- --rebuild-stock       make and build the stock site again
 *   npm run bench -- --usable-only         the time until usable alone (no Lighthouse): a few minutes
 *
 * The sweep: Lighthouse (simulated throttling) on every route of the sitemaps, each locale's, a table and
 * bench/results/latest.json (and a dated copy):
 *   npm run bench -- --sweep                       every route, mobile preset (simulated slow 4G, 4x CPU)
 *   npm run bench -- --sweep / /docs               only these routes
 *   npm run bench -- --sweep --locale fr           only that locale's sitemap
 *   npm run bench -- --sweep --performance-only    the performance category alone (a third of the time)
 *   npm run bench -- --sweep --profile slow3g      simulated 400 kbit/s, 300 ms round trips, 6x CPU
 *   npm run bench -- --sweep --build-times         also time a build with and without @docusaurus/faster
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import finder from './find-chromium.cjs';
import {listen} from './static-server.mjs';
import {median} from './median.mjs';
import {measurementOrder} from './bench-order.mjs';
import {SLOW_3G} from './bench-side-by-side.mjs';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    'skip-build': {type: 'boolean', default: false},
    'build-times': {type: 'boolean', default: false},
    port: {type: 'string', default: '4174'},
    runs: {type: 'string', default: '3'},
    locale: {type: 'string'},
    'performance-only': {type: 'boolean', default: false},
    profile: {type: 'string', default: 'default'},
    sweep: {type: 'boolean', default: false},
    kind: {type: 'string', multiple: true},
    also: {type: 'string', multiple: true},
    'rebuild-stock': {type: 'boolean', default: false},
    'usable-only': {type: 'boolean', default: false},
  },
});

/**
 * The conditions the sweep simulates. `default` is Lighthouse's mobile preset (slow 4G: 150 ms round trips,
 * 1.6 Mbit/s, 4x CPU); `slow3g` is an entry Android phone on congested 3G (scripts/bench-side-by-side.mjs).
 */
const PROFILES = {
  default: {label: 'mobile preset (simulated slow 4G, 4x CPU slowdown)', throttling: undefined},
  slow3g: {label: 'slow 3G profile (simulated 400 kbit/s, 300 ms round trips, 6x CPU slowdown)', throttling: SLOW_3G},
};
const profile = PROFILES[values.profile];
if (!profile) {
  console.error(`Unknown --profile ${values.profile}: one of ${Object.keys(PROFILES).join(', ')}.`);
  process.exit(1);
}

const docusaurus = ['node_modules/@docusaurus/core/bin/docusaurus.mjs'];

function timedBuild(label, env, outDir) {
  const start = Date.now();
  execFileSync(process.execPath, [...docusaurus, 'build', '--out-dir', outDir], {stdio: 'ignore', env: {...process.env, ...env}});
  const seconds = (Date.now() - start) / 1000;
  console.log(`${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

const buildTimes = {};
if (values['build-times']) {
  console.log('Build times (cold: caches cleared first)');
  for (const [label, env] of [
    ['webpack + Babel', {DOCUSAURUS_FASTER: 'false'}],
    ['@docusaurus/faster (Rspack + SWC)', {}],
  ]) {
    execFileSync(process.execPath, [...docusaurus, 'clear'], {stdio: 'ignore'});
    buildTimes[label] = timedBuild(label, env, '.tmp/bench-build');
  }
  rmSync('.tmp/bench-build', {recursive: true, force: true});
}
if (!values['skip-build']) {
  console.log('Building for production…');
  execFileSync(process.execPath, [...docusaurus, 'build'], {stdio: 'inherit'});
}

if (!values.sweep) {
  const {benchSideBySide} = await import('./bench-side-by-side.mjs');
  const also = Object.fromEntries((values.also ?? []).map((entry) => entry.split('=')));
  await benchSideBySide({runs: Math.max(1, Number(values.runs)), port: Number(values.port), builds: {ours: 'build', ...also}, kinds: values.kind, rebuildStock: values['rebuild-stock'], usableOnly: values['usable-only']});
  process.exit(0);
}

// Every locale's sitemap: build/sitemap.xml, then build/<locale>/sitemap.xml (with --locale, that locale's only).
const localeDirs = ['', ...readdirSync('build', {withFileTypes: true}).filter((entry) => entry.isDirectory() && existsSync(path.join('build', entry.name, 'sitemap.xml'))).map((entry) => entry.name)];
const chosenDirs = values.locale ? localeDirs.filter((dir) => (dir || 'en') === values.locale) : localeDirs;
const sitemapRoutes = chosenDirs.flatMap((dir) => [...readFileSync(path.join('build', dir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
const routes = positionals.length ? positionals : sitemapRoutes;

const port = Number(values.port);
const server = await listen(path.resolve('build'), port);
const chrome = await chromeLauncher.launch({
  chromePath: finder.findChromium(),
  chromeFlags: ['--headless=new', ...finder.CHROMIUM_FLAGS],
});

const kb = (bytes) => Math.round(bytes / 1024);

/** One Lighthouse run; a run that failed to measure (a runtime error, an audit without a value) is retried twice. */
async function measure(route, attempt = 1) {
  try {
    return await measureOnce(route);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`  ${route}: run failed (${error.message}), retrying`);
    return measure(route, attempt + 1);
  }
}

async function measureOnce(route) {
  const result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: values['performance-only'] ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(profile.throttling ? {throttlingMethod: 'simulate', throttling: profile.throttling} : {}),
  });
  const {categories, audits, runtimeError, environment} = result.lhr;
  if (runtimeError) throw new Error(runtimeError.message);
  for (const id of ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    if (typeof audits[id]?.numericValue !== 'number') throw new Error(`no value for ${id}: ${audits[id]?.errorMessage ?? 'missing'}`);
  }
  const summary = audits['resource-summary'].details.items;
  const bytes = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const score = (category) => (categories[category] ? Math.round(categories[category].score * 100) : null);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsKb: kb(bytes('script')),
    totalKb: kb(bytes('total')),
    // Lighthouse's measure of this machine's CPU at the time of the run (higher is faster); simulated
    // throttling multiplies the main thread's real work, so the same page scores lower on a slower host.
    benchmarkIndex: Math.round(environment.benchmarkIndex),
  };
}

const runs = Math.max(1, Number(values.runs));
const samplesByRoute = new Map(routes.map((route) => [route, []]));
try {
  const order = measurementOrder(routes, localeDirs);
  for (let run = 0; run < runs; run++) {
    for (const route of order) samplesByRoute.get(route).push(await measure(route));
    console.log(`round ${run + 1} of ${runs} measured (${order.length} routes)`);
  }
} finally {
  await chrome.kill();
  server.close();
}

const rows = routes.map((route) => {
  const samples = samplesByRoute.get(route);
  const row = {route};
  for (const key of Object.keys(samples[0])) row[key] = samples[0][key] === null ? null : Math.round(median(samples.map((s) => s[key])) * 1000) / 1000;
  row.performanceRange = [Math.min(...samples.map((s) => s.performance)), Math.max(...samples.map((s) => s.performance))];
  return row;
});

const header = ['route', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'total KB', 'CPU index'];
const table = [header, ...rows.map((r) => [r.route, r.performance, r.accessibility, r.bestPractices, r.seo, r.lcpMs, r.tbtMs, r.cls, r.jsKb, r.totalKb, r.benchmarkIndex].map((cell) => (cell === null ? '-' : String(cell))))];
const widths = header.map((_, i) => Math.max(...table.map((line) => line[i].length)));
console.log(`\nLighthouse, ${profile.label}, median of ${runs} runs; bytes are transferred (gzip)\n`);
for (const [i, line] of table.entries()) {
  console.log(line.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}

const report = {
  date: new Date().toISOString(),
  lighthouse: JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version,
  preset: 'mobile',
  profile: values.profile,
  throttling: profile.throttling ?? 'mobile preset',
  runsPerRoute: runs,
  buildTimesSeconds: buildTimes,
  routes: rows,
};
mkdirSync('bench/results', {recursive: true});
// Each profile keeps its own latest results: latest.json (default), latest-slow3g.json.
const suffix = values.profile === 'default' ? '' : `-${values.profile}`;
writeFileSync(`bench/results/latest${suffix}.json`, JSON.stringify(report, null, 2));
writeFileSync(`bench/results/${report.date.slice(0, 10)}${suffix}.json`, JSON.stringify(report, null, 2));
console.log(`\nWritten to bench/results/latest${suffix}.json`);
