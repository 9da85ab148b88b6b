import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generateSW} from 'workbox-build';
import type {Brand} from '../brand';
import type {ConfigCopy} from '../data/configCopy';
import {markdownPathOf} from '../data/llms';
import {API_REFERENCE_ROUTE} from '../features/api/data/model';
import {OFFLINE_PAGES_FILE, SERVICE_WORKER_FILE} from '../features/offline/files';
import {developerHubPattern, OFFLINE_DOCS_PLUGIN} from './developerHub';
import {SEARCH_INDEX_FILE} from './searchIndex';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * The developer hub offline (issue 25; the page side is
 * src/features/offline/useOfflineDocs.ts). After each locale's build:
 *  - `offline-pages.json`: the locale's hub pages and their Markdown twins,
 *    which a reader's first visit to the hub saves for later;
 *  - `manifest.webmanifest`: the hub as an installable app, opening on /docs;
 *  - at the site's root, `sw.js`, made by Workbox's generateSW (written again
 *    after each locale's build, so that the last one names every locale):
 *    each locale's `offline-pages.json` is precached, with a revision that
 *    changes with the build's content, so that a new build is a new worker;
 *    the hub's pages, twins and search index, of this site only, are served
 *    network first and kept (offline, the kept copy, for MAX_KEPT_DAYS); the
 *    hashed files those pages load (scripts, styles, pictures) are kept as
 *    they are fetched, and served from the cache. Requests of the other pages
 *    and of other sites pass through untouched, so the marketing pages are
 *    never cached. A new build's worker waits, and the page offers to reload
 *    under it.
 */
export interface OfflineDocsOptions {
  brand: Brand;
  copy: Pick<ConfigCopy, 'appName' | 'appDescription'>;
}

/** The API reference's index and the pages under it (each resource, the webhooks). */
const isReferencePage = (route: string) => route === API_REFERENCE_ROUTE || route.startsWith(`${API_REFERENCE_ROUTE}/`);

/** How long the network may take before a kept page is shown instead (a phone on a weak signal). */
const NETWORK_TIMEOUT_SECONDS = 4;
/** Kept files (scripts, styles, pictures of the hub's pages): the oldest go first beyond this many. */
const MAX_KEPT_FILES = 400;
/** How long a kept page or file is offered offline after it was fetched; then it goes (a page read again online is kept anew). */
export const MAX_KEPT_DAYS = 60;

export const OFFLINE_CACHES = {pages: 'developer-hub-pages', files: 'developer-hub-files', pictures: 'developer-hub-pictures'} as const;

export default function offlineDocs({brand, copy}: OfflineDocsOptions) {
  return (context: LoadContext): Plugin => offlineDocsPlugin(context, {brand, copy});
}

function offlineDocsPlugin(context: LoadContext, {brand, copy}: OfflineDocsOptions): Plugin {
  // The default locale's base URL is the site's (a French build's own siteConfig.baseUrl is "/fr/").
  const siteBaseUrl = context.i18n.localeConfigs[context.i18n.defaultLocale]!.baseUrl;
  return {
    name: OFFLINE_DOCS_PLUGIN,
    injectHtmlTags() {
      return {headTags: [{tagName: 'link', attributes: {rel: 'manifest', href: `${context.baseUrl}manifest.webmanifest`}}]};
    },
    async postBuild({outDir, routesPaths}) {
      const hub = developerHubPattern(siteBaseUrl);
      const pages = routesPaths.filter((route) => hub.test(route)).sort();
      // The docs and every page of the API reference have Markdown twins (written by src/plugins/postBuild.ts, at the same time).
      const inLocale = (route: string) => route.slice(context.baseUrl.length - 1);
      const twins = pages.filter((route) => /^\/docs(?:\/|$)/.test(inLocale(route)) || isReferencePage(inLocale(route))).map(markdownPathOf);
      await writeFile(path.join(outDir, OFFLINE_PAGES_FILE), JSON.stringify([...pages, ...twins]));
      const manifest = {
        name: copy.appName(brand.name),
        short_name: brand.name,
        description: copy.appDescription(brand.name),
        lang: context.i18n.currentLocale,
        start_url: `${context.baseUrl}docs`,
        scope: siteBaseUrl,
        display: 'standalone',
        theme_color: brand.themeColor,
        background_color: '#ffffff',
        icons: [192, 512].map((size) => ({src: `${siteBaseUrl}img/app-icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png'})),
      };
      await writeFile(path.join(outDir, 'manifest.webmanifest'), JSON.stringify(manifest, null, 2));
      // The site's root: this locale's folder less the locale's part of its base URL (build/fr/ → build/).
      const depth = context.baseUrl.slice(siteBaseUrl.length).split('/').filter(Boolean).length;
      const root = path.resolve(outDir, ...Array<string>(depth).fill('..'));
      const locales = Object.values(context.i18n.localeConfigs).map((config) => config.baseUrl.slice(siteBaseUrl.length));
      await writeServiceWorker(root, siteBaseUrl, {locales, keptPages: pages.length + twins.length + 1});
    },
  };
}

/**
 * What a build's worker must change with: each locale's list of kept pages and
 * the names of the files its bundler wrote (every script and stylesheet of
 * `assets/` is named by a hash of its content, and every page's words are in
 * those scripts), so that a build whose content changed has a new worker,
 * which the pages then offer (the update prompt). Read once Docusaurus has
 * written them, so no other build step is writing them meanwhile (the pages
 * themselves are, by the post-build pipeline).
 */
export async function contentRevision(localeDir: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(path.join(localeDir, OFFLINE_PAGES_FILE)));
  const assets = path.join(localeDir, 'assets');
  if (existsSync(assets)) {
    const files = (await readdir(assets, {recursive: true, withFileTypes: true})).filter((entry) => entry.isFile());
    for (const name of files.map((entry) => path.relative(assets, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')).sort()) hash.update(`\n${name}`);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The worker's routes (Workbox's runtimeCaching). Each matcher is written into
 * the worker as source (Workbox prints functions with toString), so it is
 * built from its source with the patterns in it as literals. Only this site's
 * requests are kept (`sameOrigin`), and none whose path holds an encoded slash
 * or backslash: a host that resolves `..%2F` would serve another page under a
 * hub page's address (/docs/..%2Fabout-us).
 */
export function offlineRoutes(baseUrl: string, keptPages: number): NonNullable<Parameters<typeof generateSW>[0]['runtimeCaching']> {
  const hub = developerHubPattern(baseUrl, [SEARCH_INDEX_FILE]);
  const escapedBase = escapeStringRegexp(baseUrl);
  type Matcher = (context: {url: URL; request: Request; sameOrigin: boolean}) => boolean;
  const onThisSite = 'context.sameOrigin && !/%(?:2f|5c)/i.test(context.url.pathname)';
  const hubPage = new Function('context', `return ${onThisSite} && ${hub}.test(context.url.pathname);`) as Matcher;
  // A file counts when a hub page of this site asks for it (the request's referrer), so a marketing page's files are never kept.
  const fetchedByHubPage = (files: RegExp) =>
    new Function(
      'context',
      `if (!(${onThisSite} && ${files}.test(context.url.pathname))) return false;
      const referrer = context.request.referrer ? new URL(context.request.referrer) : undefined;
      return !!referrer && referrer.origin === context.url.origin && ${hub}.test(referrer.pathname);`,
    ) as Matcher;
  // Hashed, never changed (build/assets, build/<locale>/assets): from the cache once kept.
  const hashedFiles = fetchedByHubPage(new RegExp(`^${escapedBase}(?:[a-z]{2}/)?assets/`));
  // Pictures keep their names when they change: the kept copy is shown, and refreshed behind it.
  const pictures = fetchedByHubPage(new RegExp(`^${escapedBase}(?:[a-z]{2}/)?img/`));
  const maxAgeSeconds = MAX_KEPT_DAYS * 24 * 3600;
  const expiration = {maxEntries: MAX_KEPT_FILES, maxAgeSeconds};
  return [
    // Every locale's pages and twins, each with a query or two (a tab, a search), before the oldest go.
    {urlPattern: hubPage, handler: 'NetworkFirst', options: {cacheName: OFFLINE_CACHES.pages, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, expiration: {maxEntries: keptPages * OFFLINE_LOCALES_FACTOR, maxAgeSeconds}}},
    {urlPattern: hashedFiles, handler: 'CacheFirst', options: {cacheName: OFFLINE_CACHES.files, expiration}},
    {urlPattern: pictures, handler: 'StaleWhileRevalidate', options: {cacheName: OFFLINE_CACHES.pictures, expiration}},
  ];
}

/** Room in the pages' cache for this many times a locale's list (the site's languages, and addresses with a query). */
const OFFLINE_LOCALES_FACTOR = 4;

/**
 * Writes the site's worker at its root: each locale's list of pages (the
 * locales built so far: `locales` are the locales' folders under the root,
 * '' for the default one) precached under a revision of that locale's content.
 */
export async function writeServiceWorker(root: string, baseUrl: string, {locales, keptPages}: {locales: string[]; keptPages: number}): Promise<void> {
  const built = locales.filter((locale) => existsSync(path.join(root, locale, OFFLINE_PAGES_FILE)));
  const additionalManifestEntries = await Promise.all(built.map(async (locale) => ({url: `${baseUrl}${locale}${OFFLINE_PAGES_FILE}`, revision: await contentRevision(path.join(root, locale))})));
  const {warnings} = await generateSW({
    swDest: path.join(root, SERVICE_WORKER_FILE),
    globDirectory: root,
    globPatterns: [],
    additionalManifestEntries,
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    // A new version waits until the reader accepts it (the update prompt posts SKIP_WAITING, which
    // generateSW's worker listens for) or every page of the site is closed: an open page never finds the
    // files it was built with gone under it.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: offlineRoutes(baseUrl, keptPages),
  });
  // Workbox warns that globPatterns matched nothing: the precache is the lists above, on purpose.
  const real = warnings.filter((warning) => !/globPatterns/.test(warning));
  if (real.length) console.warn(`[offline-docs] ${real.join('\n')}`);
}
