import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test as base, expect, type ConsoleMessage, type Locator, type Page} from '@playwright/test';
import {SPEC_ROUTES, EXTRA_ROUTES} from '../../src/data/routes';
import {policyWithOrigins, type PolicyOrigins} from '../../src/plugins/securityHeaders';
import {REFERENCE_ROUTES} from '../support/referencePages';

/**
 * `test` that fails on any console error or uncaught exception of the page.
 * A test that provokes errors on purpose calls `consoleErrors.allow()`.
 */
interface ConsoleErrors {
  messages: string[];
  /** This test provokes errors on purpose: do not fail on them. */
  allow: () => void;
  /** This test expects errors matching `pattern` (for example the 404 of an unknown page). */
  expect: (pattern: RegExp) => void;
}

export const test = base.extend<{consoleErrors: ConsoleErrors}>({
  consoleErrors: [
    async ({page}, use) => {
      const messages: string[] = [];
      const expected: RegExp[] = [];
      let allowed = false;
      const onConsole = (msg: ConsoleMessage) => {
        if (msg.type() === 'error') messages.push(msg.text());
      };
      const onPageError = (error: Error) => messages.push(error.message);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use({messages, allow: () => (allowed = true), expect: (pattern) => expected.push(pattern)});
      // A route handler still serving a request when the test ends (breakScript, allowFormsService) would
      // fail with "Test ended"; Playwright's way out is to remove the handlers and ignore what they throw.
      if (!page.isClosed()) await page.unrouteAll({behavior: 'ignoreErrors'});
      // A page that outlives the test (routes.spec.ts reads every route in one page per worker) reports to the next test's listeners only.
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      const unexpected = messages.filter((m) => !expected.some((pattern) => pattern.test(m)));
      if (!allowed) expect(unexpected, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** How the one page of a worker is set up (testWithOnePagePerWorker). */
interface WorkerPageOptions {
  /** false: the page reads the site with JavaScript off. */
  javaScriptEnabled: boolean;
  /** true: every load is a first visit's, every file fetched again (for tests that count what a page downloads). */
  cacheDisabled: boolean;
}

/**
 * `test` whose tests read their pages in one browser page per worker, going from route to route, as
 * the per-route suites do (routes.spec.ts, no-js.spec.ts): without a new context, page and renderer
 * process for each test, which took a quarter of those tests' time (ten routes read so: 27 s; in a
 * page each: 35 s; one worker, quiet machine). The context is the project's (device, base URL, service
 * workers), made once. Each test starts from the project's viewport and the light colour scheme, with
 * no storage of the site's origin (console errors are the test's own: `consoleErrors`). A failed test
 * ends its worker (Playwright), so the tests after it start from a new page; its screenshot is attached
 * as the project's `screenshot: 'only-on-failure'` does for the pages it makes.
 */
export function testWithOnePagePerWorker({javaScriptEnabled, cacheDisabled}: WorkerPageOptions) {
  return test.extend<object, {workerPage: Page}>({
    workerPage: [
      async ({browser}, provide, workerInfo) => {
        const {viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, serviceWorkers} = workerInfo.project.use;
        const context = await browser.newContext({viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, serviceWorkers, javaScriptEnabled});
        const page = await context.newPage();
        if (cacheDisabled) await (await context.newCDPSession(page)).send('Network.setCacheDisabled', {cacheDisabled: true});
        await provide(page);
        await context.close();
      },
      {scope: 'worker'},
    ],
    page: async ({workerPage: page}, provide, testInfo) => {
      const {viewport} = testInfo.project.use;
      if (viewport) await page.setViewportSize(viewport);
      await page.emulateMedia({colorScheme: 'light'});
      if (javaScriptEnabled && page.url().startsWith('http')) await page.evaluate(() => [localStorage, sessionStorage].forEach((storage) => storage.clear()));
      await provide(page);
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('screenshot', {body: await page.screenshot(), contentType: 'image/png'});
    },
  });
}

/** The site's languages besides English that the build published, each under /<locale>/ with its own sitemap. */
export type Locale = 'en' | 'fr';
export const OTHER_LOCALES: Locale[] = (['fr'] as const).filter((locale) => existsSync(path.join(__dirname, '../../build', locale, 'sitemap.xml')));

/** Every path in the built sitemap of a locale (the production build must exist). */
export function sitemapPaths(locale: Locale = 'en'): string[] {
  const xml = readFileSync(path.join(__dirname, '../../build', locale === 'en' ? '' : locale, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** The locale a path belongs to, and the path without its locale prefix (`/fr/docs` → fr, `/docs`). */
export function localeOf(route: string): {locale: Locale; path: string} {
  const match = /^\/(fr)(\/.*|$)/.exec(route);
  return match ? {locale: match[1] as Locale, path: match[2] || '/'} : {locale: 'en', path: route};
}

const messages = new Map<Locale, Record<string, {message: string}>>();
/** A message of the site in a locale: the English text given, or its translation in i18n/<locale>/code.json. */
export function messageIn(locale: Locale, id: string, english: string): string {
  if (locale === 'en') return english;
  if (!messages.has(locale)) messages.set(locale, JSON.parse(readFileSync(path.join(__dirname, '../../i18n', locale, 'code.json'), 'utf8')));
  return messages.get(locale)![id]?.message ?? english;
}

/** A navbar label in a locale (i18n/<locale>/docusaurus-theme-classic/navbar.json). */
export function navbarLabelIn(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const labels = JSON.parse(readFileSync(path.join(__dirname, '../../i18n', locale, 'docusaurus-theme-classic/navbar.json'), 'utf8')) as Record<string, {message: string}>;
  return labels[`item.label.${english}`]?.message ?? english;
}

/** A site path in a locale: `/docs` → `/fr/docs`, `/` → `/fr/`. */
export function pathIn(locale: Locale, to: string): string {
  return locale === 'en' ? to : `/${locale}${to}`;
}

/** The spec's routes, the extra pages, the API reference's pages (one per tag of the contract with operations), and whatever else the build published. */
export function allRoutes(): string[] {
  return [...new Set<string>([...SPEC_ROUTES, ...EXTRA_ROUTES, ...REFERENCE_ROUTES, ...sitemapPaths()])].sort();
}

/** Waits until React has hydrated the page (Docusaurus sets no flag, so we watch a client-only effect). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.navbarCompact !== undefined);
}

/**
 * A docs tool (src/ui/LoadWhenNear) loads its code only when the reader nears
 * it: on `route`, no script holding `marker` (a text only the tool's chunk
 * has) and no `tool` before scrolling to `heading`; both once there.
 */
export async function expectLoadedWhenReached(page: Page, {route, heading, tool, marker}: {route: string; heading: string; tool: Locator; marker: string}): Promise<void> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const loaded = async () => (await Promise.all(scripts)).some((script) => script.includes(marker));
  await page.goto(route);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(tool).toHaveCount(0);
  expect(await loaded()).toBe(false);
  await page.locator(heading).scrollIntoViewIfNeeded();
  await expect(tool).toBeVisible();
  expect(await loaded()).toBe(true);
}

/**
 * Resolves once an IntersectionObserver made now on the elements has had its
 * first report. Chromium works out every observer of a page in the same
 * rendering step and delivers all their reports in one task, so by then the
 * page's own observers of these elements (made earlier) have been told where
 * the elements are now, and have acted on it: what a fixed sleep after a
 * scroll or a load stood for. Observers use no timers: this works under
 * page.clock too.
 */
export async function intersectionsReported(elements: Locator, options: {rootMargin?: string} = {}): Promise<void> {
  await elements.evaluateAll(
    (targets, rootMargin) =>
      new Promise<void>((resolve) => {
        if (targets.length === 0) return resolve();
        const probe = new IntersectionObserver(
          () => {
            probe.disconnect();
            // One posted-message task later: React schedules its renders the same way, so what the page's
            // observers set in motion is rendered by then.
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          },
          {rootMargin},
        );
        for (const target of targets) probe.observe(target);
      }),
    options.rootMargin ?? '0px',
  );
}

/**
 * Resolves once the CSS transitions and animations of the element and its
 * descendants have finished (endless ones aside) and the page has painted the
 * frame after them: the end of a transition, however slowly the machine
 * renders it. Not under page.clock, which fakes requestAnimationFrame.
 */
export async function animationsFinished(element: Locator): Promise<void> {
  await element.evaluate(async (root) => {
    const finite = root.getAnimations({subtree: true}).filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Resolves once the page has rendered two frames and then found its main
 * thread idle: the work an event just queued (a requestAnimationFrame
 * callback, then React's render and effects, which are tasks) has run, on a
 * machine of any speed. Not under page.clock, which fakes these callbacks.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve())))));
}

/**
 * Whether the browser is skipping the rendering (style, layout, paint) of what is inside the element,
 * as `content-visibility: auto` lets it do while the element is far from the screen.
 */
export async function renderingSkipped(element: Locator): Promise<boolean> {
  return element.evaluate((el) => el.firstElementChild !== null && !el.firstElementChild.checkVisibility({contentVisibilityAuto: true}));
}

/**
 * A long page's blocks (.render-when-near): the one far below the screen is not rendered yet but is in
 * the page for assistive technology and find-in-page (its heading by role, its text), and is rendered
 * once scrolled to.
 */
export async function expectRenderedWhenNear(page: Page, blocks: Locator, lastHeading: string): Promise<void> {
  const last = blocks.last();
  expect(await renderingSkipped(last)).toBe(true);
  await expect(last.getByRole('heading', {name: lastHeading})).toBeAttached();
  await last.getByRole('heading', {name: lastHeading}).scrollIntoViewIfNeeded();
  await expect.poll(() => renderingSkipped(last)).toBe(false);
  await expect(last.getByRole('heading', {name: lastHeading})).toBeInViewport();
}

/** An axe scan's share of a test's budget: generous against the 3–4 ms per element measured under load. */
const AXE_SCAN_MS_PER_ELEMENT = 20;
const AXE_SCAN_MIN_MS = 30_000;

/**
 * The notice next to a field when text did not all fit (src/ui/ToolField/copy.ts, the English words),
 * as a pattern: the field's bound, and how many characters were left out when `cut` is given.
 */
export function cutNoticePattern(max: number, cut?: number): RegExp {
  const n = (value: number) => value.toLocaleString('en');
  return new RegExp(`${n(max)} characters at most${cut === undefined ? '' : `: the last ${n(cut)} characters you entered were left out`}`);
}

/** The axe rules whose verdict depends on the colours (all the others read the structure, the same in every colour scheme). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** What an axe scan checks: `rules` limits it to those rules, `within` to those elements and what they hold. */
export interface A11yScan {
  /** For example COLOUR_RULES, in a second colour scheme of a page already scanned whole. */
  rules?: string[];
  /**
   * A part of the page a test has just changed (an open dialog, a tool showing its answer), when the page
   * itself is scanned whole in each colour scheme by its route's test (routes.spec.ts).
   */
  within?: Locator;
}

/** The WCAG 2.1 A and AA rules of axe-core. */
const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's minified build, read once per worker: what a page is given before its first scan. */
let axeSource: string | undefined;
const minifiedAxe = () => (axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/** A serious or critical violation as a test reports it: the rule, its help and the first elements found. */
export interface A11yViolation {
  id: string;
  help: string;
  targets: string[];
}

/**
 * axe-core, WCAG 2.1 A and AA: the violations that are serious or critical,
 * on the settled page (finite animations such as fade-ins finished first, so
 * contrast is not measured on half-transparent text).
 *
 * axe-core's own API (`axe.run`) in the page, given axe once per page load: @axe-core/playwright's
 * AxeBuilder sent and evaluated the whole unminified axe (1.3 MB) twice for every scan, and returned
 * every rule's results to the test. Measured on 2 quiet cores, a scan of one rule took 530–790 ms with
 * AxeBuilder and 12–120 ms this way; the two scans of a route's test on /updates/… 1.2 s + 0.8 s before,
 * 0.2 s + 0.2 s after the page's first. (AxeBuilder's default mode opened a blank page for every scan
 * besides, to merge the results of cross-origin frames, which the site has none of.) Only the serious and
 * critical violations leave the page, with their elements' selectors. axe-core is 4.14 or later: 4.13's
 * colour class kept its fields in emulated private fields (a WeakMap each), and the contrast check made
 * one such colour after another: on /api-reference/payments a third of the scan in that constructor and
 * the garbage collector. The colour rules there took 2.8–3.5 s with 4.13 and 0.75–1.1 s with 4.14.1, a
 * whole scan 3.2–3.4 s and 1.1–1.2 s (the same page, quiet machine, after a first scan).
 */
export async function seriousA11yViolations(page: Page, {rules, within}: A11yScan = {}): Promise<A11yViolation[]> {
  // Each scan adds its own time to the test's budget, by the size of the page: axe's work grows with the
  // elements it checks (3–4 ms each on 2 busy cores: 38 s for the 11,000 of /api-reference).
  const elements = await page.evaluate(() => document.querySelectorAll('*').length);
  test.info().setTimeout(test.info().timeout + Math.max(AXE_SCAN_MIN_MS, elements * AXE_SCAN_MS_PER_ELEMENT));
  // The blocks rendered only when near the screen (.render-when-near: content-visibility: auto) are
  // rendered for the scan, and stay so for the rest of the test: the browser computes their style only when
  // axe reads them, so after a change of colour scheme their colours would only then start easing to the
  // new ones (Infima's 200 ms transitions), and axe would read the old. (Switched back to `auto` after the
  // scans, /coverage once never became idle after being narrowed to 320 px, and the route's test timed out.)
  await page.evaluate(() => {
    for (const block of Array.from(document.querySelectorAll<HTMLElement>('.render-when-near'))) block.style.contentVisibility = 'visible';
  });
  await animationsFinished(page.locator(':root'));
  if (within) {
    // axe takes CSS selectors: the elements found by role are marked for the scan.
    expect(await within.evaluateAll((found, name) => found.map((el) => el.setAttribute(name, '')).length, AXE_SCOPE), 'elements to scan').toBeGreaterThan(0);
  }
  try {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(minifiedAxe());
    return await page.evaluate(
      async ({context, runOnly}) => {
        const {violations} = await (window as unknown as {axe: typeof import('axe-core')}).axe.run(context ?? document, {runOnly, resultTypes: ['violations']});
        return violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5)}));
      },
      {context: within ? `[${AXE_SCOPE}]` : undefined, runOnly: rules ? {type: 'rule' as const, values: rules} : {type: 'tag' as const, values: WCAG_21_AA_TAGS}},
    );
  } finally {
    if (within) await within.evaluateAll((found, name) => found.forEach((el) => el.removeAttribute(name)), AXE_SCOPE);
  }
}

/** The attribute that marks the elements of a scan limited to a part of the page. */
const AXE_SCOPE = 'data-axe-scope';

/**
 * Serves the site's JavaScript with one edit, to make a component fail in the
 * browser exactly as a real bug would.
 */
export async function breakScript(page: Page, pattern: RegExp, replacement: string): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await route.fetch();
        const body = await response.text();
        await route.fulfill({response, body: body.replace(pattern, replacement)});
        return;
      } catch (error) {
        // The page closed while this script was in flight (the test is over): nothing to serve.
        if (page.isClosed() || String(error).includes('disposed')) return;
        // A connection reset by a busy local server: ask again, twice at most.
        if (attempt >= 3 || !String(error).includes('ECONNRESET')) throw error;
      }
    }
  });
}

/**
 * Serves every page with its Content-Security-Policy (header and meta tag)
 * as a build with FORMS_ENDPOINT on `origin` sends it (that origin in
 * connect-src), for tests that point the forms at a service of their own;
 * `more`: what else such a build adds (Turnstile's script and frame, with
 * TURNSTILE_SITE_KEY).
 */
export async function allowFormsService(page: Page, origin: string, more: PolicyOrigins = {}): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = response.headers();
    const origins = {...more, connect: [origin, ...(more.connect ?? [])]};
    const policy = policyWithOrigins(headers['content-security-policy'] ?? '', origins);
    // The page carries the policy in a <meta http-equiv> tag too (for hosts without headers): it gets the origin as well.
    const body = (await response.text()).replace(/(<meta http-equiv="Content-Security-Policy" content=")([^"]*)"/, (_all, start: string, meta: string) => `${start}${policyWithOrigins(meta.replaceAll('&quot;', '"'), origins)}"`);
    await route.fulfill({response, body, headers: {...headers, 'content-security-policy': policy}});
  });
  // A page served by a route handler counts as public; a test service on loopback needs this.
  await page.context().grantPermissions(['local-network-access']);
}
