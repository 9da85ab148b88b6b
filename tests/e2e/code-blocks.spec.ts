import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, intersectionsReported} from './fixtures';
import {SAMPLE_LANGUAGES} from '../../src/features/api/data/samples';

/** /api-docs shows three samples, each in every language. */
const API_DOCS_PANELS = 3 * SAMPLE_LANGUAGES.length;

/**
 * Code blocks (src/ui/DeferredCodeBlock, behind src/theme/CodeBlock):
 * highlighted in the static HTML, left as they are by hydration, and turned
 * into the theme's code block (Prism, copy button) once the reader is active
 * and the block nears the screen.
 */

/** Written only in the highlighter's chunk (the theme's code block with Prism), never in a page's own JavaScript. */
const HIGHLIGHTER_MARKER = 'prism-code';

/** Collects the URLs of the highlighter's chunk as the page downloads it. */
function watchHighlighter(page: Page): () => Promise<string[]> {
  const bodies: Promise<string | undefined>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    bodies.push(response.text().then((body) => (body.includes(HIGHLIGHTER_MARKER) ? response.url() : undefined), () => undefined));
  });
  return async () => (await Promise.all(bodies)).filter((url): url is string => url !== undefined);
}

/** The addresses of the highlighter's chunk in the build (English pages). */
function highlighterFiles(): string[] {
  const dir = path.join(__dirname, '../../build/assets/js');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js') && readFileSync(path.join(dir, file), 'utf8').includes(HIGHLIGHTER_MARKER))
    .map((file) => `/assets/js/${file}`);
}

/**
 * Whether the page has asked for the highlighter's chunk so far: the moment
 * a block starts loading it, webpack inserts its <script> tag (recorded by the
 * init script below; webpack removes the tag once the chunk has run). Unlike
 * the responses, this leaves no time for a request on its way.
 */
async function highlighterAsked(page: Page): Promise<string[]> {
  const files = highlighterFiles();
  expect(files, 'the highlighter chunk in build/assets/js').toHaveLength(1);
  const asked = await page.evaluate(() => (window as unknown as {scriptsAsked: string[]}).scriptsAsked);
  return asked.filter((url) => files.includes(new URL(url).pathname));
}

/** Opens `route` as a first visit and waits until it has hydrated and gone quiet, without any input. */
async function visit(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/**
 * The sum of the layout shifts of the page's main content so far (what CLS adds
 * up), recorded from the start of the load. Left out: the navbar's (it compacts
 * on scrolling) and those of the theme's button group in a code block, which
 * widens when it adds its word-wrap button (hidden until the block is hovered, as in the theme everywhere).
 */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as {layoutShift: number}).layoutShift);
}

test.beforeEach(async ({page}) => {
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as {scriptsAsked: string[]}).scriptsAsked = asked;
    new MutationObserver((records) => {
      for (const record of records) for (const node of Array.from(record.addedNodes)) if (node instanceof HTMLScriptElement && node.src) asked.push(node.src);
    }).observe(document, {childList: true, subtree: true});
  });
  await page.addInitScript(() => {
    const w = window as unknown as {layoutShift: number};
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      const isButtonGroup = (element: Element) => element.children.length > 0 && Array.from(element.children).every((child) => child.tagName === 'BUTTON');
      type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources: {node: Node | null}[]};
      for (const entry of list.getEntries() as Shift[]) {
        const moved = entry.sources
          .map(({node}) => (node instanceof Element ? node : node?.parentElement))
          .filter((element) => element?.closest('main') && !isButtonGroup(element));
        if (!entry.hadRecentInput && moved.length > 0) w.layoutShift += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
});

test.describe('code blocks', () => {
  test('the static HTML holds a sample’s first language highlighted, and every other language as plain text in the same frame', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/docs/getting-started');
    const store = page.locator('pre', {hasText: 'export API_KEY'});
    await expect(store).toHaveText('export API_KEY="sk_test_your_key_here"');
    await expect(store.locator('.token.string')).toHaveText('"sk_test_your_key_here"');
    await page.goto('/api-docs');
    const panels = page.getByRole('main').getByRole('tabpanel', {includeHidden: true});
    await expect(panels).toHaveCount(API_DOCS_PANELS);
    for (const [index, panel] of (await panels.all()).entries()) {
      const language = SAMPLE_LANGUAGES[index % SAMPLE_LANGUAGES.length]!;
      await expect(panel.locator('pre'), language.label).toContainText('/v1/');
      // Line by line in the theme's frame (its title, its lines), so that highlighting it later moves nothing.
      await expect(panel.locator('pre .token-line').first(), language.label).toBeAttached();
      const highlighted = await panel.locator('pre .token:not(.plain)').count();
      if (index % SAMPLE_LANGUAGES.length === 0) expect(highlighted, language.label).toBeGreaterThan(0);
      else expect(highlighted, language.label).toBe(0);
    }
    await context.close();
  });

  test('a language chosen from the tabs, or remembered from an earlier visit, is highlighted as soon as it shows', async ({page}) => {
    const second = SAMPLE_LANGUAGES[1]!;
    await visit(page, '/api-docs');
    const sample = page.getByRole('main').getByRole('tabpanel').first();
    await page.getByRole('main').getByRole('tab', {name: second.label}).first().click();
    await expect(sample.locator('[data-interactive]')).toHaveAttribute('data-interactive', 'true');
    await expect(sample.locator('pre .token:not(.plain)').first()).toBeAttached();

    // A returning reader's language (the tabs' group is kept in the browser): highlighted without a move of theirs.
    // A tall window: the sample is on screen without a scroll (which would count as the reader's move).
    await page.setViewportSize({width: 1280, height: 2400});
    await visit(page, '/api-docs');
    const block = page.getByRole('main').getByRole('tabpanel').first().locator('[data-interactive]');
    await expect(block).toBeInViewport();
    await expect(page.getByRole('main').getByRole('tab', {name: second.label, selected: true}).first()).toBeVisible();
    await expect(block).toHaveAttribute('data-interactive', 'true');
    await expect(block.locator('pre .token:not(.plain)').first()).toBeAttached();
  });

  test('a first visit hydrates without the highlighter, and every block keeps its highlighted code, in tabs too', async ({page}) => {
    const highlighter = watchHighlighter(page);
    await visit(page, '/api-docs');
    // The tabs' panels keep their static HTML through hydration (src/ui/Tabs/pinnedBrowserContext.tsx): each block must still show its highlighted code.
    const panels = page.getByRole('main').getByRole('tabpanel', {includeHidden: true});
    await expect(panels).toHaveCount(API_DOCS_PANELS);
    for (const panel of await panels.all()) {
      await expect(panel.locator('pre')).toContainText('/v1/');
      await expect(panel.locator('pre .token').first()).toBeAttached();
    }
    // Every block's observer has reported where it is: none asked for the highlighter.
    await intersectionsReported(page.locator('[data-interactive]'));
    expect(await highlighterAsked(page)).toEqual([]);
    await expect(page.locator('[data-interactive="true"]')).toHaveCount(0);
    expect(await highlighter()).toEqual([]);
  });

  test('a block becomes the theme’s code block in place when the reader scrolls to it, and copies its code', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const highlighter = watchHighlighter(page);
    await visit(page, '/docs/getting-started');
    const box = page.getByRole('main').locator('[data-interactive]').filter({hasText: '"available": 250000'});
    await expect(box).toHaveAttribute('data-interactive', 'false');
    const place = () => box.evaluate((element) => ({top: element.getBoundingClientRect().top + window.scrollY, height: element.getBoundingClientRect().height}));
    const before = await place();
    expect(await highlighter()).toEqual([]);

    while (!(await box.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight))) await page.mouse.wheel(0, 400);
    await expect(box).toHaveAttribute('data-interactive', 'true');
    expect(await highlighter()).toHaveLength(1);
    expect(await place()).toEqual(before);
    expect(await layoutShift(page)).toBe(0);

    const code = (await box.locator('.token-line').allTextContents()).join('\n');
    expect(code).toContain('"currency": "KES"');
    await box.hover();
    await box.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(box.getByRole('button', {name: 'Copied'})).toBeAttached();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
  });

  test('a block on screen waits for the reader’s first move (light mode shows the static colours)', async ({page}) => {
    const highlighter = watchHighlighter(page);
    await visit(page, '/docs/errors');
    const box = page.getByRole('main').locator('[data-interactive]').first();
    await expect(box).toBeInViewport();
    // Had the block not waited for the reader, its observer would have seen it on screen by now and asked for the chunk.
    await intersectionsReported(box);
    expect(await highlighterAsked(page)).toEqual([]);
    await expect(box).toHaveAttribute('data-interactive', 'false');
    expect(await highlighter()).toEqual([]);
    await page.mouse.move(200, 200);
    await expect(box).toHaveAttribute('data-interactive', 'true');
    expect(await highlighter()).toHaveLength(1);
    expect(await highlighterAsked(page)).toHaveLength(1);
    expect(await layoutShift(page)).toBe(0);
  });

  test('in dark mode a block on screen takes the dark theme’s colours at once', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await visit(page, '/docs/errors');
    const box = page.getByRole('main').locator('[data-interactive]').first();
    await expect(box).toHaveAttribute('data-interactive', 'true');
    // src/data/codeThemes.ts: the dark theme's background, #161b22.
    await expect(box.locator('pre')).toHaveCSS('background-color', 'rgb(22, 27, 34)');
  });

  test('moving to another page inside the site shows its blocks highlighted and interactive at once', async ({page}) => {
    await visit(page, '/docs/getting-started');
    await page.getByRole('main').getByRole('link', {name: 'Authentication'}).first().click();
    await expect(page).toHaveURL(/\/docs\/authentication$/);
    const first = page.getByRole('main').locator('[data-interactive]').first();
    await expect(first).toHaveAttribute('data-interactive', 'true');
    await expect(first.locator('pre .token').first()).toBeAttached();
  });

  test('until the highlighter has come, a block drawn in the browser is plain text that scrolls sideways by keyboard', async ({page}) => {
    await visit(page, '/docs/getting-started');
    // The highlighter's chunk held back: the next page's blocks stay plain text meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const files = highlighterFiles();
    await page.route('**/assets/js/*.js', async (route) => {
      if (files.includes(new URL(route.request().url()).pathname)) await held;
      await route.fallback();
    });
    await page.getByRole('main').getByRole('link', {name: 'Authentication'}).first().click();
    await expect(page).toHaveURL(/\/docs\/authentication$/);
    const plain = page.getByRole('main').locator('[data-interactive="false"] pre').first();
    await expect(plain).toBeVisible();
    await expect(plain).toHaveAttribute('tabindex', '0');
    await plain.focus();
    await expect(plain).toBeFocused();
    release();
    await expect(page.getByRole('main').locator('[data-interactive]').first()).toHaveAttribute('data-interactive', 'true');
  });
});
