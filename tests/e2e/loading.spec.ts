import type {Page} from '@playwright/test';
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

test('start-up (src/plugins/replacedModules/clientEntry.tsx): React DOM is evaluated in a task after main.js, not inside its evaluation', async ({page}) => {
  // react-dom calls the devtools hook's checkDCE when its module is evaluated; main.js's load event fires as its evaluation ends.
  await page.addInitScript(() => {
    const seen = {mainEvaluated: false, reactDomAfterMain: undefined as boolean | undefined};
    Object.assign(window, {startUpOrder: seen});
    document.addEventListener('load', (event) => {
      if (/\/assets\/js\/main\.\w+\.js$/.test((event.target as HTMLScriptElement).src ?? '')) seen.mainEvaluated = true;
    }, true);
    Object.assign(window, {__REACT_DEVTOOLS_GLOBAL_HOOK__: {isDisabled: true, checkDCE: () => (seen.reactDomAfterMain = seen.mainEvaluated)}});
  });
  await page.goto('/docs/webhooks');
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as {startUpOrder: object}).startUpOrder)).toEqual({mainEvaluated: true, reactDomAfterMain: true});
});

/** The prefetch hints on the page, once their number has stopped growing (they are added in idle time). */
async function settledPrefetches(page: Page): Promise<string[]> {
  const hrefs = () => page.$$eval('link[rel="prefetch"]', (links) => links.map((link) => (link as HTMLLinkElement).href));
  let previous = -1;
  await expect
    .poll(
      async () => {
        const count = (await hrefs()).length;
        const settled = count > 0 && count === previous;
        previous = count;
        return settled;
      },
      {intervals: [750], timeout: 15_000},
    )
    .toBe(true);
  return hrefs();
}

test.describe('route prefetching (src/clientModules/idlePrefetch)', () => {
  test('links on screen prefetch their pages in idle time, each file once, and a click then loads no page chunk that was not prefetched', async ({page}) => {
    await page.goto('/docs/webhooks');
    await waitForHydration(page);
    const prefetched = await settledPrefetches(page);
    // Docusaurus alone adds one hint per chunk per linked page: the same shared files many times over.
    expect(new Set(prefetched).size).toBe(prefetched.length);

    const clickedAt = await page.evaluate(() => performance.now());
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Errors', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/errors$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const loadedAfterClick = await page.evaluate(
      (since) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime > since && (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => entry.name),
      clickedAt,
    );
    // Page chunks are named by a hash of their route's module; shared split chunks (numbered) are not prefetched, by Docusaurus either.
    const pageChunks = loadedAfterClick.filter((url) => /\/assets\/js\/[0-9a-f]{8}\.[0-9a-f]{8}\.js$/.test(url));
    expect(pageChunks.length).toBeGreaterThan(0);
    for (const url of pageChunks) expect(prefetched).toContain(url);
  });

  test('nothing is prefetched when the reader has asked to save data', async ({page}) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}));
    await page.goto('/docs/webhooks');
    await waitForHydration(page);
    await page.waitForTimeout(3000);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });
});
