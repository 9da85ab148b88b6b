import {gzipSync} from 'node:zlib';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Response} from '@playwright/test';
import {testWithOnePagePerWorker, expect, allRoutes, sitemapPaths, waitForHydration, pageIdle, seriousA11yViolations, COLOUR_RULES, OTHER_LOCALES, localeOf, messageIn} from './fixtures';
import {budgetFor} from './budgets';
import {SPEC_ROUTES} from '../../src/data/routes';
import {INDEX_ROUTE, REFERENCE_ROUTES} from '../support/referencePages';
import {HOSTILE, hostileQuery, recordViolations, expectNothingRan} from './hostile';

/**
 * Every route's test reads its page in one browser page per worker (fixtures.ts), with the browser's
 * cache off: each load is a first visit's, every script fetched and counted against the budget. The
 * policy violations are recorded across the page's loads, and each test sees its own.
 */
const test = testWithOnePagePerWorker({javaScriptEnabled: true, cacheDisabled: true}).extend<{cspViolations: string[]}, {violationsOfWorkerPage: string[]}>({
  violationsOfWorkerPage: [async ({workerPage}, provide) => provide(await recordViolations(workerPage)), {scope: 'worker'}],
  cspViolations: async ({violationsOfWorkerPage: violations}, provide) => {
    violations.length = 0;
    await provide(violations);
  },
});

/** Every English route, and every route of the other locales' sitemaps: each locale keeps every guarantee. */
const routes = [...allRoutes(), ...OTHER_LOCALES.flatMap((locale) => sitemapPaths(locale))];

test('the build publishes every route of the spec in its sitemap', () => {
  expect(sitemapPaths()).toEqual(expect.arrayContaining([...SPEC_ROUTES]));
});

test('the sitemaps list every page of the API reference, one per tag of the contract with operations, and no other', () => {
  for (const locale of ['en', ...OTHER_LOCALES] as const) {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const published = sitemapPaths(locale).filter((route) => route === `${prefix}${INDEX_ROUTE}` || route.startsWith(`${prefix}${INDEX_ROUTE}/`));
    expect(published.sort()).toEqual(REFERENCE_ROUTES.map((route) => `${prefix}${route}`).sort());
  }
});

test('every page has its own title, ending with the site name', () => {
  const html = (route: string) => readFileSync(path.join(__dirname, '../../build', route === '/' ? 'index.html' : `${route}.html`), 'utf8');
  const titles = sitemapPaths().map((route) => [route, /<title[^>]*>([^<]*)<\/title>/.exec(html(route))?.[1] ?? ''] as const);
  const siteName = titles.find(([route]) => route === '/')![1].split(' | ').pop()!;
  for (const [route, title] of titles) expect(title, route).toMatch(new RegExp(`^.{3,} \\| ${siteName}$`));
  const duplicates = titles.filter(([, title], i) => titles.findIndex(([, other]) => other === title) !== i);
  expect(duplicates).toEqual([]);
});

// One test and one page load per route: every route is loaded with markup in
// its address under the site's own headers, and checked for the headers and
// the policy, the shared layout, its head tags, its JavaScript budget,
// axe-core in both colour schemes, and sideways scrolling at 320 px.
for (const route of routes) {
  test(`route ${route}: security headers and policy with markup in its address, shared layout, title and description, JavaScript budget, accessibility, 320 px`, async ({page, cspViolations: violations}) => {
    // Some twenty field tables: axe's contrast check alone takes 10–30 s there.
    const {locale, path: pathInLocale} = localeOf(route);
    test.slow(pathInLocale === INDEX_ROUTE || pathInLocale.startsWith(`${INDEX_ROUTE}/`), 'long reference page');
    const scripts: Promise<number>[] = [];
    const countScript = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body).length));
    };
    page.on('response', countScript);
    await page.emulateMedia({colorScheme: 'light'});
    const response = await page.goto(`${route}${hostileQuery()}#${encodeURIComponent(HOSTILE)}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    page.off('response', countScript);

    await test.step('security headers', async () => {
      const headers = response!.headers();
      expect.soft(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect.soft(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect.soft(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
      expect.soft(headers['x-content-type-options']).toBe('nosniff');
      expect.soft(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect.soft(headers['permissions-policy']).toContain('camera=()');
      expect.soft(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      // The same policy is in the page, for hosts that send no headers, without what a meta tag cannot carry.
      const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect.soft(meta).toBe(headers['content-security-policy']!.replace(/; frame-ancestors 'none'/, ''));
    });

    await test.step('shared navbar and footer, one h1, title and description', async () => {
      await expect.soft(page.locator('html')).toHaveAttribute('lang', locale);
      await expect.soft(page.getByRole('navigation', {name: messageIn(locale, 'theme.NavBar.navAriaLabel', 'Main'), exact: true})).toBeVisible();
      await expect.soft(page.locator('a.navbar__brand')).toHaveAttribute('href', locale === 'en' ? '/' : `/${locale}/`);
      await expect.soft(page.getByRole('contentinfo')).toContainText(messageIn(locale, 'footer.offices.title', 'Our Offices'));
      await expect.soft(page.locator('h1')).toHaveCount(1);
      expect.soft((await page.title()).trim().length).toBeGreaterThan(3);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect.soft(description?.trim().length ?? 0).toBeGreaterThan(20);
      expect.soft(await page.content()).not.toContain('{brand}');
    });

    await test.step('JavaScript within budget', async () => {
      const total = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
      test.info().annotations.push({type: 'js-gzip-bytes', description: String(total)});
      expect.soft(total).toBeGreaterThan(0);
      expect.soft(total, `${route}: ${total} gzip bytes of JavaScript`).toBeLessThanOrEqual(budgetFor(pathInLocale));
    });

    await test.step('what loads late loads under the policy too, and the markup in the address never runs', async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1')).toBeAttached();
      await expectNothingRan(page);
      expect(violations).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
    });

    // Every rule in light; in dark, the rules that read colours (the structure is the same page's).
    for (const colorScheme of ['light', 'dark'] as const) {
      await test.step(`no serious accessibility violation (${colorScheme === 'light' ? 'light, every rule' : 'dark, the colour rules'})`, async () => {
        // The site follows the system's scheme as it changes (no stored choice): no reload needed.
        if (colorScheme === 'dark') await page.emulateMedia({colorScheme});
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        expect.soft(await seriousA11yViolations(page, {rules: colorScheme === 'dark' ? COLOUR_RULES : undefined})).toEqual([]);
      });
    }

    await test.step('no sideways scrolling on a 320 px phone', async () => {
      // The same page, narrowed: the layout follows the width (CSS, and the theme's size hooks on the resize event).
      await page.setViewportSize({width: 320, height: 640});
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(320);
      await pageIdle(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      const problem = width > 320 ? `${route}: ${width} px wide; ${(await page.evaluate(overflowing, 320)).join(', ')}` : undefined;
      expect.soft(problem).toBeUndefined();
    });
  });
}

/**
 * The elements that stick out of a page `width` px wide, widest first: what
 * to fix when a page scrolls sideways. Code blocks and tables scroll inside
 * themselves, so what is inside them does not count.
 */
function overflowing(width: number): string[] {
  const scrollsInside = (el: Element) => !!el.closest('pre, table, [class*="codeBlock"], .table-wrapper');
  return Array.from(document.querySelectorAll('body *'))
    .filter((el) => !scrollsInside(el.parentElement ?? el) && el.getBoundingClientRect().right > width + 1 && el.getBoundingClientRect().width > 0)
    .filter((el) => getComputedStyle(el).position !== 'fixed' && el.checkVisibility({visibilityProperty: true}))
    .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
    .slice(0, 3)
    .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${Array.from(el.classList).join('.')} (right edge ${Math.round(el.getBoundingClientRect().right)} px)`);
}
