import {chromium} from 'playwright';
import finder from './find-chromium.cjs';
const browser = await chromium.launch({executablePath: finder.findChromium()});
for (const [w, scheme] of [[320, 'light'], [375, 'dark'], [1280, 'light']]) {
  const page = await browser.newPage({viewport: {width: w, height: 900}, colorScheme: scheme});
  await page.goto('http://127.0.0.1:4300' + (process.argv[2] ?? '/docs/getting-started'));
  const tabs = page.locator('.tabs-container').first();
  await tabs.scrollIntoViewIfNeeded();
  if (process.argv[3]) await tabs.getByRole('tab', {name: process.argv[3], exact: true}).click();
  await page.waitForTimeout(800);
  await tabs.screenshot({path: `.tmp/shots/tabs-${w}-${scheme}.png`});
  await page.close();
}
await browser.close();
