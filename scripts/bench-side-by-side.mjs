/**
 * What a person on a phone gets, beside stock Docusaurus: the default of `npm run bench`.
 *
 * One page of each kind of the site (home, product, docs, reference, coverage, a form) and, in the same run,
 * the matching page of a stock Docusaurus site: the classic template of `create-docusaurus` at the project's
 * Docusaurus version, made and built in .tmp/bench-stock/ (its own dependencies from the npm registry, as a
 * newcomer gets them: React 19). Each page is measured, round after round, pages alternated (a busy moment
 * of the machine falls on one run of each page, not on every run of one), with:
 *  - `applied`: Lighthouse with the slow 3G phone's throttling really applied by the browser
 *    (throttlingMethod 'devtools': 400 kbit/s, 300 ms round trips, 6x CPU): first and largest contentful
 *    paint, score;
 *  - `simulated`: the same profile as Lighthouse simulates it (its default method): score and LCP, for
 *    comparison with the figures Lighthouse reports by default;
 *  - `usable`: the time until a visitor's first control works, on slow 4G (150 ms, 1.6 Mbit/s down,
 *    750 kbit/s up), a 412 px phone, 4x CPU: from navigation until the navbar's colour-mode toggle is
 *    enabled (the theme writes it disabled into the static HTML and enables it once React has hydrated).
 * Medians of the rounds, with their spread, in a Markdown table (printed, and written to
 * bench/results/latest-side-by-side.md with the JSON beside it).
 *
 * Other builds of the site can be measured in the same run (`--also name=folder`, repeatable): how a
 * change was measured against the build before it, alternately (ARCHITECTURE.md's figures).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromium} from 'playwright-core';
import finder from './find-chromium.cjs';
import {listen} from './static-server.mjs';
import {median} from './median.mjs';

/** One page of each kind, and the stock page it is set beside. */
export const SIDE_BY_SIDE = [
  {kind: 'home', route: '/', stock: '/'},
  {kind: 'product', route: '/mobile-money', stock: '/'},
  {kind: 'docs', route: '/docs/getting-started', stock: '/docs/intro'},
  {kind: 'reference', route: '/api-reference/payments', stock: '/docs/tutorial-basics/markdown-features'},
  {kind: 'coverage', route: '/coverage', stock: '/'},
  {kind: 'form', route: '/signup', stock: '/'},
];

/**
 * The slow 3G phone. Lighthouse's own presets derive the browser-level settings from the round trip and the
 * throughput so that request-level throttling matches packet-level networks: latency 3.75 x RTT, throughput 90 %.
 */
export const SLOW_3G = {rttMs: 300, throughputKbps: 400, requestLatencyMs: 300 * 3.75, downloadThroughputKbps: 400 * 0.9, uploadThroughputKbps: 400 * 0.9, cpuSlowdownMultiplier: 6};
/** Slow 4G as Lighthouse's mobile preset has it, applied by the browser (Chromium's units: bytes per second). */
const SLOW_4G = {offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8};
const USABLE_CPU_SLOWDOWN = 4;
/** The theme's colour-mode toggle, enabled: its class names carry a build hash after the underscore. */
const TOGGLE_ENABLED = 'button[class*="toggleButton_"]:not([disabled])';

const STOCK_DIR = '.tmp/bench-stock';

function docusaurusVersion() {
  return JSON.parse(readFileSync('node_modules/@docusaurus/core/package.json', 'utf8')).version;
}

/** The stock site, made from the classic template and built once per Docusaurus version; returns its build folder. */
export function stockBuild({rebuild = false} = {}) {
  const version = docusaurusVersion();
  const site = path.resolve(STOCK_DIR, `classic-${version}`);
  const build = path.join(site, 'build');
  if (!rebuild && existsSync(path.join(build, 'index.html'))) return build;
  mkdirSync(path.dirname(site), {recursive: true});
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  if (!existsSync(path.join(site, 'package.json'))) {
    console.log(`Making a stock Docusaurus ${version} site (create-docusaurus, classic template) in ${site}…`);
    execFileSync(npm, ['exec', '--yes', '--', `create-docusaurus@${version}`, path.basename(site), 'classic', '--javascript', '--skip-install', '--package-manager', 'npm'], {cwd: path.dirname(site), stdio: 'inherit'});
  }
  console.log('Installing and building it…');
  execFileSync(npm, ['install', '--no-audit', '--no-fund'], {cwd: site, stdio: 'inherit'});
  execFileSync(npm, ['run', 'build'], {cwd: site, stdio: 'inherit', env: {...process.env, DOCUSAURUS_TELEMETRY: 'false'}});
  return build;
}

async function lighthouseRun(chromePort, url, method) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: method,
    throttling: SLOW_3G,
    // Each run in a fresh state: nothing cached from the run before.
    disableStorageReset: false,
  });
  const {categories, audits, runtimeError} = result.lhr;
  if (runtimeError) throw new Error(runtimeError.message);
  const value = (id) => {
    const number = audits[id]?.numericValue;
    if (typeof number !== 'number') throw new Error(`no value for ${id}: ${audits[id]?.errorMessage ?? 'missing'}`);
    return Math.round(number);
  };
  const summary = audits['resource-summary'].details.items;
  const bytes = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    score: Math.round(categories.performance.score * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    // Lighthouse gives no blocking time when the page never goes quiet within its wait (a busy host): not needed here.
    tbtMs: typeof audits['total-blocking-time']?.numericValue === 'number' ? Math.round(audits['total-blocking-time'].numericValue) : null,
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    htmlBytes: bytes('document'),
    cssBytes: bytes('stylesheet'),
    jsBytes: bytes('script'),
  };
}

/** A Lighthouse run that failed to measure (a runtime error, an audit without a value) is tried twice more. */
async function measureLighthouse(chromePort, url, method) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(chromePort, url, method);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  ${url} (${method}): run failed (${error.message}), retrying`);
    }
  }
}

async function timeUntilUsable(browser, url) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: USABLE_CPU_SLOWDOWN});
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(url, {waitUntil: 'commit'});
    await page.waitForSelector(TOGGLE_ENABLED, {state: 'attached', timeout: 90_000});
    // Milliseconds since navigation started, read in the page.
    return await page.evaluate(() => Math.round(performance.now()));
  } finally {
    await context.close();
  }
}

const METRICS = {
  'applied FCP': (s) => s.applied.fcpMs,
  'applied LCP': (s) => s.applied.lcpMs,
  'applied score': (s) => s.applied.score,
  'simulated score': (s) => s.simulated.score,
  'simulated LCP': (s) => s.simulated.lcpMs,
  'usable, slow 4G': (s) => s.usableMs,
  'HTML / CSS / JS KB': null,
};

/** What a run without Lighthouse (--usable-only) records for its figures. */
const NOT_MEASURED = {score: NaN, fcpMs: NaN, lcpMs: NaN, tbtMs: null, cls: NaN, htmlBytes: NaN, cssBytes: NaN, jsBytes: NaN};

const seconds = (ms) => (ms / 1000).toFixed(2);
/** Median and spread of one metric over a page's rounds. */
function cell(samples, pick, unit) {
  const values = samples.map(pick);
  const show = unit === 's' ? seconds : String;
  const med = median(values);
  return values.length > 1 ? `${show(med)} (${show(Math.min(...values))}–${show(Math.max(...values))})` : show(med);
}

export function markdownTable(report) {
  const sites = report.sites.map((site) => site.name);
  // A run without Lighthouse (--usable-only) has one figure per page: its table has that column alone.
  const headers = report.usableOnly ? ['usable, slow 4G'] : Object.keys(METRICS);
  const lines = [`| kind | site: page | ${headers.join(' | ')} |`, `| --- | --- | ${headers.map(() => '---').join(' | ')} |`];
  for (const {kind} of report.pages) {
    for (const name of sites) {
      const page = report.results.find((result) => result.kind === kind && result.site === name);
      if (!page) continue;
      const s = page.samples;
      if (report.usableOnly) {
        lines.push(`| ${kind} | ${name}: \`${page.route}\` | ${cell(s, METRICS['usable, slow 4G'], 's')} |`);
        continue;
      }
      const kb = (key) => (median(s.map((x) => x.applied[key])) / 1024).toFixed(1);
      lines.push(
        `| ${kind} | ${name}: \`${page.route}\` | ${cell(s, METRICS['applied FCP'], 's')} | ${cell(s, METRICS['applied LCP'], 's')} | ${cell(s, METRICS['applied score'])} | ${cell(s, METRICS['simulated score'])} | ${cell(s, METRICS['simulated LCP'], 's')} | ${cell(s, METRICS['usable, slow 4G'], 's')} | ${kb('htmlBytes')} / ${kb('cssBytes')} / ${kb('jsBytes')} |`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * Runs the side-by-side measurement. `builds`: the site's build folders by name (the first is "ours"), each
 * measured on every kind's page; the stock site's pages are measured once per round among them.
 */
export async function benchSideBySide({runs, port, builds, kinds, rebuildStock = false, usableOnly = false}) {
  const stock = stockBuild({rebuild: rebuildStock});
  const pages = SIDE_BY_SIDE.filter((page) => !kinds?.length || kinds.includes(page.kind));
  const sites = [...Object.entries(builds).map(([name, dir]) => ({name, dir: path.resolve(dir)})), {name: 'stock', dir: stock}];
  const servers = await Promise.all(sites.map((site, index) => listen(site.dir, port + index)));
  const urlOf = (siteIndex, route) => `http://127.0.0.1:${port + siteIndex}${route}`;
  // Each kind: every build of ours, then stock's page; a stock page shared by several kinds is measured once per round.
  const targets = [];
  for (const page of pages) {
    for (const [index, site] of sites.entries()) {
      const route = site.name === 'stock' ? page.stock : page.route;
      if (!targets.some((target) => target.site === site.name && target.route === route)) targets.push({site: site.name, siteIndex: index, route, kinds: []});
      targets.find((target) => target.site === site.name && target.route === route).kinds.push(page.kind);
    }
  }
  const samples = new Map(targets.map((target) => [target, []]));
  const loads = [];
  /** The report of the rounds measured so far: written after each round, so a run cut short keeps what it measured. */
  const reportSoFar = () => ({
    date: new Date().toISOString(),
    lighthouse: JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version,
    docusaurus: docusaurusVersion(),
    slow3g: SLOW_3G,
    slow4g: SLOW_4G,
    usableCpuSlowdown: USABLE_CPU_SLOWDOWN,
    runsPerPage: loads.length,
    usableOnly,
    loadAverages: loads.map((load) => Number(load.toFixed(1))),
    sites: sites.map(({name, dir}) => ({name, dir: path.relative(process.cwd(), dir)})),
    pages,
    results: pages.flatMap((page) =>
      sites.map((site) => {
        const target = targets.find((t) => t.site === site.name && t.kinds.includes(page.kind));
        return {kind: page.kind, site: site.name, route: target.route, samples: samples.get(target).slice(0, loads.length)};
      }),
    ),
  });
  const chrome = await chromeLauncher.launch({chromePath: finder.findChromium(), chromeFlags: ['--headless', ...finder.CHROMIUM_FLAGS]});
  const browser = await chromium.launch({executablePath: finder.findChromium(), args: finder.CHROMIUM_FLAGS});
  try {
    for (let round = 0; round < runs; round++) {
      for (const target of targets) {
        const url = urlOf(target.siteIndex, target.route);
        const applied = usableOnly ? NOT_MEASURED : await measureLighthouse(chrome.port, url, 'devtools');
        const simulated = usableOnly ? NOT_MEASURED : await measureLighthouse(chrome.port, url, 'simulate');
        const usableMs = await timeUntilUsable(browser, url);
        samples.get(target).push({applied, simulated, usableMs});
      }
      loads.push(os.loadavg()[0]);
      writeReport(reportSoFar());
      console.log(`round ${round + 1} of ${runs} measured (${targets.length} pages; load average ${os.loadavg()[0].toFixed(1)})`);
    }
  } finally {
    await browser.close();
    await chrome.kill();
    for (const server of servers) server.close();
  }
  return writeReport(reportSoFar(), true);
}

function writeReport(report, print = false) {
  const table = markdownTable(report);
  const heading =
    `Side by side, ${report.date.slice(0, 16).replace('T', ' ')} UTC, ${report.runsPerPage} rounds, pages alternated; load average ${Math.min(...report.loadAverages)}–${Math.max(...report.loadAverages)} on ${os.cpus().length} cores. ` +
    `Applied and simulated: Lighthouse ${report.lighthouse}, slow 3G phone (400 kbit/s, 300 ms, 6x CPU); usable: colour-mode toggle enabled, slow 4G, 412 px, 4x CPU. ` +
    'Medians (min–max); seconds except scores; bytes transferred (applied run).';
  const name = report.usableOnly ? 'latest-usable' : 'latest-side-by-side';
  mkdirSync('bench/results', {recursive: true});
  writeFileSync(`bench/results/${name}.json`, JSON.stringify(report, null, 2));
  writeFileSync(`bench/results/${name}.md`, `${heading}\n\n${table}\n`);
  if (print) console.log(`\n${heading}\n\n${table}\n\nWritten to bench/results/${name}.{json,md}`);
  return report;
}
