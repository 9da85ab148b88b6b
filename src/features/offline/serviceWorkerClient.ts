import {Workbox} from 'workbox-window';
import {readerActive} from '@site/src/ui/readerActivity';
import {idle} from '@site/src/ui/whenIdle';

/**
 * The page's side of the offline developer hub, loaded only on a hub page
 * once the page is idle (./useOfflineDocs.ts): registers the service worker
 * with Workbox's window library, offers a new version when one waits, and
 * on a first visit keeps the locale's other hub pages for reading offline.
 */
export interface OfflineDocsStart {
  scriptUrl: string;
  /** The locale's offline-pages.json (src/plugins/offlineDocs.ts). */
  pagesUrl: string;
  /** A new version of the site waits: `apply` lets it take over and reloads the page under it. */
  onUpdate: (apply: () => void) => void;
}

interface NetworkInformation {
  saveData?: boolean;
}

export async function startOfflineDocs({scriptUrl, pagesUrl, onUpdate}: OfflineDocsStart): Promise<void> {
  const alreadyKept = !!navigator.serviceWorker.controller;
  const workbox = new Workbox(scriptUrl);
  let newVersionWaits = false;
  let keeping: Promise<void> = Promise.resolve();
  // A new version is installed and waits (Workbox's recipe for an update prompt): on the reader's word it
  // takes over, and the page reloads under it once it controls the page.
  workbox.addEventListener('waiting', () => {
    newVersionWaits = true;
    onUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      // The old version hands over only when it has no request of the page left to answer: the keeping
      // below stops at the next file first (Chromium otherwise leaves the new version waiting).
      void keeping.then(() => workbox.messageSkipWaiting());
    });
  });
  // Browsers may refuse service workers (private windows, storage turned off, a policy): the hub is then
  // simply not kept.
  const registration = await workbox.register().catch(() => undefined);
  if (!registration) return;
  // Each visit to the hub asks whether a new version was deployed (the browser would wait up to a day).
  if (alreadyKept) await workbox.update();
  await controlled();
  // A reader who asked their phone to save data gets the pages they open, not the others; offline, there is
  // nothing to fetch; a new version waiting keeps its own files once it takes over.
  if ((navigator as Navigator & {connection?: NetworkInformation}).connection?.saveData || !navigator.onLine) return;
  const goOn = () => !newVersionWaits;
  keeping = readerStays().then(() => keepLoadedFiles(goOn).then(() => keepPages(pagesUrl, goOn)));
  await keeping;
}

/**
 * The hub is kept for a reader who reads: once they scroll, point, touch or
 * type (src/ui/readerActivity), or have stayed this long. Keeping every hub page costs
 * data and a phone's main thread (measured: about 0.6 s of a 4x slowed CPU
 * for the requests and prefetches of the 120 pages a locale keeps), which a
 * visitor who opened a docs page by mistake, or is still reading its first
 * screen, should not pay.
 */
export const KEEP_AFTER_MS = 10_000;
function readerStays(): Promise<void> {
  return Promise.race([readerActive(), new Promise<void>((resolve) => window.setTimeout(resolve, KEEP_AFTER_MS))]);
}

/** Each page or file is kept in its own slice of idle time, which comes within this long at the latest. */
const KEEP_DEADLINE_MS = 2000;

/**
 * This page's own scripts, styles and pictures were fetched before the
 * service worker took charge: asked for again now, through it, they are kept
 * (Workbox's advice; its generateSW worker has no CACHE_URLS listener, so the
 * page asks itself). From the browser's cache: nothing is downloaded twice.
 */
async function keepLoadedFiles(goOn: () => boolean): Promise<void> {
  // With the pictures the page has not shown yet (lazy: the footer's flags), which a page read offline shows too.
  const files = [...performance.getEntriesByType('resource').map((entry) => entry.name), ...Array.from(document.images, (image) => image.currentSrc || image.src)].filter(
    (url) => url && new URL(url).origin === window.location.origin,
  );
  for (const url of new Set(files)) {
    await idle(KEEP_DEADLINE_MS);
    if (!goOn()) return;
    await readWhole(fetch(url));
  }
}

/**
 * Reads a response to its end, and says whether it came: a body left unread
 * keeps the service worker answering it, and a new version waits for that
 * (Chromium leaves it waiting, even when told to skip waiting).
 */
async function readWhole(request: Promise<Response>): Promise<boolean> {
  try {
    const response = await request;
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Resolves once the service worker handles this page's requests (at once on the first visit: clientsClaim). */
function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {once: true}));
}

/**
 * Asks for each page not kept yet, one at a time: the service worker keeps
 * what passes through it. Docusaurus's prefetch (the site's idle-time one,
 * src/clientModules/idlePrefetch) fetches each page's scripts without running
 * them, kept too, so a page reached by a link works offline as well.
 */
async function keepPages(pagesUrl: string, goOn: () => boolean): Promise<void> {
  const list = await fetch(pagesUrl).catch(() => undefined);
  // The connection dropped: the next hub page opened goes on where this stopped.
  if (!list?.ok) return;
  const pages = (await list.json()) as string[];
  const docusaurus = (window as Window & {docusaurus?: {prefetch: (path: string) => unknown}}).docusaurus;
  for (const page of pages) {
    await idle(KEEP_DEADLINE_MS);
    if (!goOn()) return;
    if (await caches.match(page)) continue;
    if (!(await readWhole(fetch(page, {priority: 'low'} as RequestInit)))) return;
    if (!page.endsWith('.md')) docusaurus?.prefetch(page);
  }
}
