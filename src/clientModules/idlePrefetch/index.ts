/**
 * Route prefetching in idle time, each file once.
 *
 * Docusaurus prefetches the chunks of a page as soon as a link to it scrolls
 * into view (`window.docusaurus.prefetch`, called by every internal Link): on
 * a page load, every link on screen at once, each appending a
 * `<link rel="prefetch">` per chunk of its page, shared chunks again and
 * again (405 tags for 45 files on /docs/reference), in the frames right after
 * hydration, while the reader may already be tapping. Here the same
 * prefetches wait for idle time, a few files at a time, and each file is asked
 * for once; hovering or tapping a link (`preload`) still loads it at once.
 * Files of the pages already shown in this visit are not asked for again: a
 * docs page's links to other docs pages named its own layout's chunks, which
 * the page had just loaded (seven needless requests on every docs page).
 * There is no option for this, so the object Docusaurus mounts on `window` is
 * replaced by one that forwards `preload` to it; that happens on the first
 * route update, before any link has had time to be seen.
 */
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchPath} from '@docusaurus/router';
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '@site/src/ui/whenIdle';
import {createIdleQueue, IDLE_BUDGET_MS, type ScheduleIdle} from './idleQueue';

/** What matching needs of a route in the generated route table. */
interface RouteConfig {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  routes?: readonly RouteConfig[];
}

/** Injected by Docusaurus's bundler set-up: a chunk's URL by its name. */
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

/** Idle periods, at most 5 s apart; without idle callbacks (older Safari), after the current work, with a small budget. */
const scheduleIdle: ScheduleIdle = (callback) => whenIdle(callback, 5000, {delayMs: 50, budgetMs: IDLE_BUDGET_MS});

/** Chunk names by route, leaves of a nested object (`{component: '...', content: {...}}`). */
function chunkNames(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  return tree && typeof tree === 'object' ? Object.values(tree).flatMap(chunkNames) : [];
}

/** The routes a path renders, outermost first (as react-router-config's `matchRoutes`). */
function matchedRoutes(routeList: readonly RouteConfig[], pathname: string): RouteConfig[] {
  const route = routeList.find((candidate) => matchPath(pathname, candidate));
  return route ? [route, ...matchedRoutes(route.routes ?? [], pathname)] : [];
}

/** The URLs of the script files a page needs, as Docusaurus's own prefetch finds them. */
export function chunkUrls(pathname: string): string[] {
  const paths = new Set<unknown>(matchedRoutes(routes, pathname).map((route) => route.path));
  return Object.entries(routesChunkNames)
    .filter(([pathWithHash]) => paths.has(pathWithHash.replace(/-[^-]+$/, '')))
    .flatMap(([, tree]) => chunkNames(tree))
    .map((name) => __webpack_require__.gca(name))
    .filter((url): url is string => typeof url === 'string' && !url.includes('undefined'));
}

/** Slow or metered connections get no prefetching, as in Docusaurus. */
const saveData = () => {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
};

/** Asks the browser to fetch a file at low priority, for a later page. */
function appendPrefetchLink(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

/** The files of the pages shown so far in this visit (loaded already), as of the path they were last computed for. */
let shown: {path: string; files: Set<string>} | undefined;

/** Whether the page shown now, or one before it in this visit, has loaded this file. */
function loadedAlready(url: string): boolean {
  const path = window.location.pathname;
  if (shown?.path !== path) shown = {path, files: new Set([...(shown?.files ?? []), ...chunkUrls(path)])};
  return shown.files.has(url);
}

let installed = false;

function install(): void {
  if (installed || typeof window === 'undefined' || !window.docusaurus) return;
  installed = true;
  const original = window.docusaurus;
  // Two queues, both worked in idle time: pages to look up, then their files, one
  // <link> at a time (each costs a few milliseconds on a phone, and a page has several).
  const files = createIdleQueue<string>(appendPrefetchLink, scheduleIdle);
  const pages = createIdleQueue<string>((routePath) => chunkUrls(routePath).forEach((url) => loadedAlready(url) || files.add(url)), scheduleIdle);
  window.docusaurus = Object.freeze({
    // Docusaurus's prefetch answers a promise of the files fetched; nothing reads it.
    prefetch: (routePath: string) => !saveData() && pages.add(routePath) && Promise.resolve([]),
    preload: (routePath: string) => original.preload(routePath),
  });
}

const idlePrefetch: ClientModule = {
  onRouteDidUpdate: install,
};
export default idlePrefetch;
