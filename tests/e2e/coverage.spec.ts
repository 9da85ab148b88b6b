import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, sitemapPaths, expectRenderedWhenNear} from './fixtures';
import {MARKET_COUNT, MARKET_LIST, MARKETS, type Market} from '../../src/features/coverage/data/markets';
import {filterMarkets} from '../../src/features/coverage/data/filter';
import {marketsOffering} from '../../src/features/coverage/data/productReach';
import {sandboxNumbersAnchor} from '../../src/features/coverage/data/route';
import {marketNames} from '../support/marketNames';

const NAMES = marketNames('en');
const MAP = 'Map of Africa with the markets we serve';
const TABLE = 'What works in each market';
const inOrder = (markets: readonly Market[]) => markets.map((market) => NAMES[market.code]).sort((a, b) => a.localeCompare(b, 'en'));

const mapLinks = (page: Page) => page.getByRole('group', {name: MAP}).getByRole('link');
const rows = (page: Page) => page.getByRole('region', {name: TABLE}).locator('tbody tr');
const rowNames = (page: Page) => rows(page).locator('th').allInnerTexts();

async function open(page: Page, search = '') {
  await page.goto(`/coverage${search}`);
  await waitForHydration(page);
}

test.describe('/coverage', () => {
  test(`maps the ${MARKET_COUNT} markets: each a named link with a shape drawn and a dot`, async ({page}) => {
    await open(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`${MARKET_COUNT} markets, one API`);
    await expect(mapLinks(page)).toHaveCount(MARKET_COUNT);
    expect((await mapLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).sort()).toEqual(inOrder(MARKET_LIST));
    // The shapes come from the build's static SVG through <use>: each market's must have been drawn, with a size.
    const sizes = await page.locator('figure svg a use').evaluateAll((uses) => uses.map((use) => (use as SVGGraphicsElement).getBBox().width));
    expect(sizes).toHaveLength(MARKET_COUNT);
    for (const width of sizes) expect(width).toBeGreaterThan(1);
    await expect(page.locator('figure svg a circle')).toHaveCount(MARKET_COUNT);
  });

  test("a market on the map leads to its details: currency, phone, wallets, products, sender ID and its sandbox numbers", async ({page}) => {
    await open(page);
    await page.getByRole('group', {name: MAP}).getByRole('link', {name: NAMES.SN}).click();
    await expect(page).toHaveURL(/\/coverage#senegal$/);
    const details = page.getByRole('article', {name: NAMES.SN});
    await expect(details).toBeInViewport();
    await expect(details).toContainText('XOF');
    await expect(details).toContainText('1,000 FCFA');
    await expect(details).toContainText(MARKETS.SN.phone.example);
    // Yas's wallet under the name a Senegalese reader may still know it by.
    for (const wallet of ['Orange Money', 'Wave', 'Mixx by Yas (formerly Free Money)']) await expect(details).toContainText(wallet);
    await expect(details.getByRole('link', {name: 'USSD'})).toHaveAttribute('href', '/docs/guides/ussd');
    await expect(details).toContainText('Must be registered; about 5 working days');
    await expect(details).toContainText('Indicative');
    await details.getByRole('link', {name: `Test numbers for ${NAMES.SN}`}).click();
    await expect(page).toHaveURL(new RegExp(`/docs/sandbox#${sandboxNumbersAnchor(MARKETS.SN)}$`));
    await expect(page.getByRole('heading', {name: /Senegal \(XOF\)/})).toBeInViewport();
  });

  test('the table lists every market until filtered; each filter narrows it to the right markets and goes in the address', async ({page}) => {
    await open(page);
    expect(await rowNames(page)).toEqual(inOrder(MARKET_LIST));
    await expect(page.getByRole('status')).toHaveText(`Showing ${MARKET_COUNT} of ${MARKET_COUNT} markets`);

    await page.getByLabel('Product').selectOption({label: 'USSD'});
    await expect(page).toHaveURL(/\/coverage\?product=ussd$/);
    const ussd = filterMarkets(MARKET_LIST, NAMES, {product: 'ussd'});
    await expect(rows(page)).toHaveCount(ussd.length);
    expect(await rowNames(page)).toEqual(inOrder(ussd));

    await page.getByLabel('Mobile money wallet').selectOption({label: 'Wave'});
    await expect(page).toHaveURL(/\/coverage\?product=ussd&wallet=wave$/);
    expect(await rowNames(page)).toEqual(inOrder(filterMarkets(MARKET_LIST, NAMES, {product: 'ussd', wallet: 'wave'})));
    // The map follows the table: the markets filtered out are no longer drawn as served.
    await expect(page.getByRole('group', {name: MAP}).getByRole('link', {name: NAMES.KE})).toHaveClass(/notMatching/);
    await expect(page.getByRole('group', {name: MAP}).getByRole('link', {name: NAMES.SN})).not.toHaveClass(/notMatching/);

    await page.getByRole('button', {name: 'Clear filters'}).click();
    await expect(page).toHaveURL(/\/coverage$/);
    await expect(rows(page)).toHaveCount(MARKET_COUNT);

    await page.getByLabel('Country').fill('cote');
    await expect(page).toHaveURL(/\/coverage\?q=cote$/);
    expect(await rowNames(page)).toEqual([NAMES.CI]);
    await page.getByLabel('Country').fill('xaf');
    expect(await rowNames(page)).toEqual(inOrder(filterMarkets(MARKET_LIST, NAMES, {query: 'XAF'})));
    await page.getByLabel('Country').fill('Atlantis');
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(`No market matches these filters. Clear them to see all ${MARKET_COUNT}.`);
  });

  test('without JavaScript: the whole table, the map and every market, and no filters that could not work', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/coverage?product=ussd');
    expect(await rowNames(page)).toEqual(inOrder(MARKET_LIST));
    await expect(mapLinks(page)).toHaveCount(MARKET_COUNT);
    await expect(page.getByRole('search', {name: 'Filter the markets'})).toBeHidden();
    await expect(page.getByRole('article')).toHaveCount(MARKET_COUNT);
    await context.close();
  });

  test('a filtered view survives a reload and opens from a shared address', async ({page}) => {
    await open(page, '?product=carrier-billing&q=n');
    const expected = filterMarkets(MARKET_LIST, NAMES, {product: 'carrier-billing', query: 'n'});
    expect(await rowNames(page)).toEqual(inOrder(expected));
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Product')).toHaveValue('carrier-billing');
    await expect(page.getByLabel('Country')).toHaveValue('n');
    expect(await rowNames(page)).toEqual(inOrder(expected));
  });

  test('hostile or unknown filter values are ignored or shown as text, never run', async ({page}) => {
    const markup = '<img src=x onerror=alert(1)>';
    await open(page, `?product=${encodeURIComponent(markup)}&wallet=paypal&q=${encodeURIComponent(markup)}`);
    await expect(page.getByLabel('Product')).toHaveValue('');
    await expect(page.getByLabel('Mobile money wallet')).toHaveValue('');
    await expect(page.getByLabel('Country')).toHaveValue(markup.slice(0, 40));
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await open(page, '?product=sms&wallet=%00');
    await expect(rows(page)).toHaveCount(MARKET_COUNT);
  });

  test('works from the keyboard: map links in reading order, Enter follows one; the filters take keys', async ({page}) => {
    await open(page);
    await page.getByRole('link', {name: 'Test in the sandbox'}).focus();
    await page.keyboard.press('Tab');
    const first = mapLinks(page).first();
    await expect(first).toBeFocused();
    const name = await first.getAttribute('aria-label');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('article', {name: name!})).toBeInViewport();

    await page.getByLabel('Product').focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\?product=bulk-sms#[a-z-]+$/);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Mobile money wallet')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('kenya');
    expect(await rowNames(page)).toEqual([NAMES.KE]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/coverage\?product=bulk-sms&q=kenya#[a-z-]+$/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Clear filters'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rows(page)).toHaveCount(MARKET_COUNT);
  });

  test('a market card far below the screen is rendered only when reached, and is in the page all along', async ({page}) => {
    await open(page);
    const last = inOrder(MARKET_LIST).at(-1)!;
    await expectRenderedWhenNear(page, page.locator('main article[id]'), last);
  });

  test('opened on a market’s anchor, its card starts just under the navbar, on a phone and on a desktop', async ({page}) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({width, height: 800});
      for (const market of [MARKETS.SN, MARKETS.KE, MARKETS.ZM]) {
        // A new document each time (a change of fragment alone would not load the page again).
        await page.goto('about:blank');
        await page.goto(`/coverage#${market.slug}`);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        const [top, margin] = await page.locator(`#${market.slug}`).evaluate((card) => [card.getBoundingClientRect().top, parseFloat(getComputedStyle(card).scrollMarginTop)]);
        expect(Math.abs(top! - margin!), `#${market.slug} at ${width} px: ${top} px from the top, ${margin} expected`).toBeLessThanOrEqual(2);
      }
    }
  });

  test('nothing in the page moves while it loads, draws its map and hydrates', async ({page}) => {
    await page.addInitScript(() => {
      const w = window as unknown as {shifts: string[]};
      w.shifts = [];
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources: {node: Node | null}[]};
        for (const entry of list.getEntries() as Shift[]) {
          // The navbar is left out: it compacts on scrolling, and its own tests watch it.
          const moved = entry.sources.map(({node}) => (node instanceof Element ? node : node?.parentElement)).filter((element) => element?.closest('main'));
          if (!entry.hadRecentInput && moved.length > 0) w.shifts.push(`${entry.value}: ${moved.map((element) => `${element!.tagName}.${element!.className} ${element!.textContent!.slice(0, 40)}`).join(', ')} ${JSON.stringify(entry.sources.map((s) => [(s as unknown as {previousRect: DOMRect}).previousRect, (s as unknown as {currentRect: DOMRect}).currentRect]))}`);
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await open(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as {shifts: string[]}).shifts)).toEqual([]);
  });
});

test.describe('where the site claims its reach', () => {
  test('the home page, mobile money, partners, the docs and the sitemap link to /coverage, with the count from the data', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {name: `${MARKET_COUNT} countries, one contract`})).toBeVisible();
    await expect(page.locator('main a[href="/coverage"]').first()).toBeVisible();

    await page.goto('/mobile-money');
    // Mobile money's own countries, not every market's (tests/e2e/product-claims.spec.ts checks every product's count).
    await expect(page.locator('#at-a-glance dd').first()).toHaveText(String(marketsOffering('mobile-money').length));
    await expect(page.locator('#at-a-glance').getByRole('link', {name: 'Where mobile money works'})).toHaveAttribute('href', '/coverage?product=mobile-money');
    await expect(page.locator('#wallets').getByRole('link', {name: 'Which wallets work in each country'})).toHaveAttribute('href', '/coverage?product=mobile-money');
    // The phone's wallets are those of the sample payment's market (Kenya, its shilling written KSh), not Zambia's Zamtel.
    const phone = page.locator('main figure').first();
    await expect(phone).toContainText('KSh');
    await expect(phone).not.toContainText('Zamtel');

    await page.goto('/partners');
    await expect(page.locator('#benefits').getByRole('link', {name: 'See the markets'})).toHaveAttribute('href', '/coverage');

    for (const docs of ['/docs', '/docs/sandbox']) {
      await page.goto(docs);
      await expect(page.locator('article a[href="/coverage"]').first()).toBeVisible();
    }
    expect(sitemapPaths()).toContain('/coverage');
  });
});
