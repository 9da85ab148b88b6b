import {writeFile} from 'node:fs/promises';
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
 *  - at the site's root only, `sw.js`, made by Workbox's generateSW: nothing
 *    is precached; the hub's pages, twins and search index are served
 *    network first and kept (offline, the kept copy); the hashed files those
 *    pages load (scripts, styles, pictures) are kept as they are fetched, and
 *    served from the cache. Requests of the other pages pass through untouched,
 *    so the marketing pages are never cached. A new build's worker waits,
 *    and the page offers to reload under it.
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
const MAX_KEPT_DAYS = 60;

export const OFFLINE_CACHES = {pages: 'developer-hub-pages', files: 'developer-hub-files', pictures: 'developer-hub-pictures'} as const;

export default function offlineDocs({brand, copy}: OfflineDocsOptions) {
  return (context: LoadContext): Plugin => offlineDocsPlugin(context, {brand, copy});
}

function offlineDocsPlugin(context: LoadContext, {brand, copy}: OfflineDocsOptions): Plugin {
  // The default locale's base URL is the site's (a French build's own siteConfig.baseUrl is "/fr/").
  const siteBaseUrl = context.i18n.localeConfigs[context.i18n.defaultLocale]!.baseUrl;
  const isSiteRoot = context.i18n.currentLocale === context.i18n.defaultLocale;
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
      if (isSiteRoot) await writeServiceWorker(outDir, siteBaseUrl);
    },
  };
}

async function writeServiceWorker(outDir: string, baseUrl: string): Promise<void> {
  const hub = developerHubPattern(baseUrl, [SEARCH_INDEX_FILE]);
  const escapedBase = escapeStringRegexp(baseUrl);
  // Workbox writes a route's test into the worker as source: each pattern goes in as a literal. A file
  // counts when a hub page asks for it (the request's referrer), so a marketing page's files are never kept.
  const fetchedByHubPage = (files: RegExp) =>
    new Function('context', `return ${files}.test(context.url.href) && ${hub}.test(context.request.referrer);`) as (context: {url: URL; request: Request}) => boolean;
  // Hashed, never changed (build/assets, build/<locale>/assets): from the cache once kept.
  const hashedFiles = fetchedByHubPage(new RegExp(`^[a-z]+://[^/]+${escapedBase}(?:[a-z]{2}/)?assets/`));
  // Pictures keep their names when they change: the kept copy is shown, and refreshed behind it.
  const pictures = fetchedByHubPage(new RegExp(`^[a-z]+://[^/]+${escapedBase}(?:[a-z]{2}/)?img/`));
  const expiration = {maxEntries: MAX_KEPT_FILES, maxAgeSeconds: MAX_KEPT_DAYS * 24 * 3600};
  const {warnings} = await generateSW({
    swDest: path.join(outDir, SERVICE_WORKER_FILE),
    globDirectory: outDir,
    globPatterns: [],
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    // A new version waits until the reader accepts it (the update prompt posts SKIP_WAITING, which
    // generateSW's worker listens for) or every page of the site is closed: an open page never finds the
    // files it was built with gone under it.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {urlPattern: hub, handler: 'NetworkFirst', options: {cacheName: OFFLINE_CACHES.pages, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS}},
      {urlPattern: hashedFiles, handler: 'CacheFirst', options: {cacheName: OFFLINE_CACHES.files, expiration}},
      {urlPattern: pictures, handler: 'StaleWhileRevalidate', options: {cacheName: OFFLINE_CACHES.pictures, expiration}},
    ],
  });
  if (warnings.length) console.warn(`[offline-docs] ${warnings.join('\n')}`);
}
