#!/usr/bin/env node
/* global document, window -- code passed to page.evaluate runs in the browser */
/**
 * Screenshots of pages at phone, tablet and desktop widths, light and dark,
 * for reviewing a change by eye. Needs the site served (npm run serve, or
 * node scripts/serve.mjs).
 *   node scripts/screenshots.mjs [--base http://127.0.0.1:4173] [--out .tmp/shots] [--full [--slice 1200]] [--no-js] / /careers ...
 * --no-js: with JavaScript off, to review what the static HTML alone shows.
 */
import {mkdirSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {chromium} from 'playwright-core';
import finder from './find-chromium.cjs';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    base: {type: 'string', default: 'http://127.0.0.1:4173'},
    out: {type: 'string', default: '.tmp/shots'},
    widths: {type: 'string', default: '375,800,1280'},
    full: {type: 'boolean', default: false},
    /** With --full: also cut the page into pieces this tall, easier to look at than one long strip. */
    slice: {type: 'string', default: '0'},
    'no-js': {type: 'boolean', default: false},
  },
});
const routes = positionals.length ? positionals : ['/'];
const widths = values.widths.split(',').map(Number);
mkdirSync(values.out, {recursive: true});

/**
 * Resolves once every picture in view has loaded or failed (a lazy one starts
 * only once it comes into view), or after 30 s with a warning. Asked from here,
 * not waited for in the page: with JavaScript off, its timers and listeners never run.
 */
async function picturesInViewLoaded(page) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const pending = await page.evaluate(() =>
      Array.from(document.images).filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && !img.complete;
      }).length,
    );
    if (pending === 0) return;
  }
  console.warn(`${page.url()}: some pictures in view had not loaded after 30 s`);
}

const browser = await chromium.launch({executablePath: finder.findChromium(), args: finder.CHROMIUM_FLAGS});
for (const scheme of ['light', 'dark']) {
  for (const width of widths) {
    const page = await browser.newPage({viewport: {width, height: width < 768 ? 740 : 900}, colorScheme: scheme, javaScriptEnabled: !values['no-js']});
    for (const route of routes) {
      await page.goto(values.base + route, {waitUntil: 'networkidle'});
      const name = `${route.replace(/\W+/g, '_') || '_'}-${width}-${scheme}${values['no-js'] ? '-nojs' : ''}.png`;
      if (values.full) {
        // Scroll through once so lazy images load, as they would for a reader.
        const [scrollHeight, innerHeight] = await page.evaluate(() => [document.body.scrollHeight, window.innerHeight]);
        for (let y = 0; y < scrollHeight; y += innerHeight / 2) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await picturesInViewLoaded(page);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForLoadState('networkidle');
      }
      await page.screenshot({path: `${values.out}/${name}`, fullPage: values.full});
      console.log(`${values.out}/${name}`);
      const slice = Number(values.slice);
      if (values.full && slice > 0) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, i = 1; y < height; y += slice, i += 1) {
          const piece = name.replace(/\.png$/, `-${i}.png`);
          await page.screenshot({path: `${values.out}/${piece}`, fullPage: true, clip: {x: 0, y, width, height: Math.min(slice, height - y)}});
        }
      }
    }
    await page.close();
  }
}
await browser.close();
