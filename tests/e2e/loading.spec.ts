import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, intersectionsReported} from './fixtures';

/** A page's own chunk (content, sidebar, layout), named by a hash of its route's module; shared split chunks are numbered. */
const PAGE_CHUNK = /\/assets\/js\/[0-9a-f]{8}\.[0-9a-f]{8}\.js$/;

/** Where each element of the first screen is, and its colours: what a stylesheet arriving late could change. */
function firstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll('*'))
      .map((element) => {
        const box = element.getBoundingClientRect();
        if (box.top > window.innerHeight) return '';
        const style = getComputedStyle(element);
        const where = [box.left, box.top, box.width, box.height].map(Math.round).join(',');
        return `${element.tagName.toLowerCase()}.${element.classList[0] ?? ''} ${where} ${style.display} ${style.color} ${style.backgroundColor}`;
      })
      .filter(Boolean),
  );
}

// The first paint needs the HTML alone (src/plugins/criticalCss.ts): the rules the page's elements use are in its
// head, and the whole stylesheet is preloaded and applied from the end of the body. Here the stylesheet is held
// back: the page must paint its content without it, and nothing on the first screen may move or change colour when
// it arrives, in either colour mode (the dark rules are in the page too). The page's scripts are left out, so what
// changes is the stylesheet's doing alone.
for (const [route, colorScheme, width] of [
  ['/', 'light', 375],
  ['/docs/getting-started', 'dark', 375],
  ['/api-reference/payments', 'light', 1280],
  ['/fr/coverage', 'dark', 1280],
  ['/mobile-money', 'light', 1280],
  ['/signup', 'dark', 375],
] as const) {
  test(`${route} (${colorScheme}, ${width} px): paints its content before the stylesheet has arrived, and nothing moves when it does`, async ({page, consoleErrors}) => {
    consoleErrors.expect(/Failed to load resource: net::ERR_FAILED/);
    await page.emulateMedia({colorScheme});
    await page.setViewportSize({width, height: 800});
    await page.route(/\/assets\/js\//, (request) => request.abort());
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/css\/styles\.\w+\.css$/, async (request) => {
      await released;
      await request.continue();
    });
    await page.goto(route, {waitUntil: 'commit'});
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.waitForFunction(() => document.querySelector('footer') !== null);
    const before = await firstScreen(page);
    release();
    await page.waitForFunction(() => Array.from(document.styleSheets).some((sheet) => /\/assets\/css\/styles\.\w+\.css$/.test(sheet.href ?? '')));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = await firstScreen(page);
    expect(before.length).toBeGreaterThan(20);
    expect(after).toEqual(before);
  });
}

// A test's fake clock (Playwright's page.clock, paused before the page loads, as the carousel tests do) owns
// requestAnimationFrame and the timers: nothing the pages need to start (their own holds and readers included) may wait on them.
for (const route of ['/docs/getting-started', '/news', '/news/one-api-for-24-markets', '/fr/']) {
  test(`${route}: hydrates under a paused fake clock`, async ({page}) => {
    await page.clock.install({time: new Date('2026-03-02T09:00:00Z')});
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
    await page.goto(route);
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: /dark|light|system|sombre|clair|système/i}).first()).toBeEnabled();
  });
}

test("the CSS cascade layers rank as the layers plugin declares them, the page's critical CSS first (src/plugins/criticalCss.ts), so the theme's components win over Infima", async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await page.goto('/docs/webhooks');
  // A layer ranks by where the stylesheet first names it: the declaration of docusaurus-plugin-css-cascade-layers must come first.
  const layers = await page.evaluate(() => {
    const names: string[] = [];
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSLayerStatementRule) names.push(...rule.nameList);
        else if (rule instanceof CSSLayerBlockRule) names.push(rule.name);
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    return [...new Set(names)].filter((name) => name.startsWith('docusaurus.'));
  });
  expect(layers.slice(0, 4)).toEqual(['docusaurus.infima', 'docusaurus.theme-common', 'docusaurus.theme-classic', 'docusaurus.core']);
  // What it changes on screen: the phone's "On this page" button keeps the theme's padding (Infima's .clean-btn has none).
  const button = page.locator('.theme-doc-toc-mobile').getByRole('button', {name: 'On this page'});
  await expect(button).toHaveCSS('padding-left', '12.8px');
});

/** Playwright's clock runs an idle callback at most this long after it is asked for. */
const FAKE_IDLE_CALLBACK_MS = 50;

/**
 * Every prefetch hint the page will add, without waiting for its number to
 * stop growing on a clock of the machine's speed. The page runs under
 * Playwright's clock (installed before it opened): once the page's observers
 * have seen every link (a Link asks for its page's prefetch when it comes on
 * screen), the clock runs for as long as the idle queues could need: one idle
 * callback per page and per file, each at most FAKE_IDLE_CALLBACK_MS after the last.
 */
async function drainedPrefetches(page: Page): Promise<string[]> {
  const links = page.locator('a[href]');
  await intersectionsReported(links);
  const files = readdirSync(path.join(__dirname, '../../build/assets/js')).length;
  await page.clock.runFor(((await links.count()) + files) * FAKE_IDLE_CALLBACK_MS);
  return page.$$eval('link[rel="prefetch"]', (hints) => hints.map((link) => (link as HTMLLinkElement).href));
}

/**
 * Counts, through the devtools hook React reports its commits to, the elements matching each of `selectors`
 * that React holds (the most any commit's tree held): an element left as static HTML is in no commit.
 */
async function countReactHeld(page: Page, selectors: Record<string, string>): Promise<void> {
  await stubReactDevtools(page);
  await page.addInitScript((watched: Record<string, string>) => {
    const seen = new Map<string, number>([['commits', 0], ...Object.keys(watched).map((key): [string, number] => [key, 0])]);
    type Fiber = {tag: number; stateNode: unknown; child: Fiber | null; sibling: Fiber | null};
    Object.assign(window, {
      reactHeld: () => Object.fromEntries(seen),
      onReactCommit: (root: {current: Fiber}) => {
        seen.set('commits', (seen.get('commits') ?? 0) + 1);
        const inTree = new Map<string, number>();
        const stack: Fiber[] = [root.current];
        while (stack.length > 0) {
          const fiber = stack.pop()!;
          if (fiber.stateNode instanceof Element) for (const [key, selector] of Object.entries(watched)) if (fiber.stateNode.matches(selector)) inTree.set(key, (inTree.get(key) ?? 0) + 1);
          if (fiber.sibling) stack.push(fiber.sibling);
          if (fiber.child) stack.push(fiber.child);
        }
        for (const [key, count] of inTree) seen.set(key, Math.max(seen.get(key) ?? 0, count));
      },
    });
  }, selectors);
}

/**
 * React's devtools hook, stubbed before the page's scripts run: React reports each commit to it, and the stub
 * passes the committed root to `window.onReactCommit` when a test's own init script has set one.
 */
async function stubReactDevtools(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_renderer: number, root: unknown) => (window as unknown as {onReactCommit?: (root: unknown) => void}).onReactCommit?.(root),
      },
    });
  });
}

/** What countReactHeld has counted so far. */
function reactHeld(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => (window as unknown as {reactHeld: () => Record<string, number>}).reactHeld());
}

/** Marks the page's window: a page that moves within the app keeps the mark, a reloaded one loses it. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, {notReloaded: true}));
}

/** Whether the window marked by markWindow is still the page's. */
async function stillSameWindow(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded);
}

test.describe('parts shown only on wide screens (src/ui/HydrateOnWideScreens)', () => {
  const WIDE_ONLY = {sidebar: '.theme-doc-sidebar-container a.menu__link', toc: '.theme-doc-toc-desktop a'};
  async function linksReactHeld(page: Page, route: string): Promise<Record<string, number>> {
    await countReactHeld(page, WIDE_ONLY);
    await page.goto(route);
    await waitForHydration(page);
    return reactHeld(page);
  }

  test('on a phone, the docs sidebar and the table of contents beside the doc are never hydrated, and the menu still lists the docs', async ({page}) => {
    await page.setViewportSize({width: 375, height: 812});
    const held = await linksReactHeld(page, '/docs/getting-started');
    expect(held.commits).toBeGreaterThan(0);
    expect(held).toMatchObject({sidebar: 0, toc: 0});
    // The theme removes the hidden parts once it has measured the window; the docs stay one tap away in the menu.
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    await page.getByRole('button', {name: /navigation bar|menu/i}).first().click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Getting started', exact: true})).toBeVisible();
  });

  test('on a wide screen, they are hydrated as the theme makes them: a sidebar link moves within the app', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    const held = await linksReactHeld(page, '/docs/getting-started');
    expect(held.sidebar).toBeGreaterThan(5);
    expect(held.toc).toBeGreaterThan(0);
    // A hydrated sidebar link moves within the app (the page is not reloaded: what the page holds in memory stays).
    await markWindow(page);
    const link = page.locator('.theme-doc-sidebar-container a.menu__link:not(.menu__link--active)').first();
    const target = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    expect(await stillSameWindow(page)).toBe(true);
  });
});

test.describe('parts below the first screen (src/ui/HydrateNearScreen)', () => {
  const BELOW = {whyUs: '#why-us h3', services: '#services button', partners: '#partners img', footerLinks: 'footer .footer__links a', copyright: 'footer [data-testid="copyright-year"]'};

  /** A docs page on a phone, hydrated, its footer's links still the static HTML's. */
  async function openWithFooterStatic(page: Page): Promise<void> {
    await page.setViewportSize({width: 375, height: 812});
    await countReactHeld(page, BELOW);
    await page.goto('/docs/getting-started');
    await waitForHydration(page);
    expect((await reactHeld(page)).footerLinks).toBe(0);
  }

  test('on a phone, the home page\'s partner tiles and the footer\'s links stay static HTML until the reader nears them; what the first screen shows and any timed part are hydrated', async ({page}) => {
    await page.setViewportSize({width: 375, height: 812});
    await countReactHeld(page, BELOW);
    await page.goto('/');
    await waitForHydration(page);
    const atStart = await reactHeld(page);
    expect(atStart).toMatchObject({partners: 0, footerLinks: 0});
    // The services carousel runs on a timer from the start; the year under the footer follows the calendar at once.
    expect(atStart.services).toBeGreaterThan(0);
    expect(atStart.copyright).toBeGreaterThan(0);
    await expect(page.locator('#partners img')).toHaveCount(16);
    await page.locator('#partners').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await reactHeld(page)).partners).toBe(16);
    await expect(page.locator('#partners img')).toHaveCount(16);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await reactHeld(page)).footerLinks).toBeGreaterThan(5);
  });

  test('the focus moving into a static part (the Tab key) stays on the same link once React has rendered it, and the link moves within the app', async ({page}) => {
    await openWithFooterStatic(page);
    const link = page.locator('footer .footer__links a[href^="/"]').first();
    const href = await link.getAttribute('href');
    await link.focus();
    await expect.poll(async () => (await reactHeld(page)).footerLinks).toBeGreaterThan(5);
    await expect(page.locator(`footer .footer__links a[href="${href}"]`).first()).toBeFocused();
    await markWindow(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(await stillSameWindow(page)).toBe(true);
  });

  test('a click on a static link is passed to React\'s: the link moves within the app, the page is not reloaded', async ({page}) => {
    await openWithFooterStatic(page);
    await markWindow(page);
    // Clicked where it is, without scrolling to it first: the link is still the static HTML's.
    await page.locator('footer .footer__links a[href="/mobile-money"]').dispatchEvent('click', {button: 0});
    await expect(page).toHaveURL(/\/mobile-money$/);
    expect(await stillSameWindow(page)).toBe(true);
  });

  test('a part already on screen when the page starts is hydrated at once', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 1400});
    await countReactHeld(page, BELOW);
    await page.goto('/');
    await waitForHydration(page);
    const cards = await page.locator('#why-us h3').count();
    expect(cards).toBeGreaterThan(0);
    expect((await reactHeld(page)).whyUs).toBe(cards);
  });
});

// Each page names in its HTML the route chunks its start-up loads before hydrating (src/plugins/routeChunkPreloads.ts),
// so they download beside main.js instead of a round trip after it: the scripts the page had loaded when React
// committed its first tree (read through React's devtools hook; what effects load after it does not count), beyond
// Docusaurus's own script tags, are exactly those preloads; and no file is asked for twice.
test.describe('route chunks preloaded in the HTML (src/plugins/routeChunkPreloads.ts)', () => {
  for (const route of ['/', '/docs/getting-started', '/fr/coverage', '/signup']) {
    test(`${route}: preloads the scripts its start-up loads before hydrating, and no other`, async ({page, request}) => {
      const html = await (await request.get(route)).text();
      const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((match) => match[1]!);
      const tags = [...html.matchAll(/<script[^>]*\ssrc=["']?([^"'\s>]+)/g)].map((match) => match[1]!);
      expect(preloaded.length).toBeGreaterThan(0);
      const requested: string[] = [];
      page.on('request', (req) => req.resourceType() === 'script' && requested.push(new URL(req.url()).pathname));
      await stubReactDevtools(page);
      await page.addInitScript(() => {
        const scriptsLoaded = () => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((file) => file.endsWith('.js'));
        let atFirstCommit: string[] | undefined;
        Object.assign(window, {
          scriptsAtFirstCommit: () => atFirstCommit,
          onReactCommit: () => {
            atFirstCommit ??= scriptsLoaded();
          },
        });
      });
      await page.goto(route);
      await waitForHydration(page);
      const loaded = await page.evaluate(() => (window as unknown as {scriptsAtFirstCommit: () => string[] | undefined}).scriptsAtFirstCommit());
      expect(loaded).toBeDefined();
      expect(new Set(loaded!.filter((file) => !tags.includes(file)))).toEqual(new Set(preloaded));
      expect(requested.length).toBe(new Set(requested).size);
    });
  }
});

test.describe('route prefetching (src/clientModules/idlePrefetch)', () => {
  test('links on screen prefetch their pages in idle time, each file once and none the page has loaded, and a click then loads no page chunk that was not prefetched', async ({page}) => {
    const loadedScripts = new Set<string>();
    page.on('request', (request) => request.resourceType() === 'script' && loadedScripts.add(request.url()));
    await page.clock.install();
    await page.goto('/docs/webhooks');
    await waitForHydration(page);
    const prefetched = await drainedPrefetches(page);
    expect(prefetched.length).toBeGreaterThan(0);
    // Docusaurus alone adds one hint per chunk per linked page: the same shared files many times over.
    expect(new Set(prefetched).size).toBe(prefetched.length);
    // The docs layout's chunks, which every linked docs page names too, came with the page itself.
    expect([...loadedScripts].filter((url) => PAGE_CHUNK.test(url)).length).toBeGreaterThan(3);
    expect(prefetched.filter((url) => loadedScripts.has(url))).toEqual([]);

    // The scripts loaded from the click on (Playwright's clock hides the performance timeline, not its observers).
    await page.evaluate(() => {
      const entries: PerformanceEntry[] = [];
      const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
      observer.observe({type: 'resource'});
      // With those the observer has not been handed yet.
      (window as unknown as {resourcesSince: () => PerformanceEntry[]}).resourcesSince = () => [...entries, ...observer.takeRecords()];
    });
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Errors', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/errors$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const loadedAfterClick = await page.evaluate(() =>
      (window as unknown as {resourcesSince: () => PerformanceEntry[]})
        .resourcesSince()
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    );
    // Shared split chunks are not prefetched, by Docusaurus either.
    const pageChunks = loadedAfterClick.filter((url) => PAGE_CHUNK.test(url));
    expect(pageChunks.length).toBeGreaterThan(0);
    for (const url of pageChunks) expect(prefetched).toContain(url);
  });

  test('nothing is prefetched when the reader has asked to save data', async ({page}) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}));
    await page.clock.install();
    await page.goto('/docs/webhooks');
    await waitForHydration(page);
    // The same wait finds hints in the test above.
    expect(await drainedPrefetches(page)).toEqual([]);
  });
});

// A picture in a phone's first screen that waits for loading=lazy (the browser only asks for it once layout has
// placed it) delays the page's largest paint: /news/page/2's first card did, 0.9 s under Lighthouse's slow 4G.
test.describe('the largest paint of a phone\'s first screen', () => {
  test.use({viewport: {width: 375, height: 812}});
  for (const route of ['/', '/news', '/news/page/2', '/fr/news/page/2', '/news/one-api-for-24-markets', '/mobile-money', '/fr/product-updates']) {
    test(`${route}: is never a picture held back by loading=lazy`, async ({page}) => {
      await page.goto(route);
      await waitForHydration(page);
      const largest = await page.evaluate(
        () =>
          new Promise<{tag: string; lazy: boolean; src: string}>((resolve) => {
            new PerformanceObserver((list) => {
              const element = (list.getEntries().at(-1) as (PerformanceEntry & {element?: Element | null}) | undefined)?.element as HTMLImageElement | null | undefined;
              resolve({tag: element?.tagName ?? '', lazy: element?.loading === 'lazy', src: element?.currentSrc ?? ''});
            }).observe({type: 'largest-contentful-paint', buffered: true});
          }),
      );
      expect(largest.tag, 'the largest paint was recorded').not.toBe('');
      expect(largest.lazy, `largest paint: <${largest.tag.toLowerCase()}> ${largest.src}`).toBe(false);
    });
  }
});

// The first `localeCompare` or Intl formatter of a page load makes the browser load that locale's data: 10–80 ms
// of this machine's main thread, six times that on a phone, inside hydration. Pages sort and format with build-time
// orders and src/format/ instead; the routes are those that called one (the wallet table, the updates' current
// release, the legacy API's sunset date).
test.describe('no locale data loaded while a page starts', () => {
  for (const route of ['/docs/guides/mobile-money', '/fr/docs/guides/mobile-money', '/product-updates', '/fr/product-updates', '/docs/migrate-from-v1', '/fr/docs/migrate-from-v1', '/', '/fr/coverage']) {
    test(`${route}: hydrates without localeCompare or an Intl formatter`, async ({page}) => {
      await page.addInitScript(() => {
        const calls: string[] = [];
        Object.assign(window, {localeDataCalls: calls});
        const compare = String.prototype.localeCompare;
        String.prototype.localeCompare = function (this: string, ...rest: Parameters<typeof compare>) {
          calls.push('localeCompare');
          return compare.apply(this, rest);
        };
        for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'ListFormat', 'Collator', 'DisplayNames', 'RelativeTimeFormat'] as const) {
          const original = Intl[name] as unknown as new (...args: unknown[]) => object;
          Object.defineProperty(Intl, name, {
            configurable: true,
            value: new Proxy(original, {
              construct: (target, args) => (calls.push(`Intl.${name}`), Reflect.construct(target, args)),
              apply: (target, self, args) => (calls.push(`Intl.${name}`), Reflect.apply(target, self, args)),
            }),
          });
        }
      });
      await page.goto(route);
      await waitForHydration(page);
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(await page.evaluate(() => (window as unknown as {localeDataCalls: string[]}).localeDataCalls)).toEqual([]);
    });
  }
});
