/**
 * @jest-environment node
 */
/**
 * The offline developer hub's service worker (src/plugins/offlineDocs.ts),
 * written by the plugin's own build step on small builds: a new build whose
 * content changed is a new worker (else the browser never installs it and the
 * update prompt never shows), the same build the same worker.
 */
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import offlineDocs, {MAX_KEPT_DAYS, OFFLINE_CACHES, offlineRoutes} from '@site/src/plugins/offlineDocs';
import {createBrand} from '@site/src/brand';
import {SERVICE_WORKER_FILE} from '@site/src/features/offline/files';

const routes = ['/', '/about-us', '/docs', '/docs/webhooks', '/api-reference'];

/** Builds the two locales' folders (the bundler's files named as given), runs the step after each, as Docusaurus does, and returns the worker. */
async function build(dir: string, scripts: {en: string; fr: string}): Promise<string> {
  rmSync(dir, {recursive: true, force: true});
  const localeConfigs = {en: {baseUrl: '/'}, fr: {baseUrl: '/fr/'}};
  for (const locale of ['en', 'fr'] as const) {
    const outDir = locale === 'en' ? dir : path.join(dir, 'fr');
    mkdirSync(path.join(outDir, 'assets/js'), {recursive: true});
    writeFileSync(path.join(outDir, 'assets/js', scripts[locale]), '');
    const baseUrl = localeConfigs[locale].baseUrl;
    const context = {baseUrl, outDir, i18n: {currentLocale: locale, defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs}} as unknown as LoadContext;
    const plugin = offlineDocs({brand: createBrand(), copy: {appName: (name: string) => name, appDescription: (name: string) => name}})(context) as Plugin;
    await plugin.postBuild!({outDir, routesPaths: routes.map((route) => `${baseUrl.replace(/\/$/, '')}${route}`)} as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
  }
  return readFileSync(path.join(dir, SERVICE_WORKER_FILE), 'utf8');
}

describe('the offline hub\'s service worker', () => {
  let dir: string;
  let worker: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'offline-worker-'));
    worker = await build(path.join(dir, 'a'), {en: 'main.1111.js', fr: 'main.aaaa.js'});
  }, 60_000);
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('is a new worker when a build\'s content changed, in either language, and the same worker for the same build', async () => {
    const first = worker;
    expect(await build(path.join(dir, 'b'), {en: 'main.1111.js', fr: 'main.aaaa.js'})).toBe(first);
    const english = await build(path.join(dir, 'c'), {en: 'main.2222.js', fr: 'main.aaaa.js'});
    const french = await build(path.join(dir, 'd'), {en: 'main.1111.js', fr: 'main.bbbb.js'});
    expect(new Set([first, english, french]).size).toBe(3);
    // Each locale's list of pages is precached under its revision.
    expect(english).toMatch(/url:\s*"\/offline-pages\.json",\s*revision:\s*"[0-9a-f]{16}"/);
    expect(english).toMatch(/url:\s*"\/fr\/offline-pages\.json",\s*revision:\s*"[0-9a-f]{16}"/);
  }, 120_000);

  it('forgets what it kept, pages included, MAX_KEPT_DAYS after it was fetched', () => {
    for (const cache of Object.values(OFFLINE_CACHES)) {
      const route = new RegExp(`cacheName:"${cache}"[^)]*?plugins:\\[new [\\w$.]+\\(\\{([^}]*)\\}`).exec(worker);
      // The worker is minified: 5184e3 is 5,184,000 seconds.
      const maxAge = /maxAgeSeconds:([\d.e]+)/.exec(route?.[1] ?? '')?.[1];
      expect([cache, maxAge && Number(maxAge)]).toEqual([cache, MAX_KEPT_DAYS * 24 * 3600]);
    }
  });

  it("keeps this site's hub pages only: not another site's, not a page reached through an encoded slash, nor files a marketing page asked for", () => {
    const [pages, files] = offlineRoutes('/', 100).map((route) => route.urlPattern as (context: {url: URL; request: {referrer: string}; sameOrigin: boolean}) => boolean);
    const site = 'https://www.example.com';
    const at = (address: string, referrer = `${site}/docs`) => ({url: new URL(address), request: {referrer}, sameOrigin: new URL(address).origin === site});
    expect(pages!(at(`${site}/docs/webhooks`))).toBe(true);
    expect(pages!(at(`${site}/fr/api-reference/payments`))).toBe(true);
    expect(pages!(at('https://evil.example/docs/webhooks'))).toBe(false);
    expect(pages!(at(`${site}/docs/..%2Fabout-us`))).toBe(false);
    expect(pages!(at(`${site}/docs/..%5cabout-us`))).toBe(false);
    expect(pages!(at(`${site}/about-us`))).toBe(false);
    expect(files!(at(`${site}/assets/js/main.1.js`))).toBe(true);
    expect(files!(at(`${site}/assets/js/main.1.js`, `${site}/about-us`))).toBe(false);
    expect(files!(at(`${site}/assets/js/main.1.js`, 'https://evil.example/docs'))).toBe(false);
    expect(files!(at('https://cdn.example/assets/js/main.1.js'))).toBe(false);
  });
});
