import {test, expect, waitForHydration} from './fixtures';

for (const route of ['/', '/docs', '/mobile-money']) {
  test(`${route}: the page paints before its JavaScript is requested, then hydrates`, async ({page}) => {
    await page.goto(route);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const firstPaint = performance.getEntriesByType('paint')[0]?.startTime ?? Infinity;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\/(runtime~)?main\.[\w]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return {firstPaint, scripts};
    });
    expect(timing.scripts).toHaveLength(2);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.firstPaint);
  });
}
