/**
 * Time to hydration (issue 26), the benchmark step of `npm run bench -- --hydration`:
 * how long after navigation a visitor's first control responds, on one route of
 * each kind of page, beside the same on a stock Docusaurus 3 site
 * (bench/stock-site, built here from the project's own Docusaurus).
 *
 * The control is the navbar's colour-mode toggle: the theme writes it disabled
 * into the static HTML and enables it once React has hydrated the page. Each
 * load is a new browser context (nothing cached), 412 px wide, the CPU slowed
 * 4x (as Lighthouse's mobile preset), on the local network and on slow 4G
 * (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up); median of `runs`.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright';
import finder from './find-chromium.cjs';
import {listen} from './static-server.mjs';
import {median} from './median.mjs';

/** One route of each kind: home, product, docs, reference, coverage, a form. */
export const HYDRATION_ROUTES = {
  home: '/',
  product: '/mobile-money',
  docs: '/docs/getting-started',
  reference: '/api-reference/payments',
  coverage: '/coverage',
  form: '/signup',
};
/** The stock site's pages: its home page, and its docs page (the baseline of every other kind). */
const STOCK_ROUTES = {home: '/', docs: '/docs/intro'};

const NETWORKS = {
  local: undefined,
  'slow 4G': {offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8},
};
const CPU_SLOWDOWN = 4;
/** The theme's colour-mode toggle, enabled: its class names carry a build hash after the underscore. */
const TOGGLE_ENABLED = 'button[class*="toggleButton_"]:not([disabled])';

const STOCK_SITE = 'bench/stock-site';
const STOCK_BUILD = '.tmp/stock-build';


async function timeToHydration(browser, url, network) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    await page.goto(url, {waitUntil: 'commit'});
    await page.waitForSelector(TOGGLE_ENABLED, {state: 'attached', timeout: 60_000});
    // Milliseconds since navigation started, read in the page.
    return await page.evaluate(() => Math.round(performance.now()));
  } finally {
    await context.close();
  }
}

export async function benchHydration({runs, port, dir = 'build'}) {
  if (!existsSync(path.join(STOCK_BUILD, 'index.html'))) {
    console.log('Building the stock Docusaurus site (bench/stock-site)…');
    execFileSync(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', STOCK_SITE, '--out-dir', path.resolve(STOCK_BUILD)], {stdio: 'ignore'});
  }
  const site = await listen(path.resolve(dir), port);
  const stock = await listen(path.resolve(STOCK_BUILD), port + 1);
  const browser = await chromium.launch({executablePath: finder.findChromium(), args: finder.CHROMIUM_FLAGS});
  const pages = [
    ...Object.entries(STOCK_ROUTES).map(([kind, route]) => ({site: 'stock', kind, route, url: `http://127.0.0.1:${port + 1}${route}`})),
    ...Object.entries(HYDRATION_ROUTES).map(([kind, route]) => ({site: 'ours', kind, route, url: `http://127.0.0.1:${port}${route}`})),
  ];
  const times = pages.map(() => Object.fromEntries(Object.keys(NETWORKS).map((name) => [name, []])));
  try {
    // Round after round over every page, stock's and ours: a busy moment of the machine falls on one run of
    // each page, not on every run of one.
    for (let run = 0; run < runs; run++) {
      for (const [index, page] of pages.entries()) {
        for (const [name, network] of Object.entries(NETWORKS)) times[index][name].push(await timeToHydration(browser, page.url, network));
      }
      console.log(`round ${run + 1} of ${runs} measured`);
    }
  } finally {
    await browser.close();
    site.close();
    stock.close();
  }
  // The report names each page by its site and route (its address has this run's port).
  const rows = pages.map(({site, kind, route}, index) => ({site, kind, route, ...Object.fromEntries(Object.keys(NETWORKS).map((name) => [name, Math.round(median(times[index][name]))]))}));
  const baseline = (kind) => rows.find((row) => row.site === 'stock' && row.kind === (kind === 'home' ? 'home' : 'docs'));
  console.log(`\nTime to hydration (ms from navigation until the colour-mode toggle is enabled), 412 px, ${CPU_SLOWDOWN}x CPU, median of ${runs}`);
  console.log('Each of our pages is compared with stock\'s home page (home) or docs page (every other kind).\n');
  const header = ['site', 'kind', 'route', ...Object.keys(NETWORKS).flatMap((name) => [name, 'vs stock'])];
  const lines = rows.map((row) => [
    row.site,
    row.kind,
    row.route,
    ...Object.keys(NETWORKS).flatMap((name) => [String(row[name]), row.site === 'stock' ? '' : `${row[name] - baseline(row.kind)[name] > 0 ? '+' : ''}${row[name] - baseline(row.kind)[name]}`]),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...lines].map((line) => line[i].length)));
  for (const [i, line] of [header, ...lines].entries()) {
    console.log(line.map((cell, c) => (c < 3 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  const report = {date: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN, networks: NETWORKS, runsPerRoute: runs, rows};
  mkdirSync('bench/results', {recursive: true});
  writeFileSync('bench/results/latest-hydration.json', JSON.stringify(report, null, 2));
  writeFileSync(`bench/results/${report.date.slice(0, 10)}-hydration.json`, JSON.stringify(report, null, 2));
  console.log('\nWritten to bench/results/latest-hydration.json');
}
