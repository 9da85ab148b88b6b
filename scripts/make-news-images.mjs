#!/usr/bin/env node
/**
 * Renders the picture of every news article (the `image` of each file in
 * blog/): an illustration drawn in Chromium, saved as JPEG at 1200 × 630 (the
 * social cards' picture; the build writes the WebP widths the pages show:
 * src/plugins/newsPictures.ts).
 * Brand-neutral: no name or logo, so any BRAND_NAME build can use them.
 *   node scripts/make-news-images.mjs
 */
import {mkdirSync, readdirSync, readFileSync} from 'node:fs';
import {chromium} from 'playwright-core';
import finder from './find-chromium.cjs';

/** A motif per article id (file name without date); others get the map of dots. */
const MOTIFS = {
  'mobile-money-default-checkout': phoneMotif,
  'sms-for-transaction-alerts': bubblesMotif,
  'ussd-beyond-smartphones': keypadMotif,
  'new-office-in-lilongwe': buildingMotif,
};
const PALETTES = [
  ['hsl(164 84% 18%)', 'hsl(222 35% 11%)', 'hsl(34 92% 52%)'],
  ['hsl(200 70% 22%)', 'hsl(222 35% 11%)', 'hsl(164 70% 45%)'],
  ['hsl(250 40% 25%)', 'hsl(222 35% 11%)', 'hsl(34 92% 52%)'],
  ['hsl(12 60% 30%)', 'hsl(222 35% 11%)', 'hsl(164 70% 45%)'],
  ['hsl(164 60% 24%)', 'hsl(200 40% 12%)', 'hsl(48 95% 55%)'],
];

function dotsMotif(accent) {
  const dots = [];
  for (let y = 0; y < 9; y++) for (let x = 0; x < 14; x++) {
    const inside = Math.hypot((x - 7) / 7, (y - 4.5) / 4.5) < 1 - ((x * 7 + y * 3) % 5) * 0.04;
    if (inside) dots.push(`<circle cx="${x * 34 + 17}" cy="${y * 34 + 17}" r="${(x + y) % 4 === 0 ? 9 : 6}" fill="${(x * y) % 7 === 0 ? accent : '#fff'}" opacity="${(x * y) % 7 === 0 ? 1 : 0.35}"/>`);
  }
  return `<svg width="476" height="306" viewBox="0 0 476 306">${dots.join('')}</svg>`;
}
function phoneMotif(accent) {
  return `<svg width="300" height="440" viewBox="0 0 300 440"><rect x="40" y="10" width="220" height="420" rx="34" fill="#0b1220" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>
  <rect x="62" y="60" width="176" height="90" rx="14" fill="#fff" opacity=".12"/><rect x="62" y="170" width="176" height="48" rx="24" fill="${accent}"/>
  <rect x="62" y="236" width="120" height="14" rx="7" fill="#fff" opacity=".4"/><rect x="62" y="262" width="150" height="14" rx="7" fill="#fff" opacity=".25"/>
  <circle cx="150" cy="350" r="34" fill="none" stroke="${accent}" stroke-width="8"/><path d="M134 350l12 12 22-24" stroke="${accent}" stroke-width="8" fill="none" stroke-linecap="round"/></svg>`;
}
function bubblesMotif(accent) {
  return `<svg width="460" height="360" viewBox="0 0 460 360"><rect x="20" y="20" width="300" height="90" rx="26" fill="#fff" opacity=".18"/>
  <rect x="140" y="135" width="300" height="90" rx="26" fill="${accent}"/><rect x="20" y="250" width="240" height="90" rx="26" fill="#fff" opacity=".18"/>
  <rect x="50" y="52" width="200" height="14" rx="7" fill="#fff" opacity=".6"/><rect x="170" y="167" width="220" height="14" rx="7" fill="#0b1220" opacity=".55"/>
  <rect x="50" y="282" width="150" height="14" rx="7" fill="#fff" opacity=".6"/></svg>`;
}
function keypadMotif(accent) {
  const keys = [];
  for (let r = 0; r < 4; r++) for (let c = 0; c < 3; c++) keys.push(`<rect x="${c * 100 + 10}" y="${r * 90 + 10}" width="80" height="70" rx="16" fill="${r === 3 && c === 2 ? accent : '#fff'}" opacity="${r === 3 && c === 2 ? 1 : 0.16}"/>`);
  return `<svg width="310" height="370" viewBox="0 0 310 370">${keys.join('')}<text x="150" y="60" fill="#fff" font-size="38" font-family="monospace" text-anchor="middle" opacity=".9">*384#</text></svg>`;
}
function buildingMotif(accent) {
  const windows = [];
  for (let r = 0; r < 5; r++) for (let c = 0; c < 4; c++) windows.push(`<rect x="${c * 52 + 118}" y="${r * 56 + 90}" width="30" height="34" rx="4" fill="${(r + c) % 3 === 0 ? accent : '#fff'}" opacity="${(r + c) % 3 === 0 ? 0.95 : 0.25}"/>`);
  return `<svg width="440" height="400" viewBox="0 0 440 400"><rect x="96" y="60" width="230" height="330" rx="10" fill="#fff" opacity=".1"/>${windows.join('')}<rect x="0" y="388" width="440" height="12" rx="6" fill="#fff" opacity=".3"/></svg>`;
}

const files = readdirSync('blog').filter((f) => /\.mdx?$/.test(f)).sort();
mkdirSync('static/img/news', {recursive: true});
const browser = await chromium.launch({executablePath: finder.findChromium(), args: finder.CHROMIUM_FLAGS});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
for (const [index, file] of files.entries()) {
  const image = /^image:\s*(\S+)/m.exec(readFileSync(`blog/${file}`, 'utf8'))?.[1];
  if (!image) continue;
  const id = file.replace(/\.mdx?$/, '').replace(/^\d{4}-\d{2}-\d{2}-/, '');
  const [from, to, accent] = PALETTES[index % PALETTES.length];
  const motif = (MOTIFS[id] ?? dotsMotif)(accent);
  await page.setContent(`<!doctype html><html><body style="margin:0"><div style="width:1200px;height:630px;display:grid;place-items:center;
    background:radial-gradient(600px 400px at 85% 10%, ${accent.replace(')', ' / .35)')}, transparent 70%), linear-gradient(135deg, ${from}, ${to} 80%)">${motif}</div></body></html>`);
  const base = `static${image.replace(/\.jpg$/, '')}`;
  await page.setViewportSize({width: 1200, height: 630});
  await page.screenshot({path: `${base}.jpg`, type: 'jpeg', quality: 80});
  console.log(`${base}.jpg`);
}
await browser.close();
