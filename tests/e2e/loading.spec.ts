import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, intersectionsReported} from './fixtures';

/** A page's own chunk (content, sidebar, layout), named by a hash of its route's module; shared split chunks are numbered. */
const PAGE_CHUNK = /\/assets\/js\/[0-9a-f]{8}\.[0-9a-f]{8}\.js$/;

// The page's JavaScript downloads beside the CSS, requested with the HTML as stock Docusaurus requests it (held
// back until first paint, it hydrated pages 0.3–0.9 s later on slow 4G: BENCHMARKS.md, "Scripts with the HTML"), but
// runs only once the page has painted (src/plugins/scriptsAfterFirstPaint.ts); the app manifest is linked then.
for (const route of ['/', '/docs', '/mobile-money', '/fr/coverage']) {
  test(`${route}: the page's JavaScript is requested with its HTML, before first paint, runs after it, then hydrates`, async ({page}) => {
    await page.addInitScript(() => {
      const added: Record<string, number> = {};
      Object.assign(window, {addedAt: added});
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes)) {
            if (node instanceof HTMLScriptElement && /\/assets\/js\/main\.\w+\.js$/.test(node.src)) added.main = performance.now();
            if (node instanceof HTMLLinkElement && node.rel === 'manifest') added.manifest = performance.now();
          }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto(route);
    await waitForHydration(page);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', /\/manifest\.webmanifest$/);
    const timing = await page.evaluate(() => {
      const firstPaint = performance.getEntriesByType('paint')[0]?.startTime ?? Infinity;
      const firstContentfulPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const requested = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\/main\.\w+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return {firstPaint, firstContentfulPaint, requested, added: (window as unknown as {addedAt: Record<string, number>}).addedAt};
    });
    // One script (the bundler's runtime is inside main.js), requested once: the preload's response is the one run.
    expect(timing.requested).toHaveLength(1);
    expect(timing.requested[0]).toBeLessThan(timing.firstPaint);
    // After the first paint with content: a first paint of the background alone can come before it.
    expect(timing.added.main).toBeGreaterThan(timing.firstContentfulPaint);
    expect(timing.added.manifest).toBeGreaterThan(timing.firstPaint);
  });
}

// The first contentful paint can be a small text alone, the page's largest text coming a frame later: the loader
// adds main.js only once a frame has begun since the page painted content and was parsed (src/plugins/scriptsAfterFirstPaint.ts).
for (const route of ['/docs/guides/card-services', '/fr/docs/authentication']) {
  test(`${route}: main.js is added only after a frame has begun since the first contentful paint and the end of parsing`, async ({page}) => {
    await page.addInitScript(() => {
      const seen = {frameAfterBoth: false, mainAddedBeforeIt: undefined as boolean | undefined};
      Object.assign(window, {frameOrder: seen});
      let painted = false;
      let parsed = false;
      const both = () => {
        if (!painted || !parsed || seen.frameAfterBoth) return;
        requestAnimationFrame(() => {
          seen.frameAfterBoth = true;
          seen.mainAddedBeforeIt = document.querySelector('script[src*="/assets/js/main."]') !== null;
        });
      };
      // Registered before the loader's own observer and listener, so this frame is asked for first.
      new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        painted = true;
        both();
      }).observe({type: 'paint', buffered: true});
      document.addEventListener('DOMContentLoaded', () => {
        parsed = true;
        both();
      });
    });
    await page.goto(route);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as {frameOrder: object}).frameOrder)).toEqual({frameAfterBoth: true, mainAddedBeforeIt: false});
  });
}

// A test's fake clock (Playwright's page.clock, paused before the page loads, as the carousel tests do) owns
// requestAnimationFrame and the timers: the loader counts frames on the animation timeline, which it does not hold.
for (const route of ['/docs/getting-started', '/news', '/news/one-api-for-24-markets', '/fr/']) {
  test(`${route}: hydrates under a paused fake clock`, async ({page}) => {
    await page.clock.install({time: new Date('2026-03-02T09:00:00Z')});
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
    await page.goto(route);
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: /dark|light|system|sombre|clair|système/i}).first()).toBeEnabled();
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

test('start-up (src/plugins/replacedModules/clientEntry.tsx): the route\'s own chunks are asked for before React DOM is evaluated, so they download during start-up', async ({page}) => {
  // The bundler's runtime adds a <script> for each chunk it loads (the page lists only main.js); react-dom calls the devtools hook's checkDCE when evaluated.
  await page.addInitScript((pageChunk) => {
    const seen = {routeChunksAsked: 0, askedBeforeReactDom: undefined as number | undefined};
    Object.assign(window, {startUpOrder: seen});
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes)) if (node instanceof HTMLScriptElement && new RegExp(pageChunk).test(node.src)) seen.routeChunksAsked += 1;
    }).observe(document, {childList: true, subtree: true});
    Object.assign(window, {__REACT_DEVTOOLS_GLOBAL_HOOK__: {isDisabled: true, checkDCE: () => (seen.askedBeforeReactDom = seen.routeChunksAsked)}});
  }, PAGE_CHUNK.source);
  await page.goto('/docs/webhooks');
  await waitForHydration(page);
  const {askedBeforeReactDom} = await page.evaluate(() => (window as unknown as {startUpOrder: {askedBeforeReactDom: number}}).startUpOrder);
  // The doc's content, its sidebar and the docs layout: several chunks, asked for before React DOM.
  expect(askedBeforeReactDom).toBeGreaterThan(1);
});

test('start-up (src/plugins/replacedModules/clientEntry.tsx): the route\'s chunks are asked for one matched route at a time, not all in one task', async ({page}) => {
  // Each chunk is a <script> the bundler's runtime inserts (about 5 ms each under a 4x slowdown): a docs page's
  // eleven, asked for in one go by core's preload(), made a task of 130–185 ms. Mutations are reported at the
  // end of the task (or microtask) that made them: scripts inserted in one go arrive in one report.
  await page.addInitScript((pageChunk) => {
    const seen = {reports: [] as number[], reactDomEvaluated: false};
    Object.assign(window, {chunkReports: seen});
    new MutationObserver((records) => {
      if (seen.reactDomEvaluated) return;
      const chunks = records.flatMap((record) => Array.from(record.addedNodes)).filter((node) => node instanceof HTMLScriptElement && new RegExp(pageChunk).test(node.src));
      if (chunks.length) seen.reports.push(chunks.length);
    }).observe(document, {childList: true, subtree: true});
    Object.assign(window, {__REACT_DEVTOOLS_GLOBAL_HOOK__: {isDisabled: true, checkDCE: () => (seen.reactDomEvaluated = true)}});
  }, PAGE_CHUNK.source);
  await page.goto('/docs/api-versions');
  await waitForHydration(page);
  const {reports} = await page.evaluate(() => (window as unknown as {chunkReports: {reports: number[]}}).chunkReports);
  // Four nested routes (docs root, version, sidebar, page): the chunks come in one report per route that adds
  // any (a chunk another route asked for first is not asked again); core's preload() made one report of all.
  expect(reports.length, `chunks per report: ${reports.join(', ')}`).toBeGreaterThanOrEqual(2);
});

test("start-up (src/plugins/replacedModules/clientEntry.tsx): the CSS cascade layers rank as the layers plugin declares them, so the theme's components win over Infima", async ({page}) => {
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
  await page.addInitScript((watched: Record<string, string>) => {
    const seen = new Map<string, number>([['commits', 0], ...Object.keys(watched).map((key): [string, number] => [key, 0])]);
    type Fiber = {tag: number; stateNode: unknown; child: Fiber | null; sibling: Fiber | null};
    Object.assign(window, {
      reactHeld: () => Object.fromEntries(seen),
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_renderer: number, root: {current: Fiber}) => {
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
      },
    });
  }, selectors);
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

// The page's largest paint is over before its scripts run (src/plugins/scriptsAfterFirstPaint.ts): the loader
// waits, after the first paint, for the first screen's pictures that are not lazy. Here the picture is held
// back until main.js has arrived, so a loader that added main.js at the first paint would run it first.
test.describe("the first screen's picture before the scripts", () => {
  test.use({viewport: {width: 412, height: 823}});
  for (const route of ['/news', '/news/one-api-for-24-markets']) {
    test(`${route}: main.js is added once the picture has arrived and painted`, async ({page}) => {
      let mainArrived!: () => void;
      const main = new Promise<void>((resolve) => (mainArrived = resolve));
      page.on('requestfinished', (request) => {
        if (/\/assets\/js\/main\.\w+\.js$/.test(request.url())) mainArrived();
      });
      await page.route(/\/img\/news\/[\w-]+\.webp$/, async (route) => {
        await main;
        await route.continue();
      });
      await page.addInitScript(() => {
        const seen = {main: 0, largestPaint: 0};
        Object.assign(window, {pictureOrder: seen});
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of Array.from(record.addedNodes))
              if (node instanceof HTMLScriptElement && /\/assets\/js\/main\.\w+\.js$/.test(node.src)) seen.main = performance.now();
        }).observe(document, {childList: true, subtree: true});
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if ((entry as PerformanceEntry & {element?: Element}).element?.tagName === 'IMG') seen.largestPaint = entry.startTime;
        }).observe({type: 'largest-contentful-paint', buffered: true});
      });
      await page.goto(route);
      await waitForHydration(page);
      const order = await page.evaluate(() => (window as unknown as {pictureOrder: {main: number; largestPaint: number}}).pictureOrder);
      expect(order.largestPaint, 'the picture was the largest paint').toBeGreaterThan(0);
      expect(order.main).toBeGreaterThan(order.largestPaint);
    });
  }
});
