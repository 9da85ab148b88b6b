import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, messageIn, pathIn, seriousA11yViolations, type Locale} from './fixtures';
import {OFFLINE_PAGES_FILE, SERVICE_WORKER_FILE} from '../../src/features/offline/files';
import {REFERENCE_ROUTES} from '../support/referencePages';

/**
 * The developer hub offline (issue 25, src/features/offline and
 * src/plugins/offlineDocs.ts): after one visit, its pages read offline, by
 * address and by link; the marketing pages are neither kept nor offered
 * offline; a new deployment is offered by a prompt.
 */
test.use({serviceWorkers: 'allow'});
// One after another: the last test deploys a new service worker for a moment.
test.describe.configure({mode: 'serial'});

/**
 * Resolves once every page of the locale's list is kept, and the files they asked for have arrived. The
 * hub is kept for a reader who reads (serviceWorkerClient.ts: a scroll, a key or a touch, or a while on
 * the page): the reader presses a key meanwhile.
 */
async function hubKept(page: Page, locale: Locale): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.keyboard.press('Shift');
        return page.evaluate(async (listUrl) => {
          const list = (await (await fetch(listUrl)).json()) as string[];
          const kept = await Promise.all(list.map((url) => caches.match(url)));
          return kept.filter((response) => !response).length;
        }, pathIn(locale, `/${OFFLINE_PAGES_FILE}`));
      },
      {message: 'hub pages not kept yet', timeout: 60_000},
    )
    .toBe(0);
  await page.waitForLoadState('networkidle');
}

async function keptAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
}

for (const locale of ['en', 'fr'] as const) {
  test(`${locale}: after one visit to the docs, three other docs pages read offline, styled, and a link between them works`, async ({page, context, consoleErrors}) => {
    // Offline, what was never kept fails to load, as expected: the chunks of the marketing pages the navbar
    // prefetches, and the tools a docs page loads on demand (kept once a page that has them was opened online).
    consoleErrors.expect(/ERR_INTERNET_DISCONNECTED|Failed to load resource|Loading chunk \d+ failed/);
    await page.goto(pathIn(locale, '/docs'));
    await waitForHydration(page);
    await hubKept(page, locale);
    await context.setOffline(true);

    for (const [route, heading] of [
      ['/docs/webhooks', 'Webhooks'],
      ['/docs/guides/bulk-sms', /SMS/],
      ['/docs/errors', locale === 'fr' ? /Erreurs/ : /Errors/],
    ] as const) {
      const response = await page.goto(pathIn(locale, route));
      expect(response?.ok(), route).toBe(true);
      await expect(page.getByRole('main').getByRole('heading', {level: 1})).toHaveText(heading);
      expect((await page.getByRole('main').innerText()).length, `${route}: readable text`).toBeGreaterThan(500);
      // The site's stylesheet came from the kept files: the navbar is laid out, not a bare list.
      expect(await page.locator('.navbar').evaluate((navbar) => getComputedStyle(navbar).display)).toBe('flex');
      await waitForHydration(page);
    }

    // A link to another docs page, offline: Docusaurus loads its scripts from the kept files.
    await page.getByRole('navigation', {name: messageIn(locale, 'theme.docs.sidebar.navAriaLabel', 'Docs sidebar')}).locator(`a[href="${pathIn(locale, '/docs/authentication')}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/docs/authentication')}$`));
    await expect(page.getByRole('main').getByRole('heading', {level: 1})).toHaveText(locale === 'fr' ? 'Authentification' : 'Authentication');

    // The Markdown twin and the API reference too, kept with the docs after that one visit (every page of
    // the reference is on the list, and every address on the list was kept: hubKept and the last test of this file).
    const twin = await page.goto(pathIn(locale, '/docs/webhooks.md'));
    expect(await twin?.text()).toMatch(/^# Webhooks/m);
    for (const route of [REFERENCE_ROUTES[0]!, REFERENCE_ROUTES.at(-1)!]) {
      const response = await page.goto(pathIn(locale, route));
      expect(response?.ok(), route).toBe(true);
      await expect(page.getByRole('main').getByRole('heading', {level: 1}), route).toBeVisible();
    }
    const referenceTwin = await page.goto(pathIn(locale, `${REFERENCE_ROUTES.at(-1)}.md`));
    expect(referenceTwin?.ok()).toBe(true);
  });
}

test('a hub page opened and not yet read keeps nothing else: the rest of the hub waits for the reader to scroll, press a key or touch the page', async ({page}) => {
  await page.goto('/docs');
  await waitForHydration(page);
  // The service worker is in charge of the page, and everything the page asked for has come.
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await page.waitForLoadState('networkidle');
  const keptPage = () => page.evaluate(async () => !!(await caches.match('/docs/webhooks')));
  expect(await keptPage()).toBe(false);
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 300);
  await expect.poll(keptPage, {message: 'kept once the reader scrolls', timeout: 30_000}).toBe(true);
});

test('the marketing pages register nothing, are never kept, and are not offered offline', async ({page, context, consoleErrors}) => {
  consoleErrors.expect(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  const workerScripts: string[] = [];
  context.on('request', (request) => request.url().endsWith(`/${SERVICE_WORKER_FILE}`) && workerScripts.push(request.url()));
  await page.goto('/bulk-sms');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(workerScripts).toEqual([]);

  // The hub registers it; the marketing pages read afterwards, online, are still not kept.
  await page.goto('/docs');
  await hubKept(page, 'en');
  await page.goto('/mobile-money');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const kept = await keptAddresses(page);
  expect(kept).toContain('/docs/webhooks');
  expect(kept.filter((url) => !/^\/(?:fr\/)?(?:docs|api-reference|api-docs|search-index\.json|offline-pages\.json|assets\/|img\/)/.test(url))).toEqual([]);
  await context.setOffline(true);
  await expect(page.goto('/mobile-money')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test('a page served under a hub address through an encoded slash (/docs/..%2Fabout-us) is never kept', async ({page, consoleErrors}) => {
  // Another site's pages are refused by the worker's routes too (tests/unit/offlineWorker.test.ts); the policy the
  // worker runs under lets it fetch from this site and the configured services only, so no page can ask it here.
  consoleErrors.expect(/status of 404/);
  await page.goto('/docs');
  await waitForHydration(page);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  const kept = await page.evaluate(async () => {
    const underDocs = await fetch('/docs/..%2Fabout-us');
    await underDocs.arrayBuffer();
    return {status: underDocs.status, kept: !!(await caches.match('/docs/..%2Fabout-us'))};
  });
  expect(kept).toEqual({status: 404, kept: false});
});

test('a new version deployed waits, a prompt offers it, and Reload brings the page under it', async ({page}) => {
  await page.goto('/docs');
  await hubKept(page, 'en');
  // The next deployment: a service worker that differs by a byte (the browser fetches it itself, past
  // page.route), put back afterwards. The tests of this file run one after another (above).
  const worker = path.join(__dirname, '../../build', SERVICE_WORKER_FILE);
  const deployed = readFileSync(worker, 'utf8');
  writeFileSync(worker, `${deployed}\n// next deployment\n`);
  try {
    await page.goto('/docs/errors');
    const prompt = updatePrompt(page);
    await expect(prompt).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme: scheme});
      expect(await seriousA11yViolations(page, {within: prompt}), scheme).toEqual([]);
    }
    // Later: the prompt goes, the new version still waits, and the next hub page offers it again.
    await prompt.getByRole('button', {name: 'Later'}).click();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');
    await page.goto('/docs/webhooks');
    await expect(prompt).toBeVisible();
    // The page's first activity loads the code highlighter (src/ui/DeferredCodeBlock): done before the click.
    // Playwright's debugger, attached to every service worker, keeps a worker woken by a request from ever
    // counting as idle, and Chromium hands over only from an idle one (without a debugger, a few moments later).
    await page.mouse.move(20, 300);
    await page.mouse.wheel(0, 10);
    await page.waitForLoadState('networkidle');
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', {name: 'Reload'}).click();
    await reloaded;
    // Checked while the next deployment is still the one served: the reload makes the browser look for an
    // update, and a worker file put back before that look would be one more new version, waiting.
    await expect(page.getByRole('main').getByRole('heading', {level: 1})).toHaveText('Webhooks');
    await expect(updatePrompt(page)).toBeHidden();
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      return {waiting: found?.waiting ?? null, active: found?.active?.state};
    });
    expect(registration).toEqual({waiting: null, active: 'activated'});
  } finally {
    writeFileSync(worker, deployed);
  }
});

function updatePrompt(page: Page) {
  return page.getByRole('status').filter({hasText: 'A new version of the site is available.'});
}

test('every page of the API reference and its Markdown twin are on the list of pages kept offline, in each locale', async ({request}) => {
  for (const locale of ['en', 'fr'] as const) {
    const list = (await (await request.get(pathIn(locale, `/${OFFLINE_PAGES_FILE}`))).json()) as string[];
    const reference = REFERENCE_ROUTES.map((route) => pathIn(locale, route));
    expect(list).toEqual(expect.arrayContaining([...reference, ...reference.map((route) => `${route}.md`)]));
  }
});
