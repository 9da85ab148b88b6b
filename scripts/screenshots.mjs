#!/usr/bin/env node
/**
 * Screenshots of pages at phone, tablet and desktop widths, light and dark,
 * for reviewing a change by eye. Needs the site served (npm run serve, or
 * node scripts/serve.mjs).
 *   node scripts/screenshots.mjs [--base http://127.0.0.1:4173] [--out .tmp/shots] [--full] / /careers ...
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
  },
});
const routes = positionals.length ? positionals : ['/'];
const widths = values.widths.split(',').map(Number);
mkdirSync(values.out, {recursive: true});

const browser = await chromium.launch({executablePath: finder.findChromium(), args: finder.CHROMIUM_FLAGS});
for (const scheme of ['light', 'dark']) {
  for (const width of widths) {
    const page = await browser.newPage({viewport: {width, height: width < 768 ? 740 : 900}, colorScheme: scheme});
    for (const route of routes) {
      await page.goto(values.base + route, {waitUntil: 'networkidle'});
      const name = `${route.replace(/\W+/g, '_') || '_'}-${width}-${scheme}.png`;
      await page.screenshot({path: `${values.out}/${name}`, fullPage: values.full});
      console.log(`${values.out}/${name}`);
    }
    await page.close();
  }
}
await browser.close();
