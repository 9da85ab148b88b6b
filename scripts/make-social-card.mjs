#!/usr/bin/env node
/**
 * Renders static/img/social-card.jpg (1200 × 630), the image shown when a page
 * is shared. It carries the mark and the offer but not the name, so it stays
 * right whatever BRAND_NAME a build uses.   node scripts/make-social-card.mjs
 */
import {readFileSync} from 'node:fs';
import {chromium} from 'playwright-core';
import finder from './find-chromium.cjs';

const mark = readFileSync('static/img/logo-dark.svg', 'utf8').replace(/width="32" height="32"/, 'width="120" height="120"');
const products = ['Bulk SMS', 'Mobile money', 'Cards', 'Carrier billing', 'Bank checkout', 'USSD'];
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 90px;display:flex;flex-direction:column;justify-content:space-between;
  font-family:system-ui,sans-serif;color:#fff;background:radial-gradient(700px 420px at 95% 0%, hsl(34 92% 52% / .35), transparent 70%),
  linear-gradient(135deg, hsl(164 84% 18%), hsl(222 35% 11%) 75%)">
  <div>${mark}</div>
  <div>
    <div style="font-size:60px;font-weight:800;line-height:1.1;letter-spacing:-.02em;max-width:1040px">Payments and messaging for Africa, through one API.</div>
    <div style="margin-top:36px;display:flex;gap:14px;flex-wrap:wrap">${products
      .map((p) => `<span style="font-size:26px;padding:10px 22px;border-radius:999px;background:hsl(0 0% 100% / .12);border:1px solid hsl(0 0% 100% / .25)">${p}</span>`)
      .join('')}</div>
  </div>
</div></body></html>`;

const browser = await chromium.launch({executablePath: finder.findChromium(), args: finder.CHROMIUM_FLAGS});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.setContent(html);
await page.screenshot({path: 'static/img/social-card.jpg', type: 'jpeg', quality: 88});
await browser.close();
console.log('static/img/social-card.jpg');
